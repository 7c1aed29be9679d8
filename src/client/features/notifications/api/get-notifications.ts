import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../query-keys';
import { NOTIFICATIONS_LIMIT, type NotificationsResponse } from '../../../../domain/notifications';

/** The newest 50 of the signed-in user's notifications, newest first. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    select: (data) => data.notifications.slice(0, NOTIFICATIONS_LIMIT),
    staleTime: 30_000,
  });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
