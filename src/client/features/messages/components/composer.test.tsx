import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@domain/messaging';
import { createQueryClient } from '@/lib/query-client';
import { resetRateLimits } from '../lib/rate-limit-store';
import { Composer } from './composer';

const conversationId = '3f0a8a51-4c2d-4b7e-9a51-2d1c2a9f0c11';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function message(content: string): Message {
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    sender_id: '8e0d4a57-7f7a-4d8a-9a51-2d1c2a9f0c11',
    is_system: false,
    system_action: null,
    is_own: true,
    content,
    attachment: null,
    read: false,
    created_at: new Date().toISOString(),
  };
}

type Sent = { json?: unknown; form?: FormData };
let sent: Sent[];
let answer: (body: Sent) => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  resetRateLimits();
  answer = (body) => json(201, { message: message(String((body.json as { text: string } | undefined)?.text ?? '')), rate_limit: { messages_remaining: 9, uploads_remaining: null } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe(`/api/conversations/${conversationId}/messages`);
      const body: Sent = init?.body instanceof FormData ? { form: init.body } : { json: JSON.parse(String(init?.body)) };
      sent.push(body);
      return answer(body);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderComposer() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Composer conversationId={conversationId} />
    </QueryClientProvider>,
  );
  return {
    box: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('the composer', () => {
  it('shows "Type your message", keeps Send disabled until there is text, and sends the trimmed text on Enter', async () => {
    const user = userEvent.setup();
    const { box, send } = renderComposer();
    expect(box).toHaveAttribute('placeholder', 'Type your message');
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there ');
    expect(box).toHaveValue('   Hello\nthere ');
    expect(sent).toHaveLength(0);
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent).toEqual([{ json: { text: 'Hello\nthere' } }]);
  });

  it('drops control characters from a paste, so the message is sent rather than refused', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.click(box);
    await user.paste('Pick-up\u0000 at 9?\u001b');
    expect(box).toHaveValue('Pick-up at 9?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ json: { text: 'Pick-up at 9?' } }]));
  });

  it('is disabled while sending', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const { box, send } = renderComposer();
    await user.type(box, 'One{Enter}');
    await waitFor(() => expect(send).toBeDisabled());
    await user.type(box, '{Enter}');
    expect(sent).toHaveLength(1);
    release(json(201, { message: message('One'), rate_limit: { messages_remaining: 9, uploads_remaining: null } }));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('attaches an image with a preview and a remove button, and sends it as multipart', async () => {
    const user = userEvent.setup();
    const { box, send } = renderComposer();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bike.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('attachment-input'), photo);
    expect(screen.getByRole('img', { name: 'Attached: bike.png' })).toHaveAttribute('src', 'blob:preview');
    expect(send).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('img', { name: 'Attached: bike.png' })).not.toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.upload(screen.getByTestId('attachment-input'), photo);
    await user.type(box, 'Look');
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form?.get('text')).toBe('Look');
    expect((sent[0]!.form?.get('file') as File).name).toBe('bike.png');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Attached: bike.png' })).not.toBeInTheDocument());
  });

  it('shows a document by name (no preview) and refuses unsupported files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderComposer();
    await user.upload(screen.getByTestId('attachment-input'), new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Attached: contract.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('attachment-input'), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    // The earlier choice stays; the refused file is not attached.
    expect(screen.getByText('Attached: contract.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Attached: setup.exe')).not.toBeInTheDocument();
  });

  it('turns Send off with the title "Rate limited. 0 messages remaining." when the server refuses with 429', async () => {
    const user = userEvent.setup();
    answer = () =>
      json(
        429,
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'You are sending messages too fast (10 per minute). Try again in 42 s.',
            details: { limit_kind: 'messages', limit: 10, window_seconds: 60, remaining: 0, retry_after_seconds: 42 },
          },
        },
        { 'Retry-After': '42' },
      );
    const { box, send } = renderComposer();
    await user.type(box, 'Too many{Enter}');
    await waitFor(() => expect(send).toHaveAttribute('title', 'Rate limited. 0 messages remaining.'));
    expect(send).toBeDisabled();
    // The text is kept for later.
    expect(box).toHaveValue('Too many');
  });

  it('counts the server’s remaining messages: after the last one, Send is rate limited', async () => {
    const user = userEvent.setup();
    answer = () => json(201, { message: message('Last'), rate_limit: { messages_remaining: 0, uploads_remaining: null } });
    const { box, send } = renderComposer();
    await user.type(box, 'Last{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'One more');
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('title', 'Rate limited. 0 messages remaining.');
  });
});
