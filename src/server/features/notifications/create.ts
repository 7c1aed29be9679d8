import { sql } from 'drizzle-orm';
import { liveEventNames } from '../../../domain/live-events';
import { type NotificationData, notificationText, notificationTypeOf } from '../../../domain/notifications';
import type { DeliveryChannel } from '../../../domain/notification-delivery';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { recordLiveEvents } from '../live-events';

export interface NewNotification {
  userId: string;
  data: NotificationData;
  related: { type: 'conversation' | 'review' | 'reservation' | 'listing'; id: string };
  at: Date;
  metadata?: Record<string, unknown>;
  /** Deliveries outside the app wait until then (a message e-mail: 10 minutes, and only if still unread). */
  deliverNotBefore?: Date;
}

/**
 * The one way a notification is created: in the caller's transaction it stores the notification, records its live
 * event (the bell updates at once, on every instance) and queues its e-mail for users with e-mail notifications on
 * (the outbox row; the job sends it after commit). Every notification type goes through here.
 */
export async function createNotification(tx: Db, input: NewNotification): Promise<string> {
  const { title, content } = notificationText(input.data);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: notificationTypeOf(input.data),
      title: title.slice(0, 200),
      content: content.slice(0, 2000),
      relatedType: input.related.type,
      relatedId: input.related.id,
      metadata: { ...input.metadata, data: input.data },
      timestamp: input.at.toISOString(),
    })
    .returning({ id: notifications.id });
  const notificationId = row!.id;
  await recordLiveEvents(tx, [{ userId: input.userId, event: { type: liveEventNames.notificationCreated, data: { notification_id: notificationId } } }]);
  await queueDeliveries(tx, { notificationId, userId: input.userId, notBefore: input.deliverNotBefore ?? input.at });
  return notificationId;
}

/**
 * Which channels a user gets, by their settings (the profile columns); the sender applies the full rule
 * (`deliveryAddressesOf`) again when it sends, so a setting changed meanwhile is honoured.
 */
const channelSettings: Record<DeliveryChannel, ReturnType<typeof sql.raw>> = {
  email: sql.raw('email_notifications'),
  whatsapp: sql.raw('whatsapp_notifications and phone_verified'),
};

async function queueDeliveries(tx: Db, input: { notificationId: string; userId: string; notBefore: Date }): Promise<void> {
  for (const [channel, setting] of Object.entries(channelSettings)) {
    await tx.execute(sql`
      insert into notification_deliveries (notification_id, user_id, channel, not_before)
      select ${input.notificationId}, id, ${channel}, ${input.notBefore.toISOString()} from profiles where id = ${input.userId} and ${setting}
      on conflict (notification_id, channel) do nothing`);
  }
}
