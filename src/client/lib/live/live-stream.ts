import {
  LIVE_EVENTS_PATH,
  LIVE_RECONNECT_MAX_MS,
  LIVE_RECONNECT_MIN_MS,
  LIVE_RETRY_MS,
  LIVE_STALE_AFTER_MS,
  parseLiveEvent,
  type LiveEventName,
} from '@domain/live-events';
import { createSseParser } from './sse-parser';
import { markLiveClosed, markLiveOff, markLiveOpen } from './live-status';

export type ReceivedLiveEvent = { id: string; type: LiveEventName; data: unknown };

/** What the stream needs of `document`: whether the tab is visible, and to hear when that changes. */
export type VisibilitySource = {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
};

type Options = {
  onEvent: (event: ReceivedLiveEvent) => void;
  /** Test seams. */
  fetch?: typeof fetch;
  document?: VisibilitySource;
};

/**
 * This tab's one connection to GET /api/events (decision 0016): a streamed `fetch` read by our SSE parser rather
 * than `EventSource`, because the client must see the server's heartbeat comments (to notice a silently dropped
 * connection after LIVE_STALE_AFTER_MS) and must send `Last-Event-ID` itself on every reconnect it starts (after a
 * stale stream, a failed answer, or the tab becoming visible again) — so it receives exactly what it missed.
 * Reconnects back off from 2 s to 30 s; the server's `retry:` sets the first delay.
 */
export function openLiveStream({ onEvent, fetch: fetchImpl = globalThis.fetch.bind(globalThis), document: doc = globalThis.document }: Options) {
  let lastEventId = '';
  let controller: AbortController | null = null;
  let retryMs = LIVE_RETRY_MS;
  let failures = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let staleTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clearTimers = () => {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (staleTimer) clearTimeout(staleTimer);
    reconnectTimer = null;
    staleTimer = null;
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    markLiveClosed();
    const delay = failures <= 1 ? retryMs : Math.min(LIVE_RECONNECT_MAX_MS, Math.max(LIVE_RECONNECT_MIN_MS, retryMs) * 2 ** (failures - 1));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  const armStaleTimer = (attempt: AbortController) => {
    if (staleTimer) clearTimeout(staleTimer);
    staleTimer = setTimeout(() => {
      // Nothing (not even a heartbeat) for too long: the connection is dead without having said so.
      if (controller === attempt) {
        attempt.abort();
        controller = null;
        failures += 1;
        scheduleReconnect();
      }
    }, LIVE_STALE_AFTER_MS);
  };

  async function connect() {
    if (stopped) return;
    controller?.abort();
    const attempt = new AbortController();
    controller = attempt;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetchImpl(LIVE_EVENTS_PATH, { headers, credentials: 'same-origin', cache: 'no-store', signal: attempt.signal });
      if (!response.ok || !response.body) {
        // 401: the session ended; the auth provider will notice on its next read and stop us. Back off meanwhile.
        failures += 1;
        if (controller === attempt) controller = null;
        scheduleReconnect();
        return;
      }
      const parser = createSseParser({
        onActivity: () => armStaleTimer(attempt),
        onRetry: (ms) => {
          retryMs = Math.min(LIVE_RECONNECT_MAX_MS, Math.max(500, ms));
        },
        onEvent: (frame) => {
          if (frame.id) lastEventId = frame.id;
          const parsed = parseLiveEvent(frame.event, frame.data);
          if (!parsed) return;
          if (parsed.type === 'ready') {
            failures = 0;
            markLiveOpen();
          }
          onEvent({ id: frame.id, type: parsed.type, data: parsed.data });
        },
      });
      armStaleTimer(attempt);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
      // The server ended the stream (a restart, a newer tab took our place): come back.
      if (controller === attempt) {
        controller = null;
        failures += 1;
        scheduleReconnect();
      }
    } catch {
      if (attempt.signal.aborted || stopped) return;
      if (controller === attempt) controller = null;
      failures += 1;
      scheduleReconnect();
    }
  }

  /** The tab became visible again: reconnect now unless the stream is open and alive. */
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible' || stopped) return;
    if (controller) return;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    failures = 0;
    void connect();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  void connect();

  return {
    /** Closes the stream for good (sign-out, unmount). */
    close(): void {
      stopped = true;
      clearTimers();
      controller?.abort();
      controller = null;
      doc.removeEventListener('visibilitychange', onVisibility);
      markLiveOff();
    },
    lastEventId: () => lastEventId,
  };
}
