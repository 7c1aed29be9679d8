import type { QueryClient } from '@tanstack/react-query';
import { liveEventNames, type LiveEventData } from '@domain/live-events';
import type { ReceivedLiveEvent } from '@/lib/live/live-stream';
import { applyMessagingEvent, refreshAllMessaging } from '../../features/messages';
import { notificationKeys } from '../../features/notifications';
import { reservationKeys } from '../../features/reservations/query-keys';

/** Refresh the cached copies too (a screen opened later shows the news: queries do not refetch on mount by default). */
const everywhere = { refetchType: 'all' } as const;

/**
 * What a live event changes on screen: the unread badges, the conversation list and the open conversation, the
 * notifications panel, My Reservations, the reservation detail and the calendar. Events carry ids only; every
 * screen reads its data again through the API.
 */
export function applyLiveEvent(queryClient: QueryClient, event: ReceivedLiveEvent, viewerId: string): void {
  applyMessagingEvent(queryClient, event, viewerId);
  switch (event.type) {
    case liveEventNames.messageCreated:
    case liveEventNames.messagesRead:
      void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
      break;
    case liveEventNames.notificationCreated:
    case liveEventNames.notificationsRead:
      void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(), ...everywhere });
      break;
    case liveEventNames.reservationStatusChanged: {
      const { reservation_id } = event.data as LiveEventData<'reservation.status'>;
      void queryClient.invalidateQueries({ queryKey: reservationKeys.lists(), ...everywhere });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.detail(reservation_id), ...everywhere });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.calendars(), ...everywhere });
      break;
    }
    case liveEventNames.conversationDeleted:
      void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
      break;
    case liveEventNames.reset:
      refreshEverything(queryClient);
      break;
    default:
      break;
  }
}

/** The stream could not replay what this tab missed: read everything it shows again. */
export function refreshEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counts() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list(), ...everywhere });
  void queryClient.invalidateQueries({ queryKey: reservationKeys.all, ...everywhere });
  refreshAllMessaging(queryClient);
}
