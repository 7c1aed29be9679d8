import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { listingTexts } from '../../../domain/listings';
import { favorites, listingPhotos, listings } from '../../db/schema';
import { createConversation, createFavorite, createListingReview, createReservation } from '../../test/factories';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { createListingViaApi, marketTodayOf, multipartForm, testImage } from '../../test/listing-helpers';

describe('listing management', () => {
  const ctx = useTestApp();
  const write = (method: 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const get = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  describe('GET /api/listings/:id', () => {
    it('shows non-owners the approximate location only, never coordinates', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie, { location: 'Herzl St 5, Apt 3, Haifa, Israel' });
      const renter = await createSignedInUser(ctx().db);
      for (const cookie of [renter.cookie, undefined]) {
        const response = await get(`/api/listings/${listing.listing_id}`, cookie);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.location).toBe('Haifa, Israel');
        expect(body).not.toHaveProperty('coordinates');
        expect(response.body).not.toContain('Herzl');
        expect(body.is_owner).toBe(false);
      }
      const own = (await get(`/api/listings/${listing.listing_id}`, owner.cookie)).json();
      expect(own.location).toBe('Herzl St 5, Apt 3, Haifa, Israel');
      expect(own.is_owner).toBe(true);
    });

    it('answers 404 for unknown, inactive (to others) and soft-deleted listings, 400 for a malformed id', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const other = await createSignedInUser(ctx().db);
      expect((await get('/api/listings/00000000-0000-4000-8000-000000000000')).json().error.message).toBe(listingTexts.notFound);
      expect((await get('/api/listings/not-a-uuid')).statusCode).toBe(400);
      await write('POST', `/api/listings/${listing.listing_id}/status`, owner.cookie, { status: 'inactive' });
      expect((await get(`/api/listings/${listing.listing_id}`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/listings/${listing.listing_id}`)).statusCode).toBe(404);
      expect((await get(`/api/listings/${listing.listing_id}`, owner.cookie)).statusCode).toBe(200);
      await ctx().db.update(listings).set({ deletedAt: new Date().toISOString() }).where(eq(listings.id, listing.listing_id));
      expect((await get(`/api/listings/${listing.listing_id}`, owner.cookie)).statusCode).toBe(404);
    });

    it('tells a signed-in user whether it is a favorite and includes the rating', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const fan = await createSignedInUser(ctx().db);
      await createFavorite(ctx().db, { userId: fan.profile.id, listingId: listing.listing_id });
      await createListingReview(ctx().db, { listingId: listing.listing_id, rating: 5 });
      await createListingReview(ctx().db, { listingId: listing.listing_id, rating: 4 });
      await createListingReview(ctx().db, { listingId: listing.listing_id, rating: 4 });
      const body = (await get(`/api/listings/${listing.listing_id}`, fan.cookie)).json();
      expect(body).toMatchObject({ is_favorite: true, average_rating: 4.3, review_count: 3 });
    });
  });

  describe('PATCH /api/listings/:id', () => {
    it('lets the owner edit fields with the create rules', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const response = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, {
        price_per_day: 99.9,
        weekly_discount: 10,
        monthly_discount: 50,
        minimum_rental_days: 2,
        for_sale: true,
        sale_price: 1500,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ price_per_day: 99.9, weekly_discount: 10, monthly_discount: 50, minimum_rental_days: 2, sale_price: 1500 });
      const off = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, { for_sale: false });
      expect(off.json()).toMatchObject({ for_sale: false, sale_price: null });
    });

    it.each([
      [{ price_per_day: -1 }, listingTexts.priceInvalid],
      [{ weekly_discount: 51 }, listingTexts.discountInvalid],
      [{ minimum_rental_days: 0 }, listingTexts.minimumDaysInvalid],
      [{ title: '' }, listingTexts.missingFields],
      [{ availability: { mode: 'specific', periods: [] } }, listingTexts.availabilityRequired],
      [{ for_sale: true }, listingTexts.salePriceRequired],
    ])('refuses %j and changes nothing', async (payload, message) => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const response = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      const [row] = await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id));
      expect(row).toMatchObject({ pricePerDay: '120.00', weeklyDiscount: 0, minimumRentalDays: 1, title: 'Canon EOS R6 kit', forSale: false });
    });

    it("refuses someone else's listing (403) and unknown ones (404)", async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const intruder = await createSignedInUser(ctx().db);
      const response = await write('PATCH', `/api/listings/${listing.listing_id}`, intruder.cookie, { price_per_day: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(listingTexts.notOwner);
      for (const [method, url, payload] of [
        ['POST', `/api/listings/${listing.listing_id}/status`, { status: 'inactive' }],
        ['PUT', `/api/listings/${listing.listing_id}/availability`, { dates: [addDays(marketTodayOf(ctx()), 40)], available: true }],
        ['PUT', `/api/listings/${listing.listing_id}/photos/order`, { photo_ids: [listing.photos[0].id] }],
        ['DELETE', `/api/listings/${listing.listing_id}/photos/${listing.photos[0].id}`, undefined],
        ['DELETE', `/api/listings/${listing.listing_id}`, undefined],
      ] as const) {
        expect((await write(method, url, intruder.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      const [row] = await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id));
      expect(row).toMatchObject({ pricePerDay: '120.00', status: 'active', deletedAt: null });
      const unknown = await write('PATCH', '/api/listings/00000000-0000-4000-8000-000000000000', owner.cookie, { price_per_day: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(listingTexts.notFound);
      expect((await write('PATCH', `/api/listings/${listing.listing_id}`, undefined, { price_per_day: 1 })).statusCode).toBe(401);
    });

    it('saves photo removals and a new order with the other fields, in one go (Edit listing’s Save)', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie, {}, 3);
      const [first, second, third] = listing.photos.map((photo: { id: string }) => photo.id);
      const response = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, { title: 'Canon kit, two photos', photo_ids: [third, first] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().title).toBe('Canon kit, two photos');
      expect(response.json().photos.map((photo: { id: string }) => photo.id)).toEqual([third, first]);
      const rows = await ctx().db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.listing_id));
      expect(rows.map((row) => [row.id, row.position]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
        [third, 0],
        [first, 1],
      ]);
      expect(rows.some((row) => row.id === second)).toBe(false);
    });

    it('refuses photos of another listing, repeats, none at all or bad ids, and changes nothing', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie, {}, 2);
      const other = await createListingViaApi(ctx(), owner.cookie);
      const own = listing.photos.map((photo: { id: string }) => photo.id);
      for (const [photoIds, message] of [
        [[own[0], other.photos[0].id], listingTexts.photoSelectionMismatch],
        [[own[0], own[0]], listingTexts.photoSelectionMismatch],
        [[crypto.randomUUID()], listingTexts.photoSelectionMismatch],
        [[], listingTexts.lastPhoto],
        [['not-a-photo'], 'Invalid photo id'],
      ] as const) {
        const response = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, { title: 'Changed', photo_ids: photoIds });
        expect(response.statusCode, JSON.stringify(photoIds)).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
      const [row] = await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id));
      expect(row?.title).toBe('Canon EOS R6 kit');
      const photos = await ctx().db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.listing_id));
      expect(photos.map((photo) => photo.id).sort()).toEqual([...own].sort());
      const others = await ctx().db.select().from(listingPhotos).where(eq(listingPhotos.listingId, other.listing_id));
      expect(others).toHaveLength(1);
    });

    it('replaces availability but never frees days held by active reservations', async () => {
      const owner = await createSignedInUser(ctx().db);
      const today = marketTodayOf(ctx());
      const listing = await createListingViaApi(ctx(), owner.cookie, { availability: { mode: 'always' } });
      // A pending booking holds days 3–5 (the reservations feature removes them from availability).
      const reservation = await createReservation(ctx().db, { listingId: listing.listing_id, startDate: addDays(today, 3), endDate: addDays(today, 5) });
      await write('PUT', `/api/listings/${listing.listing_id}/availability`, owner.cookie, {
        dates: [addDays(today, 3), addDays(today, 4), addDays(today, 5)],
        available: false,
      });
      const response = await write('PATCH', `/api/listings/${listing.listing_id}`, owner.cookie, {
        availability: { mode: 'specific', periods: [{ start: addDays(today, 1), end: addDays(today, 7) }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().available_dates).toEqual([1, 2, 6, 7].map((offset) => addDays(today, offset)));
      const calendar = (await get(`/api/listings/${listing.listing_id}/calendar`, owner.cookie)).json();
      expect(calendar.reserved).toEqual([3, 4, 5].map((offset) => ({ date: addDays(today, offset), reservation_id: reservation.id })));
    });
  });

  describe('POST /api/listings/:id/status', () => {
    it('deactivates and reactivates; inactive listings leave profile lists and favorites', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      const fan = await createSignedInUser(ctx().db);
      await write('PUT', `/api/favorites/${listing.listing_id}`, fan.cookie);
      const off = await write('POST', `/api/listings/${listing.listing_id}/status`, owner.cookie, { status: 'inactive' });
      expect(off.json().status).toBe('inactive');
      expect((await get(`/api/profiles/${owner.profile.id}/listings`)).json().listings).toHaveLength(0);
      expect((await get('/api/favorites', fan.cookie)).json().favorites).toHaveLength(0);
      const mine = (await get('/api/me/listings', owner.cookie)).json();
      expect(mine.counts).toEqual({ active: 0, inactive: 1 });
      await write('POST', `/api/listings/${listing.listing_id}/status`, owner.cookie, { status: 'active' });
      expect((await get(`/api/profiles/${owner.profile.id}/listings`)).json().listings).toHaveLength(1);
      expect((await write('POST', `/api/listings/${listing.listing_id}/status`, owner.cookie, { status: 'deleted' })).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/listings/:id', () => {
    const mediaExists = (url: string) => fs.existsSync(path.join(ctx().dataDir, 'media', url.replace(/^\/media\//, '')));

    it('hard-deletes a listing without history, with its photos and favorites', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie, {}, 2);
      await createFavorite(ctx().db, { listingId: listing.listing_id });
      expect(mediaExists(listing.photos[0].full_url)).toBe(true);
      const response = await write('DELETE', `/api/listings/${listing.listing_id}`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 'deleted' });
      expect(await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id))).toHaveLength(0);
      expect(await ctx().db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.listing_id))).toHaveLength(0);
      expect(await ctx().db.select().from(favorites).where(eq(favorites.listingId, listing.listing_id))).toHaveLength(0);
      for (const photo of listing.photos) {
        expect(mediaExists(photo.full_url)).toBe(false);
        expect(mediaExists(photo.card_url)).toBe(false);
      }
    });

    it('refuses while a reservation is active', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      await createReservation(ctx().db, { listingId: listing.listing_id, status: 'accepted' });
      const response = await write('DELETE', `/api/listings/${listing.listing_id}`, owner.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(listingTexts.activeReservations);
      expect(await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id))).toHaveLength(1);
    });

    it('soft-deletes a listing with history: hidden everywhere, rows and photos kept', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie);
      await createReservation(ctx().db, { listingId: listing.listing_id, status: 'completed' });
      await createConversation(ctx().db, { listingId: listing.listing_id });
      const response = await write('DELETE', `/api/listings/${listing.listing_id}`, owner.cookie);
      expect(response.json()).toEqual({ result: 'archived' });
      const [row] = await ctx().db.select().from(listings).where(eq(listings.id, listing.listing_id));
      expect(row?.deletedAt).not.toBeNull();
      expect(mediaExists(listing.photos[0].full_url)).toBe(true);
      expect((await get(`/api/listings/${listing.listing_id}`, owner.cookie)).statusCode).toBe(404);
      expect((await get('/api/me/listings', owner.cookie)).json().listings).toHaveLength(0);
      expect((await write('DELETE', `/api/listings/${listing.listing_id}`, owner.cookie)).statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    it('adds, reorders and removes photos within the limits', async () => {
      const owner = await createSignedInUser(ctx().db);
      const listing = await createListingViaApi(ctx(), owner.cookie, {}, 1);
      const url = `/api/listings/${listing.listing_id}/photos`;
      const add = (count: number) =>
        ctx().app.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
          payload: multipartForm(
            undefined,
            Array.from({ length: count }, (_, index) => ({ name: `n${index}.jpg`, bytes: sharpless[index % sharpless.length]! })),
          ),
        });
      const sharpless = [await testImage({ width: 50, height: 40, color: '#111111' }), await testImage({ width: 60, height: 40, color: '#222222' })];
      const added = await add(2);
      expect(added.statusCode, added.body).toBe(200);
      const photos = added.json().photos as { id: string }[];
      expect(photos).toHaveLength(3);

      const tooMany = await add(8);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.message).toBe(listingTexts.tooManyPhotos);

      const reversed = photos.map((photo) => photo.id).reverse();
      const reordered = await write('PUT', `${url}/order`, owner.cookie, { photo_ids: reversed });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().photos.map((photo: { id: string }) => photo.id)).toEqual(reversed);
      expect(reordered.json().main_photo_url).toBe(reordered.json().photos[0].full_url);
      const partial = await write('PUT', `${url}/order`, owner.cookie, { photo_ids: reversed.slice(1) });
      expect(partial.json().error.message).toBe(listingTexts.photoOrderMismatch);

      const removed = await write('DELETE', `${url}/${reversed[0]}`, owner.cookie);
      expect(removed.json().photos.map((photo: { id: string }) => photo.id)).toEqual(reversed.slice(1));
      await write('DELETE', `${url}/${reversed[1]}`, owner.cookie);
      const last = await write('DELETE', `${url}/${reversed[2]}`, owner.cookie);
      expect(last.statusCode).toBe(400);
      expect(last.json().error.message).toBe(listingTexts.lastPhoto);
      expect((await write('DELETE', `${url}/00000000-0000-4000-8000-000000000000`, owner.cookie)).statusCode).toBe(404);
    });
  });
});
