/** One dispatched Server-Sent Event. */
export type SseEvent = { id: string; event: string; data: string };

export type SseCallbacks = {
  onEvent: (event: SseEvent) => void;
  /** Anything arrived (an event, a comment such as the server's heartbeat, any line). */
  onActivity?: () => void;
  onRetry?: (ms: number) => void;
};

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML, "Interpreting an event stream"): feed it
 * decoded text chunks as they arrive, split anywhere. Lines end in CRLF, LF or CR; `:` starts a comment; `data`
 * lines join with LF; an event is dispatched at a blank line; `id` is remembered across events (and ignored when
 * it contains NUL); `retry` takes digits only.
 */
export function createSseParser(callbacks: SseCallbacks) {
  let buffer = '';
  let lastEventId = '';
  let eventType = '';
  let data: string[] = [];
  let pendingCr = false;

  const dispatch = () => {
    if (data.length === 0) {
      eventType = '';
      return;
    }
    const event = { id: lastEventId, event: eventType || 'message', data: data.join('\n') };
    eventType = '';
    data = [];
    callbacks.onEvent(event);
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\u0000')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) callbacks.onRetry?.(Number(value));
        break;
      default:
        break;
    }
  };

  return {
    push(chunk: string): void {
      if (chunk === '') return;
      callbacks.onActivity?.();
      let text = chunk;
      // A CR at the end of the previous chunk may be the first half of a CRLF.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i += 1;
          } else {
            pendingCr = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last event seen (what a reconnect sends as Last-Event-ID). */
    lastEventId(): string {
      return lastEventId;
    },
  };
}
