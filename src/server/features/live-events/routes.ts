import { z } from 'zod';
import { LIVE_EVENTS_PATH } from '../../../domain/live-events';
import { textInput } from '../../../domain/text';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import type { LiveHub } from './hub';

const eventsQuery = z.strictObject({
  lastEventId: textInput('Last event id').max(30).optional().describe('Same as the Last-Event-ID header, for clients that cannot set headers'),
});

/** A Last-Event-ID that is not a non-negative integer is treated as unknown (the stream starts with a reset). */
function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : -1;
}

export async function liveEventRoutes(app: ZodApp, _deps: AppDeps, hub: LiveHub) {
  app.get(
    LIVE_EVENTS_PATH,
    {
      schema: {
        operationId: 'streamLiveEvents',
        security: sessionSecurity,
        tags: ['live'],
        summary: 'Server-Sent Events of the signed-in user (ids only; see src/domain/live-events.ts)',
        description:
          'A text/event-stream that stays open: `retry:` first, then a `ready` event, the events the client missed after its ' +
          'Last-Event-ID (or a `reset` when they are no longer kept), then every new event as it commits, and a comment line ' +
          'as heartbeat. Never compressed or buffered. At most 5 streams per user and instance: the oldest is closed.',
        querystring: eventsQuery,
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const header = request.headers['last-event-id'];
      const lastEventId = parseLastEventId(typeof header === 'string' ? header : request.query.lastEventId);
      // From here on the route writes the response itself: no serializer, no compression (decision 0006), no cache.
      reply.hijack();
      const response = reply.raw;
      request.raw.socket.setNoDelay(true);
      request.raw.socket.setKeepAlive(true);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      response.flushHeaders();
      await hub.open(user.id, lastEventId, response);
    },
  );
}
