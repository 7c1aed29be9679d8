import { type Notification, notificationDataSchema, notificationText, notificationTexts } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { listNotifications, markNotificationRead } from './queries';

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

/** Someone else's notification answers exactly like a missing one. */
export async function readNotification(db: Db, userId: string, id: string) {
  if (!(await markNotificationRead(db, userId, id))) throw notFound(notificationTexts.notFound);
}

function storedText(row: { title: string; content: string; metadata: Record<string, unknown> | null }): { title: string; content: string } {
  const data = notificationDataSchema.safeParse(row.metadata?.data);
  return data.success ? notificationText(data.data) : { title: row.title, content: row.content };
}
