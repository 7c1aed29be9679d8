import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../query-keys';
import type { AppNotification, UnreadCounts } from '../types';

export function markNotificationRead(notificationId: string): Promise<void> {
  return api.post(`/api/notifications/${encodeURIComponent(notificationId)}/read`);
}

type List = { notifications: AppNotification[] };

/** Optimistic: the item turns read and the badge drops at once; both revert on error. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previousList = queryClient.getQueryData<List>(notificationKeys.list());
      const previousCounts = queryClient.getQueryData<UnreadCounts>(notificationKeys.counts());
      const wasUnread = previousList?.notifications.some((n) => n.notification_id === notificationId && !n.read) ?? false;
      queryClient.setQueryData<List>(notificationKeys.list(), (list) =>
        list ? { notifications: list.notifications.map((n) => (n.notification_id === notificationId ? { ...n, read: true } : n)) } : list,
      );
      if (wasUnread) {
        queryClient.setQueryData<UnreadCounts>(notificationKeys.counts(), (counts) =>
          counts ? { ...counts, unread_notifications: Math.max(0, counts.unread_notifications - 1) } : counts,
        );
      }
      return { previousList, previousCounts };
    },
    onError: (_error, _id, context) => {
      if (context?.previousList) queryClient.setQueryData(notificationKeys.list(), context.previousList);
      if (context?.previousCounts) queryClient.setQueryData(notificationKeys.counts(), context.previousCounts);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }),
  });
}
