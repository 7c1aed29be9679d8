import { z } from 'zod';
import { personSchema } from './person';
import { textInput } from './text';

/**
 * Reviews (spec transactions §2 Review page, §5 Reviews, §6, §7): after a completed reservation the renter rates the
 * listing and the owner, the owner rates the renter. Double-blind: a submitted review is visible to nobody but its
 * author until the other party has reviewed too or the review window closes; then both are published.
 */

/** Days after completion during which the parties may review; at its end every submitted review is published. */
export const REVIEW_WINDOW_DAYS = 14;
/** The reminder goes out this many days before the window closes, to whoever has not reviewed. */
export const REVIEW_REMINDER_DAYS_BEFORE = 2;
/** Comments are optional; this long at most (the messages limit, spec §9). */
export const REVIEW_COMMENT_MAX = 5000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the review window of a reservation completed at `completedAt` closes. */
export function reviewWindowClosesAt(completedAt: Date | string): Date {
  return new Date(new Date(completedAt).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** When the reminder is due (two days before the window closes). */
export function reviewReminderDueAt(completedAt: Date | string): Date {
  return new Date(reviewWindowClosesAt(completedAt).getTime() - REVIEW_REMINDER_DAYS_BEFORE * DAY_MS);
}

export function isReviewWindowOpen(completedAt: Date | string, now: Date): boolean {
  return now.getTime() < reviewWindowClosesAt(completedAt).getTime();
}

/** The window opens this long after completion: the completion time as milliseconds (for SQL intervals). */
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;
export const REVIEW_REMINDER_MS = (REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE) * DAY_MS;

// ---------- the privacy rule (one home; every read path applies it) ----------

/**
 * Who may see a review: everyone once it is published; before that only its author (not even the reviewee).
 * The server's SQL form is `reviews/visibility-sql.ts`, checked against this function by its test.
 */
export function canSeeReview(review: { author_id: string; published_at: string | Date | null }, viewerId: string | null): boolean {
  return review.published_at !== null || (viewerId !== null && viewerId === review.author_id);
}

/** Only published reviews count in averages and counts (cards, listing detail, search, feed, profiles). */
export function countsInAverages(review: { published_at: string | Date | null }): boolean {
  return review.published_at !== null;
}

/**
 * When a reservation's reviews are published: as soon as both parties have reviewed, or when the window has closed
 * (the scheduler does the latter).
 */
export function reviewsPublishable(input: { renterReviewed: boolean; ownerReviewed: boolean; completedAt: Date | string; now: Date }): boolean {
  return (input.renterReviewed && input.ownerReviewed) || !isReviewWindowOpen(input.completedAt, input.now);
}

// ---------- who reviews what ----------

export type ReviewRole = 'owner' | 'renter';

/** Owners rate only the renter (user rating); renters rate the listing and the owner. */
export function ratesListing(role: ReviewRole): boolean {
  return role === 'renter';
}

// ---------- requests ----------

const ratingMessage = `Ratings are ${MIN_RATING} to ${MAX_RATING} stars`;

/** A rating: a whole number of stars from 1 to 5 (0 means "not rated" on the page and is never sent). */
export const ratingInput = z
  .number({ error: ratingMessage })
  .int({ error: ratingMessage })
  .min(MIN_RATING, { error: ratingMessage })
  .max(MAX_RATING, { error: ratingMessage });

const commentInput = (label: string) =>
  textInput(label)
    // The message is written when needed: a number's toLocaleString starts ICU, which no page should pay while it loads.
    .max(REVIEW_COMMENT_MAX, { error: () => `${label} must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters` })
    .nullable()
    .optional();

/** POST /api/reservations/:id/review. Which ratings are required depends on the role (`reviewSubmissionProblem`). */
export const submitReviewBody = z.strictObject({
  listing_rating: ratingInput.nullable().optional(),
  listing_comment: commentInput('Listing comment'),
  user_rating: ratingInput.nullable().optional(),
  user_comment: commentInput('Comment'),
});
export type SubmitReviewBody = z.infer<typeof submitReviewBody>;

/** The role rules of §5: null when the submission is acceptable for this role, else the message to show. */
export function reviewSubmissionProblem(role: ReviewRole, body: SubmitReviewBody): string | null {
  const hasListing = body.listing_rating != null;
  const hasUser = body.user_rating != null;
  if (role === 'owner') {
    if (hasListing || body.listing_comment != null) return reviewTexts.ownerRatesOnlyRenter;
    if (!hasUser) return reviewTexts.ownerNeedsRating;
    return null;
  }
  if (!hasListing && !hasUser) return reviewTexts.renterNeedsRating;
  if (!hasListing && body.listing_comment?.trim()) return reviewTexts.commentNeedsRating;
  if (!hasUser && body.user_comment?.trim()) return reviewTexts.commentNeedsRating;
  return null;
}

/** A comment as stored: trimmed, null when blank. */
export function normalizeComment(comment: string | null | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

// ---------- responses ----------

const submittedReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});

/**
 * GET /api/reservations/:id/review — the spec's "Review status item" (hasReviewed) with what the page needs:
 *  - not_completed: the reservation is not (yet) completed, nothing to review;
 *  - open: the viewer may review until `closes_at`;
 *  - submitted: the viewer has reviewed (shown "You reviewed"; published when the other party reviews or at `closes_at`);
 *  - ended: the window closed without a review from the viewer.
 */
export const reviewStates = ['not_completed', 'open', 'submitted', 'ended'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const reviewStatusSchema = z.object({
  reservation_id: z.uuid(),
  role: z.enum(['owner', 'renter']),
  state: z.enum(reviewStates),
  has_reviewed: z.boolean(),
  /** Whether the viewer rates the listing too (renters). */
  rates_listing: z.boolean(),
  /** When the window closes (completed_at + 14 days); null before completion. */
  closes_at: z.string().nullable(),
  /** Its day in the market's time zone (YYYY-MM-DD), for "published … on 8 Dec 2026". */
  closes_on: z.string().nullable(),
  listing: z.object({ listing_id: z.uuid(), title: z.string(), main_photo_url: z.string().nullable() }),
  other_party: personSchema,
  /** The viewer's own review (visible to them at once). */
  my_review: z
    .object({
      listing: submittedReviewSchema.nullable(),
      user: submittedReviewSchema.nullable(),
    })
    .nullable(),
  /** The other party's review of the viewer, once published (the policy hides it before). */
  their_review: submittedReviewSchema.nullable(),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const reviewStatusResponse = z.object({ review: reviewStatusSchema });

/** A reservation's review state for one party, carried by My Reservations items and Reservation detail. */
export const reservationReviewSummarySchema = z.object({
  state: z.enum(reviewStates),
  /** The day the window closes (market time zone), once completed. */
  closes_on: z.string().nullable(),
});
export type ReservationReviewSummary = z.infer<typeof reservationReviewSummarySchema>;

/** The review state of a reservation for its viewer (computed on the server; the client shows it). */
export function reviewStateOf(input: { completedAt: string | Date | null; hasReviewed: boolean; now: Date }): ReviewState {
  if (input.completedAt === null) return 'not_completed';
  if (input.hasReviewed) return 'submitted';
  return isReviewWindowOpen(input.completedAt, input.now) ? 'open' : 'ended';
}

// ---------- texts (the feature's user-visible words, spec §8 where it has them) ----------

export const reviewTexts = {
  pageTitle: 'Leave a review',
  successTitle: 'Review submitted',
  successDescription: 'Thank you for your feedback!',
  error: 'Error submitting review',
  listingRatingLabel: 'Rate the listing',
  userRatingLabelRenter: 'Rate the owner',
  userRatingLabelOwner: 'Rate the renter',
  listingCommentLabel: 'Comment about the listing (optional)',
  userCommentLabel: 'Comment (optional)',
  submit: 'Submit review',
  youReviewed: 'You reviewed',
  leaveReview: 'Leave a review',
  periodEnded: 'The review period for this reservation has ended',
  periodEndedDescription: 'Reviews can be written for 14 days after a reservation is completed.',
  /** A past reservation's card, when its 14 days went by without a review. */
  periodEndedShort: 'Review period ended',
  notCompleted: 'This reservation can be reviewed once it is completed.',
  notFound: 'Reservation not found',
  ownerNeedsRating: 'Please rate the renter (1 to 5 stars)',
  renterNeedsRating: 'Please rate the listing or the owner (1 to 5 stars)',
  ownerRatesOnlyRenter: 'Owners rate only the renter',
  commentNeedsRating: 'Add a star rating to go with your comment',
  alreadyReviewed: 'You have already reviewed this reservation',
  notReviewable: 'Only completed reservations can be reviewed',
  notParty: 'Only the renter and the owner of this reservation can review it',
  awaitingPublication: 'Not published yet',
  /** "Submitted — published when Maya reviews or on 8 Dec 2026". */
  submittedNote: (name: string, date: string) => `Submitted — published when ${name} reviews or on ${date}`,
  published: 'Published',
  theirReview: (name: string) => `${name}’s review of you`,
  noRating: 'Not rated',
  clear: 'Clear',
  asRenter: 'As renter',
  asOwner: 'As owner',
  myReservations: 'My Reservations',
  /** Above the form: the deadline, and that the other party sees nothing before it or before they review. */
  closesNote: (date: string, name: string) => `Reviews close on ${date}. ${name} sees yours only once they have reviewed too, or after that day.`,
  back: 'Back',
  viewReservation: 'View reservation',
  with: (name: string) => `With ${name}`,
  yourReviewOfListing: 'Your review of the listing',
  yourReviewOf: (name: string) => `Your review of ${name}`,
  signIn: 'Sign in to leave a review.',
  loadError: "Couldn't load this review",
  notFoundDescription: 'It may have been removed, or it belongs to someone else.',
  starLabel: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`,
  listingEmptyTitle: 'No reviews yet',
  listingEmptyDescription: 'Be the first to leave a review for this listing',
  /** The owner cannot review their own listing: say where its reviews come from instead. */
  listingEmptyOwnerDescription: 'Renters can review this listing after a completed rental, and their reviews will show here.',
} as const;
