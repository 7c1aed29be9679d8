import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/dates';
import type { ListingDetail } from '../../../domain/listing-schemas';
import { listings, profiles } from '../../db/schema';
import { createFavorite, createListingReview, createReservation } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { TEST_ORIGIN, type TestApp, useTestApp } from '../../test/test-app';
import { createListingViaApi } from '../../test/listing-helpers';

async function page(t: TestApp, id: string, user?: TestUser): Promise<{ status: number; body: ListingDetail }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: user ? { cookie: user.cookie } : {} });
  return { status: response.statusCode, body: response.json() };
}

describe('listing page reads (cached per revision)', () => {
  const ctx = useTestApp();

  it('shows each change on the next read: edit, availability, booking, review, owner’s name', async () => {
    const t = ctx();
    const owner = await createSignedInUser(t.db, { firstName: 'Maya' });
    const visitor = await createSignedInUser(t.db);
    const listing = await createListingViaApi(t, owner.cookie, { location: 'Allenby 10, Tel Aviv, Israel' });
    const first = await page(t, listing.listing_id, visitor);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ location: 'Tel Aviv, Israel', is_owner: false, is_favorite: false });
    expect(first.body.coordinates).toBeUndefined();

    await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.listing_id}`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { title: 'Renamed tent', price_per_day: 45 },
    });
    expect((await page(t, listing.listing_id, visitor)).body).toMatchObject({ title: 'Renamed tent', price_per_day: 45 });

    const today = todayIn(t.config.marketTimeZone, t.clock.now());
    const day = first.body.available_dates[2]!;
    await t.db.update(listings).set({ available: `{[${today},${day})}` }).where(eq(listings.id, listing.listing_id));
    expect(day).toBe(addDays(today, 3));
    expect((await page(t, listing.listing_id)).body.available_dates).toEqual([today, addDays(today, 1), addDays(today, 2)]);

    await createListingReview(t.db, { listingId: listing.listing_id, rating: 2, reservationId: (await createReservation(t.db, { listingId: listing.listing_id, status: 'completed' })).id });
    expect((await page(t, listing.listing_id)).body).toMatchObject({ average_rating: 2, review_count: 1 });

    await t.db.update(profiles).set({ firstName: 'Maya-Lee' }).where(eq(profiles.id, owner.profile.id));
    expect((await page(t, listing.listing_id)).body.owner.first_name).toBe('Maya-Lee');
  });

  it('gives favorites per viewer, the address and coordinates to the owner only, and hides an inactive listing at once', async () => {
    const t = ctx();
    const owner = await createSignedInUser(t.db);
    const fan = await createSignedInUser(t.db);
    const listing = await createListingViaApi(t, owner.cookie, { location: 'Allenby 10, Tel Aviv, Israel' });
    expect((await page(t, listing.listing_id)).status).toBe(200);
    await createFavorite(t.db, { userId: fan.profile.id, listingId: listing.listing_id });

    expect((await page(t, listing.listing_id, fan)).body.is_favorite).toBe(true);
    expect((await page(t, listing.listing_id)).body.is_favorite).toBe(false);
    const own = (await page(t, listing.listing_id, owner)).body;
    expect(own).toMatchObject({ location: 'Allenby 10, Tel Aviv, Israel', is_owner: true });
    expect(own.coordinates).not.toBeUndefined();
    expect(JSON.stringify((await page(t, listing.listing_id, fan)).body)).not.toContain('Allenby');

    await t.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, listing.listing_id));
    expect((await page(t, listing.listing_id)).status).toBe(404);
    expect((await page(t, listing.listing_id, fan)).status).toBe(404);
    expect((await page(t, listing.listing_id, owner)).body.status).toBe('inactive');
  });

  it('moves the available days on when the market day changes', async () => {
    const t = ctx();
    const owner = await createSignedInUser(t.db);
    const listing = await createListingViaApi(t, owner.cookie);
    const before = (await page(t, listing.listing_id)).body.available_dates;
    expect(before[0]).toBe(addDays(todayIn(t.config.marketTimeZone, t.clock.now()), 1));
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const after = (await page(t, listing.listing_id)).body.available_dates;
    expect(after[0]).toBe(before[1]);
  });
});
