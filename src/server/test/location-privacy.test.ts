import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../domain/availability';
import { todayIn } from '../../domain/dates';
import { addressRevealingStatuses } from '../../domain/location-policy';
import { reservationStatuses } from '../../domain/reservation-status';
import { createFavorite, createListing, createReservation, type ListingRow } from './factories';
import { createSignedInUser, type TestUser } from './session-helpers';
import { useTestApp } from './test-app';

/**
 * Every read path that carries a listing's location, over real HTTP and a real database: a non-owner
 * never receives more than the public part ("Haifa, Israel") — no street, no number, no exact point.
 * The owner (and a renter once the rental is agreed) gets the full address.
 */
const SECRET = 'Quillstreet 17';
const ADDRESS = `${SECRET}, Haifa, Israel`;
const PUBLIC = 'Haifa, Israel';
const EXACT = { lat: 32.81234, lng: 34.99876 };

describe('location privacy on every read path', () => {
  const ctx = useTestApp();
  let owner: TestUser;
  let stranger: TestUser;
  let listing: ListingRow;

  async function read(url: string, user?: TestUser): Promise<{ body: string; json: Record<string, unknown> }> {
    const response = await ctx().app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return { body: response.body, json: response.json() };
  }
  /** Nothing of the hidden part: not the street, not the exact coordinates (at any precision past 2 decimals). */
  function expectPublicOnly(body: string, url: string) {
    expect(body, url).toContain(PUBLIC);
    expect(body, url).not.toContain(SECRET);
    expect(body, url).not.toContain('Quillstreet');
    expect(body, url).not.toMatch(/32\.812|34\.998/);
  }

  beforeAll(async () => {
    const t = ctx();
    const today = todayIn(t.config.marketTimeZone, t.clock.now());
    owner = await createSignedInUser(t.db, { locationLat: 32.0853, locationLng: 34.7818 });
    stranger = await createSignedInUser(t.db, { locationLat: 32.794, locationLng: 34.9896 });
    listing = await createListing(t.db, {
      title: 'Privacy probe kayak',
      category: 'Watersports',
      location: ADDRESS,
      locationLat: EXACT.lat,
      locationLng: EXACT.lng,
      ownerId: owner.profile.id,
      available: datesToMultirangeLiteral(nextDates(today, 30)),
    });
    await createFavorite(t.db, { userId: stranger.profile.id, listingId: listing.id });
  });

  it('listing detail (and its cache): public part for visitors and strangers, full address and point for the owner', async () => {
    const url = `/api/listings/${listing.id}`;
    for (const viewer of [undefined, stranger, undefined, stranger]) {
      const { body, json } = await read(url, viewer);
      expectPublicOnly(body, url);
      expect(json.location).toBe(PUBLIC);
      expect(json).not.toHaveProperty('coordinates');
    }
    const mine = (await read(url, owner)).json;
    expect(mine).toMatchObject({ location: ADDRESS, coordinates: EXACT });
  });

  it('profile listings (cards): public part for visitors and strangers, full address for the owner', async () => {
    const url = `/api/profiles/${owner.profile.id}/listings`;
    for (const viewer of [undefined, stranger]) expectPublicOnly((await read(url, viewer)).body, url);
    expect((await read(url, owner)).json).toMatchObject({ listings: [{ location: ADDRESS, is_owner: true }] });
    expect((await read('/api/me/listings', owner)).json).toMatchObject({ listings: [{ location: ADDRESS }] });
  });

  it('favorites (cards): public part for the stranger who saved it', async () => {
    const { body, json } = await read('/api/favorites', stranger);
    expectPublicOnly(body, '/api/favorites');
    expect(json).toMatchObject({ favorites: [{ listing_id: listing.id, location: PUBLIC }] });
  });

  it('feed (card cache): public part for visitors and strangers, read twice to go through the cache', async () => {
    for (const viewer of [undefined, stranger, undefined, stranger]) {
      const { body, json } = await read('/api/feed', viewer);
      expect((json.listings as { listing_id: string }[]).map((card) => card.listing_id)).toContain(listing.id);
      expectPublicOnly(body, '/api/feed');
    }
  });

  it('search: public part, and a distance from the public point only', async () => {
    for (const viewer of [undefined, stranger]) {
      const url = `/api/search?q=${encodeURIComponent('Privacy probe')}&sort=distance`;
      const { body, json } = await read(url, viewer);
      expect((json.listings as { listing_id: string }[]).map((card) => card.listing_id)).toEqual([listing.id]);
      expectPublicOnly(body, url);
    }
    // The street of the hidden address finds nothing.
    const byStreet = await read(`/api/search?location=${encodeURIComponent(SECRET)}`);
    expect((byStreet.json.listings as unknown[]).length).toBe(0);
  });

  it('reservations (list and detail): both parties get the public part until the rental is agreed, then the full address', async () => {
    const t = ctx();
    let offset = 0;
    for (const status of reservationStatuses) {
      const renter = await createSignedInUser(t.db);
      offset += 3;
      const startDate = `2031-01-${String(offset).padStart(2, '0')}`;
      const reservation = await createReservation(t.db, { listingId: listing.id, renterId: renter.profile.id, status, startDate, endDate: startDate });
      const reveals = (addressRevealingStatuses as readonly string[]).includes(status);
      for (const party of [renter, owner]) {
        const detailUrl = `/api/reservations/${reservation.id}`;
        const detail = await read(detailUrl, party);
        const list = await read('/api/reservations', party);
        const listed = (list.json.reservations as { reservation_id: string; listing: { location: string } }[]).find(
          (item) => item.reservation_id === reservation.id,
        );
        if (reveals) {
          expect((detail.json.reservation as { listing: unknown }).listing, status).toMatchObject({
            location: ADDRESS,
            location_precision: 'full',
            location_lat: EXACT.lat,
            location_lng: EXACT.lng,
          });
          expect(listed?.listing.location, status).toBe(ADDRESS);
        } else {
          expectPublicOnly(detail.body, `${detailUrl} (${status})`);
          expect((detail.json.reservation as { listing: unknown }).listing, status).toMatchObject({ location_precision: 'approximate', location_lat: null });
          expect(listed?.listing.location, status).toBe(PUBLIC);
        }
      }
      // A stranger cannot read the reservation at all.
      const hidden = await ctx().app.inject({ method: 'GET', url: `/api/reservations/${reservation.id}`, headers: { cookie: stranger.cookie } });
      expect(hidden.statusCode).toBe(404);
    }
  });
});
