import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { messages, notifications } from '../../db/schema';

export async function listNotifications(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.timestamp), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks all of the user's unread notifications read; returns how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Both badges in one round trip; each count uses its partial "unread" index. */
export async function countUnread(db: Db, userId: string) {
  const [unreadMessages, unreadNotifications] = await Promise.all([
    db.select({ n: count() }).from(messages).where(and(eq(messages.receiverId, userId), eq(messages.read, false))),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { unread_messages: unreadMessages[0]?.n ?? 0, unread_notifications: unreadNotifications[0]?.n ?? 0 };
}
