import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@domain/messaging';

/** The messages cache of one conversation: pages[0] is the newest page; later pages are older ones. */
export type MessagesData = InfiniteData<MessagePage>;

function time(message: Message): number {
  const value = Date.parse(message.created_at);
  return Number.isNaN(value) ? Number.NaN : value;
}

/**
 * `current` and `incoming` together, each message once (the incoming copy wins: it may carry a newer read flag),
 * oldest first. Messages keep the server's order; one that is new here goes after every message not later than it,
 * so a message delivered twice (the send answer and the live event) or after a reconnect is never duplicated nor
 * reordered.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return [...current];
  const incomingById = new Map(incoming.map((message) => [message.id, message]));
  const result = current.map((message) => incomingById.get(message.id) ?? message);
  const known = new Set(current.map((message) => message.id));
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    const at = time(message);
    let index = result.length;
    if (!Number.isNaN(at)) {
      while (index > 0) {
        const before = time(result[index - 1]!);
        if (Number.isNaN(before) || before <= at) break;
        index -= 1;
      }
    }
    result.splice(index, 0, message);
  }
  return result;
}

/** Every loaded message, oldest first, each once. */
export function flattenMessages(data: MessagesData | undefined): Message[] {
  if (!data) return [];
  let all: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) all = mergeMessages(all, data.pages[i]!.messages);
  return all;
}

/** The newest page as just read again (after a live event) merged into the cache. */
export function withNewestPage(data: MessagesData | undefined, page: MessagePage): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, messages: mergeMessages(first!.messages, page.messages) }, ...rest] };
}

/** One message (the send answer) added to, or updated in, the cache. */
export function withMessage(data: MessagesData | undefined, message: Message): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  const pageIndex = data.pages.findIndex((page) => page.messages.some((item) => item.id === message.id));
  const pages = data.pages.map((page, index) => {
    if (pageIndex === -1 ? index !== 0 : index !== pageIndex) return page;
    return { ...page, messages: mergeMessages(page.messages, [message]) };
  });
  return { ...data, pages };
}

export function hasMessage(data: MessagesData | undefined, messageId: string): boolean {
  return data?.pages.some((page) => page.messages.some((message) => message.id === messageId)) ?? false;
}

/** Read receipts: the other party read the viewer's messages (own), or the viewer read theirs (incoming). */
export function withMessagesRead(data: MessagesData | undefined, whose: 'own' | 'incoming'): MessagesData | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) =>
      !message.read && message.is_own === (whose === 'own') ? { ...message, read: true } : message,
    ),
  }));
  return { ...data, pages };
}

/** Messages from the other party not yet read by the viewer. */
export function unreadIncoming(messages: readonly Message[]): number {
  return messages.filter((message) => !message.is_own && !message.read).length;
}
