import type { QueryClient } from '@tanstack/react-query';
import type { ConversationListResponse } from '@domain/messaging';
import { liveEventNames, type LiveEventData, type LiveEventName } from '@domain/live-events';
import { refreshNewestMessages } from './api/messages';
import { hasMessage, withMessagesRead, type MessagesData } from './lib/message-cache';
import { messagingKeys } from './query-keys';

type Event = { type: LiveEventName; data: unknown };

/**
 * A live event's effect on the messages caches (events carry ids only; what is shown is read again through the API):
 * a new message joins the open conversation once and in order and moves the list; read receipts tick the viewer's
 * messages; a status change refreshes the badge and the owner's Accept / Decline; a removed conversation leaves.
 */
export function applyMessagingEvent(queryClient: QueryClient, event: Event, viewerId: string): void {
  switch (event.type) {
    case liveEventNames.messageCreated: {
      const { conversation_id, message_id } = event.data as LiveEventData<'message.created'>;
      const key = messagingKeys.messages(conversation_id);
      if (!hasMessage(queryClient.getQueryData<MessagesData>(key), message_id)) {
        void refreshNewestMessages(queryClient, conversation_id).catch(() => queryClient.invalidateQueries({ queryKey: key }));
      }
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      // A system message may come with a status change (the detail's badge and actions).
      void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(conversation_id) });
      break;
    }
    case liveEventNames.messagesRead: {
      const { conversation_id, reader_id } = event.data as LiveEventData<'messages.read'>;
      const whose = reader_id === viewerId ? 'incoming' : 'own';
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversation_id), (data) => withMessagesRead(data, whose));
      if (whose === 'incoming') {
        queryClient.setQueryData<ConversationListResponse>(messagingKeys.conversations(), (list) =>
          list ? { conversations: list.conversations.map((c) => (c.id === conversation_id ? { ...c, unread_count: 0 } : c)) } : list,
        );
      }
      break;
    }
    case liveEventNames.reservationStatusChanged: {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.details() });
      break;
    }
    case liveEventNames.conversationDeleted: {
      const { conversation_id } = event.data as LiveEventData<'conversation.deleted'>;
      queryClient.setQueryData<ConversationListResponse>(messagingKeys.conversations(), (list) =>
        list ? { conversations: list.conversations.filter((c) => c.id !== conversation_id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(conversation_id) });
      break;
    }
    default:
      break;
  }
}

/** After a gap the stream cannot replay (reset), or when polling notices a change: read everything shown again. */
export function refreshAllMessaging(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.details() });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: messagingKeys.messageLists() })) {
    const conversationId = query.queryKey[2];
    if (typeof conversationId === 'string') void refreshNewestMessages(queryClient, conversationId).catch(() => undefined);
  }
}
