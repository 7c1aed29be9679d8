import { describe, expect, it } from 'vitest';
import {
  canSeeReview,
  isReviewWindowOpen,
  reviewReminderDueAt,
  reviewsPublishable,
  reviewStateOf,
  reviewSubmissionProblem,
  reviewTexts,
  reviewWindowClosesAt,
  submitReviewBody,
} from './reviews';

const completed = '2030-03-04T09:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('review window', () => {
  it('closes 14 days after completion; the reminder is due 2 days before', () => {
    expect(reviewWindowClosesAt(completed).toISOString()).toBe('2030-03-18T09:00:00.000Z');
    expect(reviewReminderDueAt(completed).toISOString()).toBe('2030-03-16T09:00:00.000Z');
    expect(isReviewWindowOpen(completed, at('2030-03-18T08:59:59.999Z'))).toBe(true);
    expect(isReviewWindowOpen(completed, at('2030-03-18T09:00:00.000Z'))).toBe(false);
  });

  it('states: not completed, open, submitted, ended', () => {
    const now = at('2030-03-10T00:00:00Z');
    expect(reviewStateOf({ completedAt: null, hasReviewed: false, now })).toBe('not_completed');
    expect(reviewStateOf({ completedAt: completed, hasReviewed: false, now })).toBe('open');
    expect(reviewStateOf({ completedAt: completed, hasReviewed: true, now })).toBe('submitted');
    expect(reviewStateOf({ completedAt: completed, hasReviewed: false, now: at('2030-04-01T00:00:00Z') })).toBe('ended');
    expect(reviewStateOf({ completedAt: completed, hasReviewed: true, now: at('2030-04-01T00:00:00Z') })).toBe('submitted');
  });
});

describe('double-blind', () => {
  it('an unpublished review is visible to its author only; a published one to everyone', () => {
    const hidden = { author_id: 'a', published_at: null };
    expect(canSeeReview(hidden, 'a')).toBe(true);
    expect(canSeeReview(hidden, 'b')).toBe(false);
    expect(canSeeReview(hidden, null)).toBe(false);
    expect(canSeeReview({ author_id: 'a', published_at: completed }, null)).toBe(true);
  });

  it('publishes when both have reviewed or the window has closed', () => {
    const now = at('2030-03-10T00:00:00Z');
    expect(reviewsPublishable({ renterReviewed: true, ownerReviewed: false, completedAt: completed, now })).toBe(false);
    expect(reviewsPublishable({ renterReviewed: true, ownerReviewed: true, completedAt: completed, now })).toBe(true);
    expect(reviewsPublishable({ renterReviewed: true, ownerReviewed: false, completedAt: completed, now: at('2030-03-18T09:00:00Z') })).toBe(true);
  });
});

describe('submissions', () => {
  it('ratings are whole stars from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, -1, '4', true]) {
      const result = submitReviewBody.safeParse({ user_rating: rating });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ratings are 1 to 5 stars');
    }
    for (const rating of [1, 3, 5]) expect(submitReviewBody.safeParse({ user_rating: rating }).success).toBe(true);
  });

  it('owners rate only the renter (required); renters need a listing or owner rating', () => {
    expect(reviewSubmissionProblem('owner', {})).toBe(reviewTexts.ownerNeedsRating);
    expect(reviewSubmissionProblem('owner', { user_rating: 4 })).toBeNull();
    expect(reviewSubmissionProblem('owner', { user_rating: 4, listing_rating: 5 })).toBe(reviewTexts.ownerRatesOnlyRenter);
    expect(reviewSubmissionProblem('renter', {})).toBe(reviewTexts.renterNeedsRating);
    expect(reviewSubmissionProblem('renter', { listing_rating: 5 })).toBeNull();
    expect(reviewSubmissionProblem('renter', { user_rating: 5 })).toBeNull();
    expect(reviewSubmissionProblem('renter', { user_rating: 5, listing_comment: 'Nice' })).toBe(reviewTexts.commentNeedsRating);
  });

  it('the author is told when the review will be published', () => {
    expect(reviewTexts.submittedNote('Maya', '18 Mar 2030')).toBe('Submitted — published when Maya reviews or on 18 Mar 2030');
  });
});
