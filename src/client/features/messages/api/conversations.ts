import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationDetail,
  ConversationListResponse,
  StartConversationResponse,
} from '@domain/messaging';
import { api } from '@/lib/api';
import { useFallbackInterval } from '@/lib/live/live-status';
import { messagingKeys } from '../query-keys';
import { messagesTexts } from '../texts';

export const CONVERSATIONS_PATH = '/api/conversations';

export function conversationPath(conversationId: string): string {
  return `${CONVERSATIONS_PATH}/${encodeURIComponent(conversationId)}`;
}

/** The signed-in user's conversations, newest activity first (search filters them in the browser). */
export function getConversations(signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>(CONVERSATIONS_PATH, { signal });
}

/** Spec §9: the conversation list is stale after 2 minutes and not refetched on focus; live events refresh it. */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    staleTime: 2 * 60_000,
    refetchOnWindowFocus: false,
    // Read again on opening the screen once stale or invalidated by a live event meanwhile.
    refetchOnMount: true,
  });

/** While the live stream is down, the list is read again every 60 s (the unread badge's interval). */
export function useConversations(enabled: boolean) {
  const fallback = useFallbackInterval(60_000);
  return useQuery({ ...conversationsQueryOptions(), enabled, refetchInterval: enabled ? fallback : false });
}

export function getConversation(conversationId: string, signal?: AbortSignal): Promise<{ conversation: ConversationDetail }> {
  return api.get<{ conversation: ConversationDetail }>(conversationPath(conversationId), { signal });
}

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messagingKeys.detail(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
    select: (data) => data.conversation,
    staleTime: 60_000,
    refetchOnMount: true,
  });

export function useConversation(conversationId: string, enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(conversationId), enabled });
}

export function startConversation(listingId: string): Promise<StartConversationResponse> {
  return api.post<StartConversationResponse>(CONVERSATIONS_PATH, { listing_id: listingId });
}

/** "Message" on a listing: the renter's conversation about it, started or reused; 'Failed to start conversation' on error. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    meta: { errorToast: { title: messagesTexts.startFailed.title, description: messagesTexts.startFailed.description } },
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.detail(conversation.id), { conversation });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}

/** The user left the messages area: the server removes their empty listing-only conversations 5 minutes later. */
export function leaveMessages(): Promise<void> {
  return api.post<void>(`${CONVERSATIONS_PATH}/leave`);
}
