import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedLiveEventNames } from '../../../domain/live-events';
import { deliveryChannels, deliveryStatuses } from '../../../domain/notification-delivery';
import { profiles } from './accounts';
import { createdAt, sqlList } from './columns';
import { notifications } from './notifications';

/**
 * The per-user log of live events (docs/decisions/0015): written in the transaction of the change it reports, read
 * by GET /api/events. `id` is the SSE event id. Ids of one user are committed in increasing order (the writer holds
 * a per-user advisory lock from taking its id until commit), so "everything after id N" never skips one.
 * Rows older than the retention are pruned by a scheduler job.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text({ enum: storedLiveEventNames }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('live_events_type', sql`${t.type} in (${sqlList(storedLiveEventNames)})`),
    index('live_events_user_id_id_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One row (id 1): the highest event id the pruning job deleted. A client whose Last-Event-ID is below it may have
 * missed pruned events and gets a `reset`.
 */
export const liveEventLogState = pgTable(
  'live_event_log_state',
  {
    id: integer().primaryKey().default(1),
    prunedThrough: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('live_event_log_state_one_row', sql`${t.id} = 1`)],
);

/**
 * The outbox of notification deliveries outside the app (e-mail today; WhatsApp later: another channel), written in
 * the notification's transaction and sent by a scheduler job. One row per notification and channel (never two).
 * pending → sending (claimed) → sent | skipped | failed; a failed attempt goes back to pending with a later
 * `not_before` until the attempts run out.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text({ enum: deliveryChannels }).notNull(),
    status: text({ enum: deliveryStatuses }).notNull().default('pending'),
    /** Not sent before this time (a message e-mail waits 10 minutes; a retry waits its back-off). */
    notBefore: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer().notNull().default(0),
    /** When the current claim was taken (status sending). */
    claimedAt: timestamp({ withTimezone: true, mode: 'string' }),
    sentAt: timestamp({ withTimezone: true, mode: 'string' }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('notification_deliveries_channel', sql`${t.channel} in (${sqlList(deliveryChannels)})`),
    check('notification_deliveries_status', sql`${t.status} in (${sqlList(deliveryStatuses)})`),
    uniqueIndex('notification_deliveries_notification_channel_key').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.notBefore).where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_sending_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
  ],
);
