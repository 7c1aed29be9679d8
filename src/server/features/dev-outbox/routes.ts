import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { type OutboxRecord, outboxChannels, outboxDir, readOutbox } from '../../platform/outbox/outbox';

const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(outboxChannels),
  from: z.string().optional(),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  created_at: z.string(),
});

/** Development only: the messages the local outbox "sent" (e-mail, SMS, WhatsApp), so links and codes can be followed. */
export async function devOutboxRoutes(app: ZodApp, deps: AppDeps) {
  if (deps.config.env === 'production') return;
  const dir = outboxDir(deps.config.dataDir);

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        operationId: 'listOutboxMessages',
        security: publicSecurity,
        tags: ['dev'],
        summary: 'Messages written to the local outbox (e-mail, SMS, WhatsApp), newest first (not in production)',
        response: { 200: z.object({ messages: z.array(outboxMessage) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await readOutbox(dir) };
    },
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await readOutbox(dir);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderOutbox(messages));
  });
}

const channelNames = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escapes the text, then turns http(s) URLs into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderOutbox(messages: OutboxRecord[]): string {
  const items = messages
    .map(
      (message) => `<article id="${escapeHtml(message.id)}">
  <h2>${escapeHtml(message.subject ?? `${channelNames[message.channel]} message`)}</h2>
  <p class="meta">${channelNames[message.channel]} to <strong>${escapeHtml(message.to)}</strong>${message.from ? ` · from ${escapeHtml(message.from)}` : ''} · <time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></p>
  <pre>${linkify(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox — Gearloop</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; }
  article { border: 1px solid #d6d3d1; border-radius: .5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #57534e; font-size: .875rem; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>E-mails the app would have sent (development only; set SMTP_URL to send real ones). Newest first. <a href="/dev/outbox.json">JSON</a></p>
${items || '<p>No e-mails yet.</p>'}
</body>
</html>`;
}
