import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../query-keys';
import type { AppNotification, UnreadCounts } from '../types';

export function markAllNotificationsRead(): Promise<void> {
  return api.post('/api/notifications/read-all');
}

type List = { notifications: AppNotification[] };

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { errorToast: { title: 'Error' } },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previousList = queryClient.getQueryData<List>(notificationKeys.list());
      const previousCounts = queryClient.getQueryData<UnreadCounts>(notificationKeys.counts());
      queryClient.setQueryData<List>(notificationKeys.list(), (list) =>
        list ? { notifications: list.notifications.map((n) => ({ ...n, read: true })) } : list,
      );
      queryClient.setQueryData<UnreadCounts>(notificationKeys.counts(), (counts) => (counts ? { ...counts, unread_notifications: 0 } : counts));
      return { previousList, previousCounts };
    },
    onError: (_error, _vars, context) => {
      if (context?.previousList) queryClient.setQueryData(notificationKeys.list(), context.previousList);
      if (context?.previousCounts) queryClient.setQueryData(notificationKeys.counts(), context.previousCounts);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
