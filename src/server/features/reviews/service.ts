import { errorCodes } from '../../../domain/api-error';
import { todayIn } from '../../../domain/dates';
import { type Person, visiblePerson } from '../../../domain/person';
import { isStatusIn, reviewableReservationStatuses } from '../../../domain/reservation-status';
import {
  canSeeReview,
  isReviewWindowOpen,
  normalizeComment,
  ratesListing,
  reviewsPublishable,
  reviewStateOf,
  type ReviewRole,
  type ReviewStatus,
  reviewSubmissionProblem,
  reviewTexts,
  reviewWindowClosesAt,
  type SubmitReviewBody,
} from '../../../domain/reviews';
import { type Db, inTransaction } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import type { ReviewDeps } from './deps';
import { notifyPublished } from './notify';
import {
  insertListingReview,
  insertUserReview,
  loadReviewReservation,
  publishReservationReviews,
  reservationReviews,
  type ReviewReservationRow,
  type StoredReviewRow,
} from './queries';

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

export const reviewPeriodEnded = () => new AppError(errorCodes.reviewPeriodEnded, 409, reviewTexts.periodEnded);
export const alreadyReviewed = () => new AppError(errorCodes.alreadyReviewed, 409, reviewTexts.alreadyReviewed);
export const notReviewable = () => new AppError(errorCodes.notReviewable, 409, reviewTexts.notReviewable);

function roleOf(row: ReviewReservationRow, userId: string): ReviewRole | null {
  if (row.owner_id === userId) return 'owner';
  if (row.renter_id === userId) return 'renter';
  return null;
}

function partyOf(row: ReviewReservationRow, role: ReviewRole): Person {
  return role === 'owner'
    ? visiblePerson({ id: row.owner_id, first_name: row.owner_first_name, last_name: row.owner_last_name, profile_photo_url: row.owner_photo, deleted: row.owner_deleted })
    : visiblePerson({ id: row.renter_id, first_name: row.renter_first_name, last_name: row.renter_last_name, profile_photo_url: row.renter_photo, deleted: row.renter_deleted });
}

const otherRole = (role: ReviewRole): ReviewRole => (role === 'owner' ? 'renter' : 'owner');

/** The reservation for one of its parties; strangers get the same 404 as a missing reservation (nothing leaks). */
async function loadForParty(db: Db, reservationId: string, userId: string, lock = false) {
  const row = await loadReviewReservation(db, reservationId, { lock });
  const role = row ? roleOf(row, userId) : null;
  if (!row || !role) throw notFound(reviewTexts.notFound);
  return { row, role };
}

function toSubmitted(review: StoredReviewRow) {
  return { rating: Number(review.rating), comment: review.comment, created_at: iso(review.created_at), published_at: isoOrNull(review.published_at) };
}

/** GET /api/reservations/:id/review — the viewer's review status (hasReviewed and the rest of the page's state). */
export async function getReviewStatus(deps: ReviewDeps, userId: string, reservationId: string): Promise<ReviewStatus> {
  const { row, role } = await loadForParty(deps.db, reservationId, userId);
  const now = deps.clock.now();
  // Every row goes through the privacy rule: the viewer's own, and the other party's only once published.
  const reviews = (await reservationReviews(deps.db, reservationId)).filter((review) => canSeeReview(review, userId));
  const mine = reviews.filter((review) => review.author_id === userId);
  const theirs = reviews.find((review) => review.author_id !== userId && review.kind === 'user' && review.reviewee_id === userId) ?? null;
  const completedAt = isStatusIn(row.status, reviewableReservationStatuses) ? row.completed_at : null;
  const closesAt = completedAt === null ? null : reviewWindowClosesAt(completedAt);
  return {
    reservation_id: row.id,
    role,
    state: reviewStateOf({ completedAt, hasReviewed: mine.length > 0, now }),
    has_reviewed: mine.length > 0,
    rates_listing: ratesListing(role),
    closes_at: closesAt === null ? null : closesAt.toISOString(),
    closes_on: closesAt === null ? null : todayIn(deps.config.marketTimeZone, closesAt),
    listing: { listing_id: row.listing_id, title: row.listing_title, main_photo_url: row.photo_key ? deps.storage.publicUrl(row.photo_key) : null },
    other_party: partyOf(row, otherRole(role)),
    my_review:
      mine.length > 0
        ? {
            listing: mine.find((review) => review.kind === 'listing') ? toSubmitted(mine.find((review) => review.kind === 'listing')!) : null,
            user: mine.find((review) => review.kind === 'user') ? toSubmitted(mine.find((review) => review.kind === 'user')!) : null,
          }
        : null,
    their_review: theirs ? toSubmitted(theirs) : null,
  };
}

/**
 * POST /api/reservations/:id/review. The reservation row is locked for the transaction, so the two parties' reviews
 * are decided one after the other: the second one publishes both (and notifies both reviewees) in the same commit.
 */
export async function submitReview(deps: ReviewDeps, userId: string, reservationId: string, body: SubmitReviewBody): Promise<ReviewStatus> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await writeReview(tx, userId, reservationId, body, now);
  }).catch((error: unknown) => {
    // The unique constraint (one review per user, reservation and kind) is the last line behind the check above.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw alreadyReviewed();
    throw error;
  });
  return getReviewStatus(deps, userId, reservationId);
}

async function writeReview(tx: Db, userId: string, reservationId: string, body: SubmitReviewBody, now: Date): Promise<void> {
  {
    const { row, role } = await loadForParty(tx, reservationId, userId, true);
    if (!isStatusIn(row.status, reviewableReservationStatuses) || row.completed_at === null) throw notReviewable();
    if (!isReviewWindowOpen(row.completed_at, now)) throw reviewPeriodEnded();
    const problem = reviewSubmissionProblem(role, body);
    if (problem) throw badRequest(problem);

    const existing = await reservationReviews(tx, reservationId);
    if (existing.some((review) => review.author_id === userId)) throw alreadyReviewed();

    if (role === 'renter' && body.listing_rating != null) {
      await insertListingReview(tx, {
        listingId: row.listing_id,
        userId,
        rating: body.listing_rating,
        comment: normalizeComment(body.listing_comment),
        reservationId,
        at: now,
      });
    }
    if (body.user_rating != null) {
      await insertUserReview(tx, {
        revieweeId: role === 'owner' ? row.renter_id : row.owner_id,
        reviewerId: userId,
        rating: body.user_rating,
        comment: normalizeComment(body.user_comment),
        reservationId,
        at: now,
      });
    }

    const otherId = role === 'owner' ? row.renter_id : row.owner_id;
    const otherReviewed = existing.some((review) => review.author_id === otherId);
    const publishable = reviewsPublishable({
      renterReviewed: role === 'renter' || otherReviewed,
      ownerReviewed: role === 'owner' || otherReviewed,
      completedAt: row.completed_at,
      now,
    });
    if (publishable) {
      const published = await publishReservationReviews(tx, [reservationId], now);
      await notifyPublished(tx, published, now);
    }
  }
}
