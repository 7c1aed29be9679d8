import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { listingTexts } from '../../../domain/listings';
import { listings } from '../../db/schema';
import { createReservation } from '../../test/factories';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { createListingViaApi, marketTodayOf } from '../../test/listing-helpers';

describe('listing availability', () => {
  const ctx = useTestApp();
  const put = (id: string, cookie: string, payload: unknown) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/listings/${id}/availability`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: payload as Record<string, unknown>,
    });
  const calendar = (id: string, cookie?: string) =>
    ctx().app.inject({ method: 'GET', url: `/api/listings/${id}/calendar`, headers: cookie ? { cookie } : {} });

  it('sets days available and unavailable, ignoring reserved days', async () => {
    const owner = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const listing = await createListingViaApi(ctx(), owner.cookie, {
      availability: { mode: 'specific', periods: [{ start: addDays(today, 1), end: addDays(today, 2) }] },
    });
    const reservation = await createReservation(ctx().db, {
      listingId: listing.listing_id,
      startDate: addDays(today, 20),
      endDate: addDays(today, 21),
      status: 'accepted',
    });
    const added = await put(listing.listing_id, owner.cookie, {
      dates: [addDays(today, 2), addDays(today, 5), addDays(today, 20), addDays(today, 21), addDays(today, 22)],
      available: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().available_dates).toEqual([1, 2, 5, 22].map((offset) => addDays(today, offset)));
    expect(added.json().reserved).toEqual([20, 21].map((offset) => ({ date: addDays(today, offset), reservation_id: reservation.id })));

    const removed = await put(listing.listing_id, owner.cookie, { dates: [addDays(today, 1), addDays(today, 22)], available: false });
    expect(removed.json().available_dates).toEqual([2, 5].map((offset) => addDays(today, offset)));
  });

  it('refuses past, malformed or someone else’s dates and stores nothing', async () => {
    const owner = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const listing = await createListingViaApi(ctx(), owner.cookie);
    const [before] = await ctx().db.select({ available: listings.available }).from(listings).where(eq(listings.id, listing.listing_id));
    const past = await put(listing.listing_id, owner.cookie, { dates: [addDays(today, -1), addDays(today, 3)], available: true });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(listingTexts.pastDates);
    for (const dates of [['2030-13-01'], ['15/03/2030'], 'tomorrow', []]) {
      const response = await put(listing.listing_id, owner.cookie, { dates, available: true });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
    }
    expect((await put(listing.listing_id, owner.cookie, { dates: [addDays(today, 3)] })).statusCode).toBe(400);
    const other = await createSignedInUser(ctx().db);
    expect((await put(listing.listing_id, other.cookie, { dates: [addDays(today, 30)], available: true })).statusCode).toBe(403);
    const [after] = await ctx().db.select({ available: listings.available }).from(listings).where(eq(listings.id, listing.listing_id));
    expect(after).toEqual(before);
  });

  it('shows reserved days to the owner only and a renter their own blocking reservations', async () => {
    const owner = await createSignedInUser(ctx().db);
    const renter = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const listing = await createListingViaApi(ctx(), owner.cookie, { availability: { mode: 'always' } });
    await createReservation(ctx().db, { listingId: listing.listing_id, renterId: renter.profile.id, startDate: addDays(today, 3), endDate: addDays(today, 4) });
    await createReservation(ctx().db, {
      listingId: listing.listing_id,
      renterId: renter.profile.id,
      startDate: addDays(today, 8),
      endDate: addDays(today, 9),
      status: 'declined',
    });
    // A confirmed rental blocks the renter's dates too: the same set the booking service refuses to overlap.
    await createReservation(ctx().db, {
      listingId: listing.listing_id,
      renterId: renter.profile.id,
      startDate: addDays(today, 12),
      endDate: addDays(today, 13),
      status: 'confirmed',
    });
    const forRenter = (await calendar(listing.listing_id, renter.cookie)).json();
    expect(forRenter.reserved).toEqual([]);
    expect(forRenter.blocked_ranges).toEqual([
      { start_date: addDays(today, 3), end_date: addDays(today, 4) },
      { start_date: addDays(today, 12), end_date: addDays(today, 13) },
    ]);
    expect(forRenter.available_dates).toHaveLength(180);
    const forVisitor = (await calendar(listing.listing_id)).json();
    expect(forVisitor).toMatchObject({ reserved: [], blocked_ranges: [] });
    const forOwner = (await calendar(listing.listing_id, owner.cookie)).json();
    expect(forOwner.reserved.map((day: { date: string }) => day.date)).toEqual([addDays(today, 3), addDays(today, 4), addDays(today, 12), addDays(today, 13)]);
    expect(forOwner.blocked_ranges).toEqual([]);
  });

  it("shows a renter their own active rentals of other listings too, never anyone else's, nor past ones", async () => {
    const owner = await createSignedInUser(ctx().db);
    const renter = await createSignedInUser(ctx().db);
    const stranger = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const kayak = await createListingViaApi(ctx(), owner.cookie, { availability: { mode: 'always' } });
    const tent = await createListingViaApi(ctx(), owner.cookie, { availability: { mode: 'always' } });
    await createReservation(ctx().db, { listingId: kayak.listing_id, renterId: renter.profile.id, startDate: addDays(today, 5), endDate: addDays(today, 7), status: 'accepted' });
    await createReservation(ctx().db, { listingId: kayak.listing_id, renterId: renter.profile.id, startDate: addDays(today, -9), endDate: addDays(today, -8), status: 'accepted' });
    await createReservation(ctx().db, { listingId: kayak.listing_id, renterId: renter.profile.id, startDate: addDays(today, 20), endDate: addDays(today, 21), status: 'cancelled_by_renter' });
    await createReservation(ctx().db, { listingId: kayak.listing_id, renterId: stranger.profile.id, startDate: addDays(today, 30), endDate: addDays(today, 31), status: 'accepted' });

    const forRenter = (await calendar(tent.listing_id, renter.cookie)).json();
    expect(forRenter.blocked_ranges).toEqual([{ start_date: addDays(today, 5), end_date: addDays(today, 7) }]);
    expect(forRenter.reserved).toEqual([]);
    const forStranger = (await calendar(tent.listing_id, stranger.cookie)).json();
    expect(forStranger.blocked_ranges).toEqual([{ start_date: addDays(today, 30), end_date: addDays(today, 31) }]);
    expect((await calendar(tent.listing_id)).json().blocked_ranges).toEqual([]);
  });
});
