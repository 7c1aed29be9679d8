import { todayIn } from '../../../domain/dates';
import { reviewWindowClosesAt } from '../../../domain/reviews';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { notifyAboutReservation } from '../system-messages';
import { notifyPublished } from './notify';
import {
  loadReviewReservation,
  markReminded,
  publishReservationReviews,
  reservationReviews,
  reservationsDueForPublication,
  reservationsDueForReminder,
} from './queries';

/** Reservations handled per job and round: a backlog is worked off over several rounds. */
export const REVIEW_JOB_BATCH = 200;

/** The review jobs, run by the advisory-locked scheduler inside its transaction (so once across instances). */
export function reviewJobs(clock: Clock, timeZone: string, batch = REVIEW_JOB_BATCH): Job[] {
  return [publishDueReviewsJob(clock, batch), remindReviewersJob(clock, timeZone, batch)];
}

/**
 * When a review window closes, the reviews written in it are published (double-blind: the other party did not
 * review in time). Idempotent: only unpublished rows change, and each reviewee is told once.
 */
export function publishDueReviewsJob(clock: Clock, batch = REVIEW_JOB_BATCH): Job {
  return {
    name: 'reviews-publish-due',
    async run(tx: Db) {
      const now = clock.now();
      const due = await reservationsDueForPublication(tx, now, batch);
      const published = await publishReservationReviews(tx, due, now);
      await notifyPublished(tx, published, now);
      return published.length;
    },
  };
}

/** Two days before a window closes, whoever has not reviewed yet is reminded, once per reservation. */
export function remindReviewersJob(clock: Clock, timeZone: string, batch = REVIEW_JOB_BATCH): Job {
  return {
    name: 'reviews-remind',
    async run(tx: Db) {
      const now = clock.now();
      const due = await reservationsDueForReminder(tx, now, batch);
      let sent = 0;
      for (const reservationId of due) {
        const row = await loadReviewReservation(tx, reservationId);
        if (!row || row.completed_at === null) continue;
        const authors = new Set((await reservationReviews(tx, reservationId)).map((review) => review.author_id));
        const closesOn = todayIn(timeZone, reviewWindowClosesAt(row.completed_at));
        for (const userId of [row.renter_id, row.owner_id]) {
          if (authors.has(userId)) continue;
          await notifyAboutReservation(tx, {
            userId,
            data: { kind: 'review_reminder', listing_title: row.listing_title, closes_on: closesOn },
            reservationId,
            at: now,
            metadata: { review: 'reminder' },
          });
          sent += 1;
        }
        await markReminded(tx, reservationId, now);
      }
      return sent;
    },
  };
}
