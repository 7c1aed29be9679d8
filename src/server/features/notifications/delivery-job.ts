import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type NotificationType, notificationPath } from '../../../domain/notifications';
import {
  DELIVERY_CLAIM_TIMEOUT_MS,
  DELIVERY_MAX_ATTEMPTS,
  type DeliveryChannel,
  type DeliverySettingsRow,
  deliveryAddressesOf,
  deliveryRetryDelayMs,
  deliveryTexts,
} from '../../../domain/notification-delivery';
import { type Db, queryRows } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mailer/mailer';
import type { WhatsAppSender } from '../../platform/whatsapp/whatsapp';
import type { Job } from '../../platform/scheduler';
import { storedText } from './service';

/** Deliveries claimed per round. */
export const DELIVERY_BATCH = 50;

interface ClaimedDelivery {
  id: string;
  channel: DeliveryChannel;
  attempts: number;
  email: string | null;
  phone: string | null;
  phone_verified: boolean;
  email_notifications: boolean;
  whatsapp_notifications: boolean;
  marketing_emails: boolean;
  deleted_at: string | null;
  type: NotificationType;
  title: string;
  content: string;
  metadata: Record<string, unknown> | null;
  related_type: 'conversation' | 'review' | 'reservation' | 'listing' | null;
  related_id: string | null;
  /** For a message notification: whether the message has been read (then its email is not sent). */
  message_read: boolean | null;
}

type Outcome = { status: 'sent' } | { status: 'skipped'; reason: string };
type Sender = (delivery: ClaimedDelivery) => Promise<Outcome>;

/**
 * Sends the notification outbox (notification_deliveries). Inside the scheduler's advisory-locked round it gives up
 * claims left by a crashed sender (their outcome is unknown: never sent again) and claims one bounded batch of due
 * rows (FOR UPDATE SKIP LOCKED, status sending); after the round has committed it sends them, each marked sent,
 * skipped, or back to pending with a back-off (failed after the last attempt), by an update that only applies to a
 * row still claimed. So no delivery is sent twice, and none inside a transaction.
 */
export function notificationDeliveryJob(options: {
  db: Db;
  mailer: Mailer;
  whatsapp?: WhatsAppSender;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
  batch?: number;
}): Job {
  const linkTo = (delivery: ClaimedDelivery) => {
    const path = notificationPath(delivery);
    return path ? `\n\n${deliveryTexts.open} ${new URL(path, options.publicUrl).toString()}` : '';
  };
  const senders: Record<DeliveryChannel, Sender> = {
    email: async (delivery) => {
      const to = deliveryAddressesOf(settingsOf(delivery)).email;
      if (!to) return { status: 'skipped', reason: delivery.email_notifications ? deliveryTexts.noAddress : 'Email notifications turned off' };
      if (delivery.message_read) return { status: 'skipped', reason: 'Message read' };
      const { title, content } = storedText(delivery);
      await options.mailer.send({ to, subject: title, text: `${content}${linkTo(delivery)}\n\n${deliveryTexts.footer}\n` });
      return { status: 'sent' };
    },
    whatsapp: async (delivery) => {
      const to = deliveryAddressesOf(settingsOf(delivery)).whatsapp;
      if (!to || !options.whatsapp) return { status: 'skipped', reason: deliveryTexts.noPhone };
      if (delivery.message_read) return { status: 'skipped', reason: 'Message read' };
      const { title, content } = storedText(delivery);
      await options.whatsapp.send({ to, text: `${title}\n${content}${linkTo(delivery)}` });
      return { status: 'sent' };
    },
  };
  let claimed: string[] = [];

  return {
    name: 'notification-deliveries',
    async run(tx: Db) {
      const now = options.clock.now();
      const stale = new Date(now.getTime() - DELIVERY_CLAIM_TIMEOUT_MS).toISOString();
      await tx.execute(sql`
        update notification_deliveries set status = 'failed', last_error = ${deliveryTexts.interrupted}
        where status = 'sending' and claimed_at < ${stale}`);
      const rows = await queryRows<{ id: string }>(
        tx,
        // The batch is picked once (a materialized CTE): an IN (… LIMIT) sub-select may be run again per row.
        sql`with picked as materialized (
              select id from notification_deliveries where status = 'pending' and not_before <= ${now.toISOString()}
              order by not_before limit ${options.batch ?? DELIVERY_BATCH} for update skip locked
            )
            update notification_deliveries d set status = 'sending', claimed_at = ${now.toISOString()}, attempts = d.attempts + 1
            from picked where d.id = picked.id
            returning d.id`,
      );
      claimed = rows.map((row) => String(row.id));
      return claimed.length;
    },
    async afterCommit() {
      const ids = claimed;
      claimed = [];
      if (ids.length === 0) return 0;
      const deliveries = await queryRows<ClaimedDelivery>(
        options.db,
        sql`select d.id::text as id, d.channel, d.attempts, p.email, p.phone, p.phone_verified, p.email_notifications, p.whatsapp_notifications, p.marketing_emails, p.deleted_at,
                   n.type, n.title, n.content, n.metadata,
                   n.related_type, n.related_id,
                   (select m.read from messages m where n.type = 'message' and m.id::text = n.metadata->>'message_id') as message_read
            from notification_deliveries d
            join notifications n on n.id = d.notification_id
            join profiles p on p.id = d.user_id
            where d.id in (${sql.join(ids.map((id) => sql`${id}::bigint`), sql`, `)}) and d.status = 'sending'
            order by d.id`,
      );
      let sent = 0;
      for (const delivery of deliveries) {
        try {
          const outcome = await senders[delivery.channel](delivery);
          if (outcome.status === 'sent') sent++;
          await options.db.execute(sql`
            update notification_deliveries
            set status = ${outcome.status}, sent_at = ${outcome.status === 'sent' ? options.clock.now().toISOString() : null},
                last_error = ${outcome.status === 'skipped' ? outcome.reason : null}
            where id = ${delivery.id}::bigint and status = 'sending'`);
        } catch (error) {
          const giveUp = delivery.attempts >= DELIVERY_MAX_ATTEMPTS;
          options.log.warn({ err: error, deliveryId: delivery.id, attempts: delivery.attempts, giveUp }, 'notification delivery failed');
          const retryAt = new Date(options.clock.now().getTime() + deliveryRetryDelayMs(delivery.attempts)).toISOString();
          await options.db.execute(sql`
            update notification_deliveries
            set status = ${giveUp ? 'failed' : 'pending'}, not_before = ${retryAt}, claimed_at = null,
                last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)}
            where id = ${delivery.id}::bigint and status = 'sending'`);
        }
      }
      return sent;
    },
  };
}

function settingsOf(delivery: ClaimedDelivery): DeliverySettingsRow {
  return {
    email: delivery.email,
    phone: delivery.phone,
    phoneVerified: delivery.phone_verified,
    emailNotifications: delivery.email_notifications,
    whatsappNotifications: delivery.whatsapp_notifications,
    marketingEmails: delivery.marketing_emails,
    deletedAt: delivery.deleted_at,
  };
}
