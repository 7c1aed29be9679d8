import { z } from 'zod';
import type { ConversationListResponse } from '@domain/messaging';
import { asFirstPage, type PageAnswer } from '@/lib/first-paint-data';
import { CONVERSATIONS_PATH, conversationPath } from './api/conversations';
import { messagesPath } from './api/messages';
import { messagingKeys } from './query-keys';

const conversationIdSchema = z.uuid();

/** One conversation as its view reads it: the header's data and the newest page of messages. */
function conversationAnswers(conversationId: string): PageAnswer[] {
  return [
    { path: conversationPath(conversationId), key: messagingKeys.detail(conversationId) },
    { path: messagesPath(conversationId), key: messagingKeys.messages(conversationId), toQueryData: asFirstPage },
  ];
}

/**
 * What /messages and /messages/{id} read, for the server's first paint (app/first-paint): the list and the open
 * conversation. Without an id, the first conversation too, once the list is known (`known`): the server cannot tell a
 * phone, where the page opens it (spec §9), from a wide screen, where it does not, so it draws both (messages-page.tsx).
 * An id that is no conversation id reads nothing more: the page says "Invalid conversation" itself.
 */
export function messagesPageAnswers(conversationId: string | undefined, known: Readonly<Record<string, unknown>>): PageAnswer[] {
  const list: PageAnswer = { path: CONVERSATIONS_PATH, key: messagingKeys.conversations() };
  if (conversationId !== undefined) {
    return conversationIdSchema.safeParse(conversationId).success ? [list, ...conversationAnswers(conversationId)] : [list];
  }
  const first = (known[CONVERSATIONS_PATH] as ConversationListResponse | undefined)?.conversations[0];
  return first ? [list, ...conversationAnswers(first.id)] : [list];
}
