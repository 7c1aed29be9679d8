import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openLiveStream } from '@/lib/live/live-stream';
import { markLiveOff, useLiveStatus } from '@/lib/live/live-status';
import { refreshAllMessaging } from '../../features/messages';
import { applyLiveEvent } from './apply-live-event';

/**
 * One live event stream per signed-in tab (opened by the app shell), closed on sign-out or when the user changes.
 * Reconnects resume from the last event id; the tab becoming visible again reconnects at once.
 */
export function useLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) {
      markLiveOff();
      return;
    }
    const stream = openLiveStream({ onEvent: (event) => applyLiveEvent(queryClient, event, userId) });
    return () => stream.close();
  }, [queryClient, userId]);
}

/**
 * The fallback while the stream is down (spec §9 polling: the unread counts every 60 s): when the counts change,
 * the conversation list and the open conversation are read again too.
 */
export function useFallbackRefresh(unreadMessages: number | undefined): void {
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  const previous = useRef(unreadMessages);
  useEffect(() => {
    const before = previous.current;
    previous.current = unreadMessages;
    if (status === 'open' || before === undefined || unreadMessages === undefined || before === unreadMessages) return;
    refreshAllMessaging(queryClient);
  }, [queryClient, status, unreadMessages]);
}
