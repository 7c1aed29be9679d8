import { type SQL, sql } from 'drizzle-orm';
import { liveEventNames } from '../../../domain/live-events';
import { type NotificationData, notificationTypeOf, storedNotificationText } from '../../../domain/notifications';
import type { DeliveryChannel } from '../../../domain/notification-delivery';
import { type Db, queryRows } from '../../db/client';
import { liveEventCtes, liveEventsColumn, pokeRecorded, type RecordedLiveEvents } from '../live-events';

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
 * The one way a notification is created: in the caller's transaction, one statement stores the notification,
 * records its live event (the bell updates at once, on every instance) and queues its e-mail for users with e-mail
 * notifications on (the outbox row; the job sends it after commit). Every notification type goes through here or,
 * inside a larger statement (a message sent: `recordMessageSent`), through the same `notificationCtes`. Answers the
 * notification's id, or null for a deleted account (it gets none).
 */
export async function createNotification(tx: Db, input: NewNotification): Promise<string | null> {
  const afterMs = input.deliverNotBefore ? input.deliverNotBefore.getTime() - input.at.getTime() : 0;
  const [row] = await queryRows<{ id: string } & RecordedLiveEvents>(
    tx,
    sql`with ${notificationCtes({ ...input, source: sql`(select 1) as source`, at: sql`${input.at.toISOString()}::timestamptz`, deliverAfterMs: afterMs })},
    ${liveEventCtes(notificationCreatedEvent(0))}
    select (select id from new_notification) as id, ${liveEventsColumn}`,
  );
  pokeRecorded(row);
  return row?.id ?? null;
}

/**
 * Which channels a user gets, by their settings (the profile columns); the sender applies the full rule
 * (`deliveryAddressesOf`) again when it sends, so a setting changed meanwhile is honoured.
 */
const channelSettings: Record<DeliveryChannel, ReturnType<typeof sql.raw>> = {
  email: sql.raw('p.email_notifications'),
  whatsapp: sql.raw('p.whatsapp_notifications and p.phone_verified'),
};

/**
 * The CTEs that create a notification inside a larger statement: `new_notification` (the row, one per row of
 * `source`, a FROM item: normally one of the statement's own CTEs, so nothing is created when it has no row, nor for
 * a deleted account; `at` is an expression over it) and `new_notification_deliveries` (its outbox rows, by the user's
 * channel settings, not sent before `at` + `deliverAfterMs`). Record its live event with `notificationCreatedEvent`.
 */
export function notificationCtes(
  input: Omit<NewNotification, 'at' | 'deliverNotBefore'> & { source: SQL; at: SQL; deliverAfterMs?: number },
): SQL {
  const { title, content } = storedNotificationText(input.data);
  const metadata = JSON.stringify({ ...input.metadata, data: input.data });
  const channels = sql.join(
    Object.entries(channelSettings).map(([channel, setting]) => sql`(${channel}::text, ${setting})`),
    sql`, `,
  );
  return sql`new_notification as (
    insert into notifications (user_id, type, title, content, related_type, related_id, metadata, timestamp)
    select ${input.userId}::uuid, ${notificationTypeOf(input.data)}::text, ${title}::text, ${content}::text,
           ${input.related.type}::text, ${input.related.id}::uuid, ${metadata}::jsonb, ${input.at}
    from ${input.source}
    where not exists (select 1 from profiles gone where gone.id = ${input.userId}::uuid and gone.deleted_at is not null)
    returning id, user_id, timestamp),
  new_notification_deliveries as (
    insert into notification_deliveries (notification_id, user_id, channel, not_before)
    select n.id, p.id, channel.name, n.timestamp + ${input.deliverAfterMs ?? 0}::int * interval '1 millisecond'
    from new_notification n
    join profiles p on p.id = n.user_id
    cross join lateral (values ${channels}) as channel(name, wanted)
    where channel.wanted
    on conflict (notification_id, channel) do nothing)`;
}

/** The `notification.created` live event of the statement's `new_notification`, as a `liveEventCtes` source row. */
export function notificationCreatedEvent(ord: number): SQL {
  return sql`select ${ord}::int as ord, user_id, ${liveEventNames.notificationCreated}::text as type, jsonb_build_object('notification_id', id) as data from new_notification`;
}
