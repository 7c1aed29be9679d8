import { z } from 'zod';

/** Spec §3 Notification types (booking_request comes from purchase requests, §7). */
export const notificationTypes = [
  'message',
  'reservation_request',
  'reservation_confirmed',
  'reservation_declined',
  'reservation_cancelled',
  'feedback_request',
  'review',
  'booking_request',
] as const;

export const notificationRelatedTypes = ['conversation', 'review', 'reservation', 'listing'] as const;

/** Spec §9: the panel lists at most 50, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

export const notificationSchema = z.object({
  notification_id: z.uuid(),
  type: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  read: z.boolean(),
  timestamp: z.string(),
  related_type: z.string().nullable(),
  related_id: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationIdParams = z.strictObject({ id: z.uuid('Notification not found') });

/** GET /api/me/counts: badges of the top bar (capped at 9+ by the client). */
export const unreadCountsResponse = z.object({
  unread_messages: z.number().int().min(0),
  unread_notifications: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof unreadCountsResponse>;

export const notificationTexts = {
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  notFound: 'Notification not found',
} as const;

/** Where opening a notification navigates (spec: Notifications panel). */
export function notificationPath(notification: Pick<Notification, 'related_type' | 'related_id'>): string | null {
  if (!notification.related_id) return null;
  switch (notification.related_type) {
    case 'conversation':
      return `/messages/${notification.related_id}`;
    case 'review':
      return `/review/${notification.related_id}`;
    case 'reservation':
      return `/reservation/${notification.related_id}`;
    case 'listing':
      return `/listing/${notification.related_id}`;
    default:
      return null;
  }
}
