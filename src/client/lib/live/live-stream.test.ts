import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STALE_AFTER_MS } from '@domain/live-events';
import { liveStatus } from './live-status';
import { openLiveStream, type ReceivedLiveEvent } from './live-stream';

type Call = { headers: Record<string, string>; push: (text: string) => void; end: () => void; signal: AbortSignal };

function fakeServer() {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    const signal = init!.signal!;
    signal.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    calls.push({
      headers: init!.headers as Record<string, string>,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      signal,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { calls, fetchImpl };
}

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    fire() {
      for (const listener of listeners) listener();
    },
  };
}

const conversation = '3f0a8a51-4c2d-4b7e-9a51-2d1c2a9f0c11';
const frame = (id: number, messageId: string) =>
  `id: ${id}\nevent: message.created\ndata: ${JSON.stringify({ conversation_id: conversation, message_id: messageId })}\n\n`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

describe('the live event stream', () => {
  it('delivers parsed events, and after the server ends the stream reconnects with Last-Event-ID', async () => {
    const server = fakeServer();
    const doc = fakeDocument();
    const events: ReceivedLiveEvent[] = [];
    const stream = openLiveStream({ onEvent: (e) => events.push(e), fetch: server.fetchImpl as unknown as typeof fetch, document: doc });
    await flush();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    server.calls[0]!.push('retry: 2000\nid: 4\nevent: ready\ndata: {"last_event_id":null}\n\n');
    server.calls[0]!.push(frame(5, uuid(1)));
    server.calls[0]!.push('event: message.created\ndata: {"broken":true}\n\n: ping\n\n');
    await flush();
    expect(liveStatus()).toBe('open');
    expect(events.map((e) => [e.type, e.id])).toEqual([
      ['ready', '4'],
      ['message.created', '5'],
    ]);

    server.calls[0]!.end();
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    await flush();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('5');
    stream.close();
    expect(server.calls[1]!.signal.aborted).toBe(true);
    expect(liveStatus()).toBe('down');
  });

  it('treats a silent stream as dead after LIVE_STALE_AFTER_MS (heartbeats keep it alive) and resumes from the last id', async () => {
    const server = fakeServer();
    const doc = fakeDocument();
    const stream = openLiveStream({ onEvent: () => undefined, fetch: server.fetchImpl as unknown as typeof fetch, document: doc });
    await flush();
    server.calls[0]!.push('id: 9\nevent: ready\ndata: {"last_event_id":"9"}\n\n');
    await flush();
    await vi.advanceTimersByTimeAsync(LIVE_STALE_AFTER_MS - 1000);
    server.calls[0]!.push(': ping\n\n');
    await flush();
    await vi.advanceTimersByTimeAsync(LIVE_STALE_AFTER_MS - 1000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await flush();
    expect(server.calls.length).toBeGreaterThanOrEqual(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('9');
    stream.close();
  });

  it('backs off after failed answers and reconnects at once when the tab becomes visible', async () => {
    let answers = 0;
    const fetchImpl = vi.fn(async () => {
      answers += 1;
      return new Response('{"error":{}}', { status: 503 });
    });
    const doc = fakeDocument();
    const stream = openLiveStream({ onEvent: () => undefined, fetch: fetchImpl as unknown as typeof fetch, document: doc });
    await flush();
    expect(answers).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    await flush();
    expect(answers).toBe(2);
    // Second failure: 4 s, not 2 s.
    await vi.advanceTimersByTimeAsync(2000);
    await flush();
    expect(answers).toBe(2);
    doc.visibilityState = 'hidden';
    doc.fire();
    expect(answers).toBe(2);
    doc.visibilityState = 'visible';
    doc.fire();
    await flush();
    expect(answers).toBe(3);
    stream.close();
  });
});
