import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorCodes } from '@domain/api-error';
import {
  MESSAGE_FILE_FIELD,
  MESSAGE_TEXT_FIELD,
  type ConversationListResponse,
  type MessagePage,
  type SendMessageResponse,
} from '@domain/messaging';
import { ApiError, api, apiErrorFromBody, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { useFallbackInterval } from '@/lib/live/live-status';
import { conversationPath } from './conversations';
import { withMessage, withMessagesRead, withNewestPage, type MessagesData } from '../lib/message-cache';
import { notificationKeys } from '../../notifications';
import { messagingKeys } from '../query-keys';
import { messagesTexts } from '../texts';

/** A page of a conversation's messages: the newest without `before`, else those older than that message. */
export function messagesPath(conversationId: string, before?: string | null): string {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return `${conversationPath(conversationId)}/messages${query}`;
}

export function getMessages(conversationId: string, before: string | null | undefined, signal?: AbortSignal): Promise<MessagePage> {
  return api.get<MessagePage>(messagesPath(conversationId, before), { signal });
}

/** A conversation's messages: the newest page first, older pages on demand ("Load earlier messages"). */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    // null, not undefined: the first page parameter of a page the server drew (its answers travel as JSON).
    initialPageParam: null as string | null,
    getNextPageParam: (page: MessagePage) => (page.has_more && page.messages.length > 0 ? page.messages[0]!.id : undefined),
    // Live events keep the open conversation current; its cache is merged, never refetched page by page.
    staleTime: Infinity,
  });

export function useMessages(conversationId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const fallback = useFallbackInterval(60_000);
  const query = useInfiniteQuery({ ...messagesQueryOptions(conversationId), enabled });
  // Stream down: read the newest page every 60 s and merge it (older pages stay as they are).
  useEffect(() => {
    if (!enabled || fallback === false) return;
    const timer = setInterval(() => void refreshNewestMessages(queryClient, conversationId).catch(() => undefined), fallback);
    return () => clearInterval(timer);
  }, [conversationId, enabled, fallback, queryClient]);
  return query;
}

/** Reads the newest page again and merges it (a live `message.created`, or the polling fallback). */
export async function refreshNewestMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const key = messagingKeys.messages(conversationId);
  if (!queryClient.getQueryData<MessagesData>(key)) return;
  const page = await getMessages(conversationId, undefined);
  queryClient.setQueryData<MessagesData>(key, (data) => withNewestPage(data, page));
}

export type SendMessageInput = { text: string; file: File | null };

/** POST a message: JSON for text only, multipart with a file. A non-2xx answer becomes an ApiError. */
export async function sendMessage(conversationId: string, { text, file }: SendMessageInput): Promise<SendMessageResponse> {
  if (!file) return api.post<SendMessageResponse>(messagesPath(conversationId), { text });
  const form = new FormData();
  form.append(MESSAGE_TEXT_FIELD, text);
  form.append(MESSAGE_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(messagesPath(conversationId), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, errorCodes.network, NETWORK_ERROR_MESSAGE);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null; // not JSON (a proxy page): the status text speaks
  }
  if (!response.ok) throw apiErrorFromBody(response.status, response.statusText, body);
  return body as SendMessageResponse;
}

/** Sending: the answer's message goes straight into the cache (the live event for it then finds it there). */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    meta: { errorToast: { title: messagesTexts.sendFailed } },
    onSuccess: ({ message }) => {
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => withMessage(data, message));
      queryClient.setQueryData<ConversationListResponse>(messagingKeys.conversations(), (list) => {
        if (!list) return list;
        const item = list.conversations.find((c) => c.id === conversationId);
        if (!item) return list;
        const updated = {
          ...item,
          last_message_at: message.created_at,
          last_message: {
            id: message.id,
            kind: message.attachment ? (message.attachment.kind === 'image' ? 'photo' : message.attachment.kind) : 'text',
            text: message.content,
            is_system: false,
            sender_id: message.sender_id,
            created_at: message.created_at,
          },
        } as const;
        return { conversations: [updated, ...list.conversations.filter((c) => c.id !== conversationId)] };
      });
    },
  });
}

export function markConversationRead(conversationId: string): Promise<{ marked: number }> {
  return api.post<{ marked: number }>(`${conversationPath(conversationId)}/read`);
}

/** The viewer read the conversation: its unread count and the badge drop at once; the server confirms. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => {
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => withMessagesRead(data, 'incoming'));
      queryClient.setQueryData<ConversationListResponse>(messagingKeys.conversations(), (list) =>
        list ? { conversations: list.conversations.map((c) => (c.id === conversationId ? { ...c, unread_count: 0 } : c)) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
  });
}
