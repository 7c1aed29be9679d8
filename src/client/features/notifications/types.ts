export type { Notification as AppNotification, UnreadCounts } from '../../../domain/notifications';
