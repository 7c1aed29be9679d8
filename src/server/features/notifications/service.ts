import { type Notification, notificationDataSchema, notificationText, notificationTexts } from '../../../domain/notifications';
import { liveEventNames } from '../../../domain/live-events';
import { type Db, inTransaction } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { recordLiveEvents } from '../live-events';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './queries';

export async function getNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await listNotifications(db, userId);
  return rows.map((row) => ({
    notification_id: row.id,
    type: row.type,
    // Written from the stored data with today's texts and formatters; a notification without data keeps its text.
    ...storedText(row),
    read: row.read,
    timestamp: new Date(row.timestamp).toISOString(),
    related_type: row.relatedType,
    related_id: row.relatedId,
  }));
}

/** Someone else's notification answers exactly like a missing one. The user's other tabs and devices are told. */
export async function readNotification(db: Db, userId: string, id: string) {
  await inTransaction(db, async (tx) => {
    if (!(await markNotificationRead(tx, userId, id))) throw notFound(notificationTexts.notFound);
    await recordLiveEvents(tx, [{ userId, event: { type: liveEventNames.notificationsRead, data: { notification_id: id } } }]);
  });
}

export async function readAllNotifications(db: Db, userId: string) {
  await inTransaction(db, async (tx) => {
    if ((await markAllNotificationsRead(tx, userId)) === 0) return;
    await recordLiveEvents(tx, [{ userId, event: { type: liveEventNames.notificationsRead, data: { notification_id: null } } }]);
  });
}

/** The notification's title and text: written from its stored data with today's texts, else as stored. */
export function storedText(row: { title: string; content: string; metadata: Record<string, unknown> | null }): { title: string; content: string } {
  const data = notificationDataSchema.safeParse(row.metadata?.data);
  return data.success ? notificationText(data.data) : { title: row.title, content: row.content };
}
