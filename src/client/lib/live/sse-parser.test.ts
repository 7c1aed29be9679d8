import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  let activity = 0;
  const parser = createSseParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms), onActivity: () => (activity += 1) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, activity, lastEventId: parser.lastEventId() };
}

describe('the event stream parser', () => {
  it('reads named events with ids and JSON data', () => {
    const { events, lastEventId } = parse(['retry: 2000\nid: 7\nevent: message.created\ndata: {"a":1}\n\n']);
    expect(events).toEqual([{ id: '7', event: 'message.created', data: '{"a":1}' }]);
    expect(lastEventId).toBe('7');
  });

  it('reassembles events split anywhere across chunks, with CRLF, CR or LF line ends', () => {
    const text = 'id: 1\r\nevent: a\r\ndata: x\r\n\r\nid: 2\revent: b\rdata: y\r\rid: 3\nevent: c\ndata: z\n\n';
    for (let size = 1; size <= 7; size += 1) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(parse(chunks).events.map((e) => `${e.id}${e.event}${e.data}`)).toEqual(['1ax', '2by', '3cz']);
    }
  });

  it('joins data lines, skips comments (heartbeats) but counts them as activity, and reads retry digits only', () => {
    const { events, retries, activity } = parse([': ping\n\n', 'data: one\ndata: two\n\n', 'retry: soon\nretry: 1500\n\n']);
    expect(events).toEqual([{ id: '', event: 'message', data: 'one\ntwo' }]);
    expect(retries).toEqual([1500]);
    expect(activity).toBe(3);
  });

  it('keeps the last id across events and ignores an id with NUL', () => {
    const { events, lastEventId } = parse(['id: 5\ndata: a\n\ndata: b\n\nid: 6\u00007\ndata: c\n\n']);
    expect(events.map((e) => e.id)).toEqual(['5', '5', '5']);
    expect(lastEventId).toBe('5');
  });

  it('dispatches nothing for an event without data, and nothing until the blank line', () => {
    expect(parse(['event: ready\n\n']).events).toEqual([]);
    expect(parse(['event: a\ndata: b\n']).events).toEqual([]);
  });
});
