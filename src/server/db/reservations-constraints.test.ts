import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationStatuses } from '../../domain/reservation-status';
import { listingReviews, listings, profiles, purchaseRequests, reservations, userReviews } from './schema';
import { expectViolation, pgCodes } from '../test/db-errors';
import { createListing, createListingReview, createProfile, createReservation, createUserReview } from '../test/factories';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const db = () => database().db;

const { checkViolation, uniqueViolation, exclusionViolation, restrictViolation } = pgCodes;

describe('reservations CHECK constraints', () => {
  it('accepts every spec status and refuses any other', async () => {
    const listing = await createListing(db());
    for (const [index, status] of reservationStatuses.entries()) {
      const day = `2031-01-${String(index + 1).padStart(2, '0')}`;
      await createReservation(db(), { listingId: listing.id, status, startDate: day, endDate: day });
    }
    const reservation = await createReservation(db());
    await expectViolation(
      db().execute(sql`update reservations set status = 'approved' where id = ${reservation.id}`),
      'reservations_status',
      checkViolation,
    );
  });

  it.each([
    ['reservations_dates', { startDate: '2030-02-10', endDate: '2030-02-09' }],
    ['reservations_purchase_single_day', { isPurchase: true, startDate: '2030-02-10', endDate: '2030-02-11' }],
    ['reservations_prices', { rentalPrice: '-1.00' }],
    ['reservations_prices', { totalPrice: '-0.01' }],
  ] as const)('%s refuses %o', async (constraint, values) => {
    await expectViolation(createReservation(db(), values), constraint, checkViolation);
  });

  it('refuses renting your own listing', async () => {
    const listing = await createListing(db());
    await expectViolation(createReservation(db(), { listingId: listing.id, renterId: listing.ownerId }), 'reservations_not_own_listing', checkViolation);
  });

  it('keeps its renter and owner (RESTRICT)', async () => {
    const reservation = await createReservation(db());
    await expectViolation(db().delete(profiles).where(eq(profiles.id, reservation.renterId)), 'reservations_renter_id_profiles_id_fk', restrictViolation);
  });
});

describe('no two active rentals of one listing overlap (exclusion constraint)', () => {
  const book = (listingId: string, startDate: string, endDate: string, extra: Partial<typeof reservations.$inferInsert> = {}) =>
    createReservation(db(), { listingId, startDate, endDate, ...extra });

  it.each(['pending', 'accepted', 'ongoing', 'confirmed'] as const)('an overlapping %s rental is refused', async (status) => {
    const listing = await createListing(db());
    await book(listing.id, '2030-03-10', '2030-03-15', { status });
    await expectViolation(book(listing.id, '2030-03-15', '2030-03-20'), 'reservations_no_overlap', exclusionViolation);
    await expectViolation(book(listing.id, '2030-03-01', '2030-03-31'), 'reservations_no_overlap', exclusionViolation);
    await expectViolation(book(listing.id, '2030-03-12', '2030-03-12', { status: 'accepted' }), 'reservations_no_overlap', exclusionViolation);
  });

  it('adjacent ranges are allowed (end and start are inclusive days)', async () => {
    const listing = await createListing(db());
    await book(listing.id, '2030-04-10', '2030-04-15');
    await book(listing.id, '2030-04-16', '2030-04-20');
    await book(listing.id, '2030-04-05', '2030-04-09');
  });

  it.each(['declined', 'cancelled_by_owner', 'cancelled_by_renter', 'cancelled', 'expired', 'completed'] as const)(
    'a %s reservation does not block the dates',
    async (status) => {
      const listing = await createListing(db());
      await book(listing.id, '2030-05-10', '2030-05-15', { status });
      await book(listing.id, '2030-05-10', '2030-05-15');
    },
  );

  it('moving a reservation back to an active status is refused when the dates were taken meanwhile', async () => {
    const listing = await createListing(db());
    const declined = await book(listing.id, '2030-06-10', '2030-06-15', { status: 'declined' });
    await book(listing.id, '2030-06-12', '2030-06-13');
    await expectViolation(
      db().update(reservations).set({ status: 'pending' }).where(eq(reservations.id, declined.id)),
      'reservations_no_overlap',
      exclusionViolation,
    );
  });

  it('purchases do not block and are not blocked', async () => {
    const listing = await createListing(db(), { forSale: true, salePrice: '900.00' });
    await book(listing.id, '2030-07-10', '2030-07-15', { status: 'accepted' });
    await book(listing.id, '2030-07-12', '2030-07-12', { isPurchase: true, status: 'accepted' });
    await book(listing.id, '2030-07-20', '2030-07-20', { isPurchase: true });
    await book(listing.id, '2030-07-20', '2030-07-22');
  });

  it('different listings never conflict', async () => {
    const first = await createListing(db());
    const second = await createListing(db());
    await book(first.id, '2030-08-10', '2030-08-15');
    await book(second.id, '2030-08-10', '2030-08-15');
  });
});

describe('purchase requests', () => {
  const request = async (overrides: Partial<typeof purchaseRequests.$inferInsert> = {}) => {
    const listing = await createListing(db(), { forSale: true, salePrice: '500.00' });
    const reservation = overrides.reservationId
      ? undefined
      : await createReservation(db(), { listingId: listing.id, isPurchase: true, startDate: '2030-09-01', endDate: '2030-09-01' });
    const [row] = await db()
      .insert(purchaseRequests)
      .values({
        listingId: listing.id,
        sellerId: listing.ownerId,
        buyerId: reservation?.renterId ?? (await createProfile(db())).id,
        purchasePrice: '500.00',
        rentalCredit: '0',
        reservationId: reservation?.id ?? overrides.reservationId!,
        ...overrides,
      })
      .returning();
    return row!;
  };

  it('refuse negative prices, buying from yourself, unknown status and a second request per reservation', async () => {
    await expectViolation(request({ purchasePrice: '-1.00' }), 'purchase_requests_prices', checkViolation);
    await expectViolation(request({ rentalCredit: '-1.00' }), 'purchase_requests_prices', checkViolation);
    const first = await request();
    await expectViolation(request({ buyerId: first.sellerId, sellerId: first.sellerId }), 'purchase_requests_not_own_listing', checkViolation);
    await expectViolation(request({ reservationId: first.reservationId }), 'purchase_requests_reservation_id_key', uniqueViolation);
    await expectViolation(
      db().execute(sql`update purchase_requests set status = 'maybe' where id = ${first.id}`),
      'purchase_requests_status',
      checkViolation,
    );
  });

  it('go away with their reservation (CASCADE)', async () => {
    const row = await request();
    await db().delete(reservations).where(eq(reservations.id, row.reservationId));
    expect(await db().select().from(purchaseRequests).where(eq(purchaseRequests.id, row.id))).toEqual([]);
  });
});

describe('reviews', () => {
  it('ratings are 1–5, comments at most 5000 characters', async () => {
    for (const rating of [0, 6]) {
      await expectViolation(createListingReview(db(), { rating }), 'listing_reviews_rating', checkViolation);
      await expectViolation(createUserReview(db(), { rating }), 'user_reviews_rating', checkViolation);
    }
    await expectViolation(createListingReview(db(), { comment: 'x'.repeat(5001) }), 'listing_reviews_comment_length', checkViolation);
    await expectViolation(createUserReview(db(), { comment: 'x'.repeat(5001) }), 'user_reviews_comment_length', checkViolation);
  });

  it('one review per reviewer and reservation, of each kind', async () => {
    const listingReview = await createListingReview(db());
    await expectViolation(
      createListingReview(db(), { reservationId: listingReview.reservationId }),
      'listing_reviews_user_id_reservation_id_key',
      uniqueViolation,
    );
    const userReview = await createUserReview(db());
    await expectViolation(
      createUserReview(db(), { reservationId: userReview.reservationId }),
      'user_reviews_reviewer_id_reservation_id_key',
      uniqueViolation,
    );
    // Both parties of one reservation may review each other.
    await createUserReview(db(), {
      reservationId: userReview.reservationId,
      reviewerId: userReview.revieweeId,
      revieweeId: userReview.reviewerId,
    });
  });

  it('nobody reviews themselves', async () => {
    const reservation = await createReservation(db(), { status: 'completed' });
    await expectViolation(
      createUserReview(db(), { reservationId: reservation.id, reviewerId: reservation.renterId, revieweeId: reservation.renterId }),
      'user_reviews_not_self',
      checkViolation,
    );
  });

  it('a reviewed reservation cannot be deleted (RESTRICT)', async () => {
    const review = await createListingReview(db());
    await expectViolation(
      db().delete(reservations).where(eq(reservations.id, review.reservationId)),
      'listing_reviews_reservation_id_reservations_id_fk',
      restrictViolation,
    );
  });

  it('the trigger counts PUBLISHED listing reviews only: insert, publication and delete', async () => {
    const listing = await createListing(db());
    const counters = async () => {
      const [row] = await db()
        .select({ reviewCount: listings.reviewCount, ratingSum: listings.ratingSum })
        .from(listings)
        .where(eq(listings.id, listing.id));
      return row;
    };
    const first = await createListingReview(db(), { listingId: listing.id, rating: 5 });
    await createListingReview(db(), { listingId: listing.id, rating: 3 });
    expect(await counters()).toEqual({ reviewCount: 2, ratingSum: 8 });

    // Double-blind: an unpublished review is not counted until it is published.
    const hidden = await createListingReview(db(), { listingId: listing.id, rating: 1, publishedAt: null });
    expect(await counters()).toEqual({ reviewCount: 2, ratingSum: 8 });
    await db().update(listingReviews).set({ publishedAt: new Date().toISOString() }).where(eq(listingReviews.id, hidden.id));
    expect(await counters()).toEqual({ reviewCount: 3, ratingSum: 9 });

    await db().delete(listingReviews).where(eq(listingReviews.id, first.id));
    expect(await counters()).toEqual({ reviewCount: 2, ratingSum: 4 });
    const unpublished = await createListingReview(db(), { listingId: listing.id, rating: 2, publishedAt: null });
    await db().delete(listingReviews).where(eq(listingReviews.id, unpublished.id));
    expect(await counters()).toEqual({ reviewCount: 2, ratingSum: 4 });

    await db().delete(listingReviews).where(eq(listingReviews.listingId, listing.id));
    expect(await counters()).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('a submitted review is immutable: rating, comment, listing and a publication time cannot change', async () => {
    const review = await createListingReview(db(), { publishedAt: null });
    const userReview = await createUserReview(db());
    await expectViolation(db().update(listingReviews).set({ rating: 1 }).where(eq(listingReviews.id, review.id)), 'a submitted review cannot be changed', checkViolation);
    await expectViolation(db().update(listingReviews).set({ comment: 'Edited' }).where(eq(listingReviews.id, review.id)), 'a submitted review cannot be changed', checkViolation);
    await expectViolation(db().update(userReviews).set({ rating: 1 }).where(eq(userReviews.id, userReview.id)), 'a submitted review cannot be changed', checkViolation);
    await db().update(listingReviews).set({ publishedAt: '2030-01-01T00:00:00Z' }).where(eq(listingReviews.id, review.id));
    await expectViolation(db().update(listingReviews).set({ publishedAt: '2030-02-01T00:00:00Z' }).where(eq(listingReviews.id, review.id)), 'a submitted review cannot be changed', checkViolation);
    await expectViolation(db().update(userReviews).set({ publishedAt: null }).where(eq(userReviews.id, userReview.id)), 'a submitted review cannot be changed', checkViolation);
  });

  it('completed_at is stamped from updated_at when a reservation becomes completed, and kept after', async () => {
    const row = await createReservation(db(), { status: 'ongoing' });
    expect(row.completedAt).toBeNull();
    await db().update(reservations).set({ status: 'completed', updatedAt: '2030-05-02T09:00:00Z' }).where(eq(reservations.id, row.id));
    const [completed] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(new Date(completed!.completedAt!).toISOString()).toBe('2030-05-02T09:00:00.000Z');
    await db().update(reservations).set({ updatedAt: '2030-05-09T09:00:00Z' }).where(eq(reservations.id, row.id));
    const [later] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(new Date(later!.completedAt!).toISOString()).toBe('2030-05-02T09:00:00.000Z');
  });
});
