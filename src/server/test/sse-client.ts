import { LIVE_EVENTS_PATH } from '../../domain/live-events';

export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the frame was parsed. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  retry: number | null;
  /** Resolves with the frames once `predicate` holds for them (checked on every new frame). */
  waitFor(predicate: (frames: SseFrame[]) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  /** The frames of stored events (no ready/reset), parsed. */
  events(): { id: number; event: string; data: Record<string, unknown> }[];
  close(): void;
  closed: Promise<void>;
}

/**
 * A minimal EventSource for tests and the bench: GET /api/events with a cookie and an optional Last-Event-ID,
 * parsing frames as the browser does (id, event, data, retry; comment lines counted).
 */
export async function openSse(
  baseUrl: string,
  options: { cookie?: string; lastEventId?: string; headers?: Record<string, string>; onFrame?: (frame: SseFrame) => void } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_EVENTS_PATH}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
      ...options.headers,
    },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  const waiters: { predicate: (frames: SseFrame[]) => boolean; resolve: (frames: SseFrame[]) => void }[] = [];
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    frames,
    comments: 0,
    retry: null,
    waitFor(predicate, timeoutMs = 5_000) {
      if (predicate(frames)) return Promise.resolve(frames);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve: (value: SseFrame[]) => (clearTimeout(timer), resolve(value)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`SSE: timed out; frames so far: ${JSON.stringify(frames.map((f) => [f.id, f.event, f.data]))}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    events() {
      return frames.filter((f) => f.event !== 'ready' && f.event !== 'reset').map((f) => ({ id: Number(f.id), event: f.event, data: JSON.parse(f.data) }));
    },
    close: () => controller.abort(),
    closed: Promise.resolve(),
  };
  if (!response.ok || !response.body) {
    await response.text().catch(() => undefined);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.closed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: SseFrame = { id: null, event: 'message', data: '', at: performance.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              frame.data += (hasData ? '\n' : '') + line.slice(6);
              hasData = true;
            }
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
          }
          if (!hasData) continue;
          frames.push(frame);
          options.onFrame?.(frame);
          for (const waiter of [...waiters]) {
            if (waiter.predicate(frames)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(frames);
            }
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}
