import { describe, expect, it } from 'vitest';
import type { Message } from '@domain/messaging';
import { flattenMessages, mergeMessages, unreadIncoming, withMessage, withMessagesRead, withNewestPage, type MessagesData } from './message-cache';

let sequence = 0;
function message(at: string, overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    conversation_id: '3f0a8a51-4c2d-4b7e-9a51-2d1c2a9f0c11',
    sender_id: null,
    is_system: false,
    system_action: null,
    is_own: false,
    content: at,
    attachment: null,
    read: false,
    created_at: `2026-12-08T10:00:${at}Z`,
    ...overrides,
  };
}
const contents = (messages: Message[]) => messages.map((m) => m.content);

describe('the open conversation’s cache', () => {
  it('merges each message once, in time order, the incoming copy winning', () => {
    const a = message('01');
    const b = message('02');
    const c = message('03');
    const d = message('04');
    expect(contents(mergeMessages([a, b, d], [c, d, b]))).toEqual(['01', '02', '03', '04']);
    const readB = { ...b, read: true };
    expect(mergeMessages([a, b], [readB])[1]).toBe(readB);
    expect(contents(mergeMessages([a, b], []))).toEqual(['01', '02']);
  });

  it('keeps the server’s order for equal times and puts unreadable times at the end', () => {
    const a = message('05');
    const b = message('05');
    const broken = message('xx', { created_at: 'not a time' });
    expect(mergeMessages([a], [b]).map((m) => m.id)).toEqual([a.id, b.id]);
    expect(contents(mergeMessages([a, broken], [message('06')]))).toEqual(['05', 'xx', '06']);
  });

  it('flattens older pages before newer, without duplicates, and adds a sent message or a refreshed newest page', () => {
    const older = [message('01'), message('02')];
    const newer = [message('03'), message('04')];
    const data: MessagesData = { pages: [{ messages: newer, has_more: true }, { messages: [...older, newer[0]!], has_more: false }], pageParams: [undefined, newer[0]!.id] };
    expect(contents(flattenMessages(data))).toEqual(['01', '02', '03', '04']);

    const mine = message('05', { is_own: true });
    const withMine = withMessage(data, mine)!;
    expect(contents(flattenMessages(withMine))).toEqual(['01', '02', '03', '04', '05']);
    // The live event for the same message, then a reconnect replaying the newest page: still once each.
    const refreshed = withNewestPage(withMessage(withMine, mine), { messages: [newer[1]!, mine, message('06')], has_more: true })!;
    expect(contents(flattenMessages(refreshed))).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('ticks read receipts on the viewer’s own messages, or clears the incoming unread ones', () => {
    const data: MessagesData = {
      pages: [{ messages: [message('01'), message('02', { is_own: true }), message('03', { is_system: true })], has_more: false }],
      pageParams: [undefined],
    };
    expect(unreadIncoming(flattenMessages(data))).toBe(2);
    const own = flattenMessages(withMessagesRead(data, 'own'));
    expect(own.map((m) => m.read)).toEqual([false, true, false]);
    const incoming = flattenMessages(withMessagesRead(data, 'incoming'));
    expect(incoming.map((m) => m.read)).toEqual([true, false, true]);
    expect(unreadIncoming(incoming)).toBe(0);
  });
});
