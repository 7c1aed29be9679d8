import { lt, lte } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import { PENDING_EXPIRY_MS, systemMessageText } from '../../../domain/reservations';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { addSystemMessage, notifyAboutReservation, recordReservationStatus } from '../system-messages';
import { listingTitle, returnDaysToListing, setPurchaseRequestStatus, transitionDueBatch } from './queries';

/** Rows changed per job and round: a backlog is worked off over several rounds, never in one huge transaction. */
export const RESERVATION_JOB_BATCH = 200;

/**
 * The reservation lifecycle jobs, run by the advisory-locked scheduler inside its transaction (docs/decisions/0003).
 * Each moves one bounded batch through a system transition of the state machine (`transitionDueBatch`).
 */
export function reservationJobs(clock: Clock, timeZone: string, batch = RESERVATION_JOB_BATCH): Job[] {
  return [expirePendingReservationsJob(clock, timeZone, batch), startRentalsJob(clock, timeZone, batch), finishRentalsJob(clock, timeZone, batch)];
}

/** Pending requests older than 24 hours become expired; their days go back to the listing and the renter is told. */
export function expirePendingReservationsJob(clock: Clock, timeZone: string, batch = RESERVATION_JOB_BATCH): Job {
  return {
    name: 'reservations-expire-pending',
    async run(tx: Db) {
      const now = clock.now();
      const today = todayIn(timeZone, now);
      const cutoff = new Date(now.getTime() - PENDING_EXPIRY_MS).toISOString();
      const expired = await transitionDueBatch(tx, { action: 'expire', due: lt(reservations.createdAt, cutoff), order: reservations.createdAt, batch, now });
      for (const row of expired) {
        if (!row.isPurchase) await returnDaysToListing(tx, { listingId: row.listingId, startDate: row.startDate, endDate: row.endDate, today });
        else await setPurchaseRequestStatus(tx, row.id, 'expired');
        await recordReservationStatus(tx, row, row.status);
        await addSystemMessage(tx, { reservation: row, action: 'expired', actorId: null, content: systemMessageText('expired', null, row.isPurchase), at: now });
        const title = (await listingTitle(tx, row.listingId)) ?? 'the item';
        await notifyAboutReservation(tx, {
          userId: row.renterId,
          data: { kind: 'request_expired', listing_title: title, is_purchase: row.isPurchase },
          reservationId: row.id,
          at: now,
          metadata: { status: 'expired' },
        });
      }
      return expired.length;
    },
  };
}

/** Accepted (or confirmed) rentals become ongoing on their start date, in the market's time zone. */
export function startRentalsJob(clock: Clock, timeZone: string, batch = RESERVATION_JOB_BATCH): Job {
  return {
    name: 'reservations-start',
    async run(tx: Db) {
      const now = clock.now();
      const today = todayIn(timeZone, now);
      const started = await transitionDueBatch(tx, { action: 'start', due: lte(reservations.startDate, today), order: reservations.startDate, batch, now });
      for (const row of started) {
        await recordReservationStatus(tx, row, row.status);
        await addSystemMessage(tx, { reservation: row, action: 'started', actorId: null, content: systemMessageText('started', null, false), at: now });
      }
      return started.length;
    },
  };
}

/** Ongoing rentals become completed the day after their end date; both parties are invited to review. */
export function finishRentalsJob(clock: Clock, timeZone: string, batch = RESERVATION_JOB_BATCH): Job {
  return {
    name: 'reservations-finish',
    async run(tx: Db) {
      const now = clock.now();
      const today = todayIn(timeZone, now);
      const finished = await transitionDueBatch(tx, { action: 'finish', due: lt(reservations.endDate, today), order: reservations.endDate, batch, now });
      for (const row of finished) {
        await recordReservationStatus(tx, row, row.status);
        await addSystemMessage(tx, { reservation: row, action: 'finished', actorId: null, content: systemMessageText('finished', null, false), at: now });
        const title = (await listingTitle(tx, row.listingId)) ?? 'the item';
        for (const userId of [row.renterId, row.ownerId]) {
          await notifyAboutReservation(tx, {
            userId,
            data: { kind: 'rental_finished', listing_title: title },
            reservationId: row.id,
            at: now,
            metadata: { status: 'completed' },
          });
        }
      }
      return finished.length;
    },
  };
}
