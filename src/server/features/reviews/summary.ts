import { todayIn } from '../../../domain/dates';
import { isStatusIn, type ReservationStatus, reviewableReservationStatuses } from '../../../domain/reservation-status';
import { type ReservationReviewSummary, reviewStateOf, reviewWindowClosesAt } from '../../../domain/reviews';
import type { Db } from '../../db/client';
import { reviewedReservationIds } from './queries';

/**
 * The review state of each reservation for one of its parties (My Reservations, Reservation detail): whether they may
 * still review, have reviewed ("You reviewed"), or the window has ended. One query for the whole list.
 */
export async function reviewSummaries(
  db: Db,
  input: { userId: string; reservations: readonly { id: string; status: ReservationStatus; completedAt: string | null }[]; now: Date; timeZone: string },
): Promise<Map<string, ReservationReviewSummary>> {
  const completed = input.reservations.filter((r) => isStatusIn(r.status, reviewableReservationStatuses) && r.completedAt !== null);
  const reviewed = await reviewedReservationIds(
    db,
    input.userId,
    completed.map((r) => r.id),
  );
  const result = new Map<string, ReservationReviewSummary>();
  for (const r of input.reservations) {
    const completedAt = completed.includes(r) ? r.completedAt : null;
    result.set(r.id, {
      state: reviewStateOf({ completedAt, hasReviewed: reviewed.has(r.id), now: input.now }),
      closes_on: completedAt === null ? null : todayIn(input.timeZone, reviewWindowClosesAt(completedAt)),
    });
  }
  return result;
}
