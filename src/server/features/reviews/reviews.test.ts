import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { listingReviews, notifications, userReviews } from '../../db/schema';
import { DAYS, get, type Rental, rentalIn, type RentalState, runJobs, setClockToNoon, signedInUser, status, submit } from '../../test/review-helpers';
import { useTestApp } from '../../test/test-app';

const renterReview = { listing_rating: 4, listing_comment: 'Clean and complete.', user_rating: 5, user_comment: 'Easy pick-up.' };
const ownerReview = { user_rating: 3, user_comment: 'Returned a day late.' };

describe('reviews: who may review what, when', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx(), '2030-03-01'));

  const states: RentalState[] = ['pending', 'accepted', 'ongoing', 'cancelled', 'completed'];

  for (const state of states) {
    it(`a ${state} reservation: renter, owner and stranger`, async () => {
      const t = ctx();
      const rental = await rentalIn(t, state);
      const stranger = await signedInUser(t);

      const strangerPost = await submit(t, stranger, rental.reservationId, { user_rating: 4 });
      expect(strangerPost.statusCode).toBe(404);
      expect(strangerPost.json().error.message).toBe('Reservation not found');
      expect((await status(t, stranger, rental.reservationId)).statusCode).toBe(404);
      expect((await submit(t, undefined, rental.reservationId, { user_rating: 4 })).statusCode).toBe(401);

      const renterStatus = (await status(t, rental.renter, rental.reservationId)).json().review;
      const ownerStatus = (await status(t, rental.owner, rental.reservationId)).json().review;
      expect(renterStatus).toMatchObject({ role: 'renter', rates_listing: true, has_reviewed: false });
      expect(ownerStatus).toMatchObject({ role: 'owner', rates_listing: false, has_reviewed: false });

      if (state !== 'completed') {
        expect(renterStatus.state).toBe('not_completed');
        for (const [user, body] of [
          [rental.renter, renterReview],
          [rental.owner, ownerReview],
        ] as const) {
          const refused = await submit(t, user, rental.reservationId, body);
          expect(refused.statusCode).toBe(409);
          expect(refused.json().error).toMatchObject({ code: 'NOT_REVIEWABLE', message: 'Only completed reservations can be reviewed' });
        }
        expect(await reviewRows(rental.reservationId)).toBe(0);
        return;
      }

      expect(renterStatus.state).toBe('open');
      expect(new Date(renterStatus.closes_at).getTime() - t.clock.now().getTime()).toBe(DAYS(14));
      expect((await submit(t, rental.renter, rental.reservationId, renterReview)).statusCode).toBe(201);
      expect((await submit(t, rental.owner, rental.reservationId, ownerReview)).statusCode).toBe(201);
      expect(await reviewRows(rental.reservationId)).toBe(3);
    });
  }

  it('feedback_request goes to both parties when the rental completes, linking the reservation', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    for (const user of [rental.renter, rental.owner]) {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'feedback_request')));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ relatedType: 'reservation', relatedId: rental.reservationId, title: 'How did it go?' });
    }
  });

  async function reviewRows(reservationId: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      ctx().db,
      sql`select (select count(*) from listing_reviews where reservation_id = ${reservationId})::int
               + (select count(*) from user_reviews where reservation_id = ${reservationId})::int as count`,
    );
    return Number(row!.count);
  }
});

describe('reviews: double-blind publication through every read path', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx(), '2030-06-01'));

  /** Everything a viewer can read that carries this rental's reviews or the listing's rating. */
  async function reads(rental: Rental, viewer: Rental['renter'] | undefined) {
    const t = ctx();
    const listing = (await get(t, `/api/listings/${rental.listingId}`, viewer)).json();
    const listingReviewsRead = (await get(t, `/api/listings/${rental.listingId}/reviews`, viewer)).json();
    const ownerProfile = (await get(t, `/api/profiles/${rental.owner.id}/reviews`, viewer)).json();
    const renterProfile = (await get(t, `/api/profiles/${rental.renter.id}/reviews`, viewer)).json();
    const cards = (await get(t, `/api/profiles/${rental.owner.id}/listings`, viewer)).json().listings;
    const search = (await get(t, `/api/search?sort=rating&minRating=1&limit=100`, viewer)).json();
    const feed = (await get(t, `/api/feed?limit=100`, viewer)).json().listings as { listing_id: string; review_count: number }[];
    return {
      feedCard: feed.find((card) => card.listing_id === rental.listingId),
      listing: listing.listing ?? listing,
      listingReviews: listingReviewsRead,
      ownerProfile,
      renterProfile,
      card: cards.find((card: { listing_id: string }) => card.listing_id === rental.listingId),
      inSearch: JSON.stringify(search).includes(rental.listingId),
    };
  }

  it('a review is visible to its author only until the other party reviews; then both are published and the reviewees told', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    const stranger = await signedInUser(t);

    expect((await submit(t, rental.renter, rental.reservationId, renterReview)).statusCode).toBe(201);

    // The author sees their review, marked unpublished, with when it will be published.
    const mine = (await status(t, rental.renter, rental.reservationId)).json().review;
    expect(mine).toMatchObject({ state: 'submitted', has_reviewed: true, their_review: null });
    expect(mine.my_review.listing).toMatchObject({ rating: 4, comment: 'Clean and complete.', published_at: null });
    expect(mine.my_review.user).toMatchObject({ rating: 5, published_at: null });
    expect(mine.closes_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Nobody else sees it anywhere — not the reviewee, not a stranger, not a visitor; no rating moves.
    for (const viewer of [rental.owner, stranger, undefined]) {
      const seen = await reads(rental, viewer);
      expect(seen.listing.review_count).toBe(0);
      expect(seen.listing.average_rating).toBe(0);
      expect(seen.card).toMatchObject({ review_count: 0, average_rating: 0 });
      expect(seen.listingReviews).toMatchObject({ review_count: 0, reviews: [] });
      expect(seen.ownerProfile).toMatchObject({ review_count: 0, reviews: [] });
      expect(seen.inSearch).toBe(false);
      if (seen.feedCard) expect(seen.feedCard.review_count).toBe(0);
    }
    const ownerStatus = (await status(t, rental.owner, rental.reservationId)).json().review;
    expect(ownerStatus).toMatchObject({ state: 'open', has_reviewed: false, their_review: null });
    const reservationForOwner = (await get(t, `/api/reservations/${rental.reservationId}`, rental.owner)).json().reservation;
    expect(reservationForOwner).toMatchObject({ can_review: true, review: { state: 'open' } });

    // The author's own view: their review marked unpublished; the averages still count published reviews only.
    const authorView = await reads(rental, rental.renter);
    expect(authorView.listingReviews.review_count).toBe(0);
    expect(authorView.listingReviews.reviews).toHaveLength(1);
    expect(authorView.listingReviews.reviews[0]).toMatchObject({ user_id: rental.renter.id, published_at: null });
    expect(authorView.ownerProfile.review_count).toBe(0);
    expect(authorView.ownerProfile.reviews).toHaveLength(1);
    expect(authorView.card.review_count).toBe(0);
    const renterReservation = (await get(t, `/api/reservations/${rental.reservationId}`, rental.renter)).json().reservation;
    expect(renterReservation).toMatchObject({ can_review: false, review: { state: 'submitted' } });
    const renterList = (await get(t, '/api/reservations?role=renter', rental.renter)).json().reservations;
    expect(renterList.find((r: { reservation_id: string }) => r.reservation_id === rental.reservationId).review.state).toBe('submitted');
    expect(await reviewNotices(rental)).toEqual([]);

    // The owner reviews: both are published at once.
    t.clock.advance(DAYS(1));
    const answered = await submit(t, rental.owner, rental.reservationId, ownerReview);
    expect(answered.statusCode).toBe(201);
    expect(answered.json().review).toMatchObject({ state: 'submitted', their_review: { rating: 5, comment: 'Easy pick-up.' } });

    for (const viewer of [rental.owner, rental.renter, stranger, undefined]) {
      const seen = await reads(rental, viewer);
      expect(seen.listing).toMatchObject({ review_count: 1, average_rating: 4 });
      expect(seen.card).toMatchObject({ review_count: 1, average_rating: 4 });
      expect(seen.listingReviews.reviews).toHaveLength(1);
      expect(seen.listingReviews.reviews[0].published_at).not.toBeNull();
      expect(seen.ownerProfile).toMatchObject({ review_count: 1, average_rating: 5, as_owner: { review_count: 1, average_rating: 5 }, as_renter: { review_count: 0 } });
      expect(seen.ownerProfile.reviews[0]).toMatchObject({ reviewer: { id: rental.renter.id, first_name: 'Rami' }, reviewee_role: 'owner' });
      expect(seen.renterProfile).toMatchObject({ review_count: 1, average_rating: 3, as_renter: { review_count: 1, average_rating: 3 } });
      // Search never shows owners their own listings; everyone else finds it under Highest Rated with minRating.
      expect(seen.inSearch).toBe(viewer !== rental.owner);
      if (viewer === undefined) expect(seen.feedCard).toMatchObject({ review_count: 1, average_rating: 4 });
    }
    const renterView = (await status(t, rental.renter, rental.reservationId)).json().review;
    expect(renterView.their_review).toMatchObject({ rating: 3, comment: 'Returned a day late.' });
    expect(renterView.my_review.listing.published_at).not.toBeNull();

    // One "review" notification per reviewee, linking the reservation's review page.
    const notices = await reviewNotices(rental);
    expect(notices.map((n) => n.userId).sort()).toEqual([rental.owner.id, rental.renter.id].sort());
    expect(notices.find((n) => n.userId === rental.owner.id)).toMatchObject({ title: 'New review', content: expect.stringMatching(/^Rami Renter reviewed you for "Trek mountain bike \w+"\.$/) });
  });

  it('both parties submitting at the same moment still publish both', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    const [a, b] = await Promise.all([submit(t, rental.renter, rental.reservationId, renterReview), submit(t, rental.owner, rental.reservationId, ownerReview)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const unpublished = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from user_reviews where reservation_id = ${rental.reservationId} and published_at is null`,
    );
    expect(Number(unpublished[0]!.count)).toBe(0);
  });

  it('at the deadline the scheduler publishes what was written, once; the late party sees "ended", not an error', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    expect((await submit(t, rental.renter, rental.reservationId, { user_rating: 2 })).statusCode).toBe(201);

    // 12 days in: the reminder goes to the owner only (the renter has reviewed), once.
    t.clock.advance(DAYS(12) - 60_000);
    await runJobs(t);
    expect(await reminders(rental)).toEqual([]);
    t.clock.advance(120_000);
    await runJobs(t);
    await runJobs(t);
    const sent = await reminders(rental);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: rental.owner.id, type: 'feedback_request', title: 'Reviews close soon' });
    expect(sent[0]!.content).toMatch(/^2 days left to review "Trek mountain bike \w+": reviews close on \d{1,2} [A-Z][a-z]{2} 2030\.$/);

    // Just before the deadline: still hidden, and the owner may still review.
    t.clock.advance(DAYS(2) - 120_000);
    expect((await status(t, rental.owner, rental.reservationId)).json().review.state).toBe('open');
    expect((await runJobs(t))?.['reviews-publish-due']).toBe(0);
    expect((await get(t, `/api/profiles/${rental.owner.id}/reviews`, rental.owner)).json().reviews).toEqual([]);

    // At the deadline: the owner can no longer review; the page says the period has ended.
    t.clock.advance(120_000);
    const late = await submit(t, rental.owner, rental.reservationId, ownerReview);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'REVIEW_PERIOD_ENDED', message: 'The review period for this reservation has ended' });
    expect((await status(t, rental.owner, rental.reservationId)).json().review.state).toBe('ended');
    expect((await get(t, `/api/reservations/${rental.reservationId}`, rental.owner)).json().reservation).toMatchObject({
      can_review: false,
      review: { state: 'ended' },
    });

    // The scheduler publishes the renter's review, once, and tells the owner once.
    const first = await runJobs(t);
    expect(first?.['reviews-publish-due']).toBe(1);
    const again = await runJobs(t);
    expect(again?.['reviews-publish-due']).toBe(0);
    const profile = (await get(t, `/api/profiles/${rental.owner.id}/reviews`, undefined)).json();
    expect(profile).toMatchObject({ review_count: 1, average_rating: 2 });
    expect((await reviewNotices(rental)).map((n) => n.userId)).toEqual([rental.owner.id]);
  });

  it('the publication job works in bounded batches and runs once across two schedulers', async () => {
    const t = ctx();
    const rentals: Rental[] = [];
    for (let index = 0; index < 3; index += 1) {
      const rental = await rentalIn(t, 'completed');
      await submit(t, rental.renter, rental.reservationId, { listing_rating: 5 });
      rentals.push(rental);
    }
    t.clock.advance(DAYS(15));
    const { createScheduler } = await import('../../platform/scheduler');
    const { reviewJobs } = await import('./jobs');
    const scheduler = () => createScheduler({ db: t.db, jobs: reviewJobs(t.clock, t.config.marketTimeZone, 2), intervalMs: 60_000, log: t.app.log });
    const [a, b] = await Promise.all([scheduler().runOnce(), scheduler().runOnce()]);
    const firstRound = (a?.['reviews-publish-due'] ?? 0) + (b?.['reviews-publish-due'] ?? 0);
    expect(firstRound).toBeGreaterThanOrEqual(2);
    await scheduler().runOnce();
    await scheduler().runOnce();
    const published = await t.db.select().from(listingReviews).where(sql`${listingReviews.reservationId} in ${rentals.map((r) => r.reservationId)}`);
    expect(published.every((row) => row.publishedAt !== null)).toBe(true);
    for (const rental of rentals) expect(await reviewNotices(rental)).toHaveLength(1);
  });

  async function reviewNotices(rental: Rental) {
    return ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, rental.reservationId), eq(notifications.type, 'review')));
  }
  async function reminders(rental: Rental) {
    return ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, rental.reservationId), eq(notifications.title, 'Reviews close soon')));
  }
});

describe('reviews: bad input is refused with a clear 4xx and nothing is stored', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx(), '2030-09-01'));

  const cases: [string, 'renter' | 'owner', unknown, number, string][] = [
    ['rating 0', 'renter', { listing_rating: 0 }, 400, 'Ratings are 1 to 5 stars'],
    ['rating 6', 'renter', { user_rating: 6 }, 400, 'Ratings are 1 to 5 stars'],
    ['rating 2.5', 'owner', { user_rating: 2.5 }, 400, 'Ratings are 1 to 5 stars'],
    ['rating as text', 'owner', { user_rating: '4' }, 400, 'Ratings are 1 to 5 stars'],
    ['no rating (renter)', 'renter', { listing_comment: 'Nice' }, 400, 'Please rate the listing or the owner (1 to 5 stars)'],
    ['no rating (owner)', 'owner', { user_comment: 'Nice' }, 400, 'Please rate the renter (1 to 5 stars)'],
    ['empty body', 'owner', {}, 400, 'Please rate the renter (1 to 5 stars)'],
    ['owner rating the listing', 'owner', { listing_rating: 5, user_rating: 5 }, 400, 'Owners rate only the renter'],
    ['5,001-character comment', 'renter', { user_rating: 5, user_comment: 'x'.repeat(5001) }, 400, 'Comment must be at most 5,000 characters'],
    ['NUL in a comment', 'renter', { listing_rating: 5, listing_comment: 'ok\u0000' }, 400, 'Listing comment must not contain control characters'],
    ['unknown field', 'owner', { user_rating: 5, stars: 5 }, 400, ''],
  ];

  it.each(cases)('%s', async (_name, who, body, code, message) => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    const response = await submit(t, who === 'renter' ? rental.renter : rental.owner, rental.reservationId, body);
    expect(response.statusCode).toBe(code);
    if (message) expect(response.json().error.message).toBe(message);
    expect(await t.db.select().from(listingReviews).where(eq(listingReviews.reservationId, rental.reservationId))).toEqual([]);
    expect(await t.db.select().from(userReviews).where(eq(userReviews.reservationId, rental.reservationId))).toEqual([]);
  });

  it('a second review by the same party is refused (409) and the first stays as it was', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    expect((await submit(t, rental.owner, rental.reservationId, ownerReview)).statusCode).toBe(201);
    const second = await submit(t, rental.owner, rental.reservationId, { user_rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'ALREADY_REVIEWED', message: 'You have already reviewed this reservation' });
    const rows = await t.db.select().from(userReviews).where(eq(userReviews.reservationId, rental.reservationId));
    expect(rows.map((row) => row.rating)).toEqual([3]);
    // The renter who rated only the owner has reviewed too: a later listing rating is a second review.
    expect((await submit(t, rental.renter, rental.reservationId, { user_rating: 4 })).statusCode).toBe(201);
    expect((await submit(t, rental.renter, rental.reservationId, { listing_rating: 4 })).statusCode).toBe(409);
  });

  it('an unknown or malformed reservation id is a 404 / 400', async () => {
    const t = ctx();
    const user = await signedInUser(t);
    expect((await submit(t, user, '00000000-0000-4000-8000-000000000000', { user_rating: 4 })).statusCode).toBe(404);
    expect((await submit(t, user, 'not-a-uuid', { user_rating: 4 })).statusCode).toBe(400);
  });

  it('comments are trimmed; a blank comment is stored as none', async () => {
    const t = ctx();
    const rental = await rentalIn(t, 'completed');
    await submit(t, rental.renter, rental.reservationId, { listing_rating: 5, listing_comment: '  Great  ', user_rating: 4, user_comment: '   ' });
    const [listingRow] = await t.db.select().from(listingReviews).where(eq(listingReviews.reservationId, rental.reservationId));
    const [userRow] = await t.db.select().from(userReviews).where(eq(userReviews.reservationId, rental.reservationId));
    expect(listingRow!.comment).toBe('Great');
    expect(userRow!.comment).toBeNull();
  });
});
