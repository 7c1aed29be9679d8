import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { addDays, todayIn } from '../../../domain/dates';
import type { SearchResponse } from '../../../domain/discovery';
import { publicDistanceKm, publicPoint } from '../../../domain/location-policy';
import { distanceKm } from '../../../domain/ranking';
import { createListing, type ListingRow } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { type TestApp, useTestApp } from '../../test/test-app';

const places = {
  telAviv: { lat: 32.0853, lng: 34.7818 },
  ramatGan: { lat: 32.0684, lng: 34.8248 },
  haifa: { lat: 32.794, lng: 34.9896 },
  jerusalem: { lat: 31.7683, lng: 35.2137 },
};

describe('search', () => {
  const ctx = useTestApp();
  const rows: Record<string, ListingRow> = {};
  let viewer: TestUser;
  let today: string;

  const day = (offset: number) => addDays(today, offset);

  async function search(query: string, user?: TestUser): Promise<SearchResponse> {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}`, headers: user ? { cookie: user.cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const titles = async (query: string, user?: TestUser) => (await search(query, user)).listings.map((listing) => listing.title);

  beforeAll(async () => {
    const t: TestApp = ctx();
    today = todayIn(t.config.marketTimeZone, t.clock.now());
    viewer = await createSignedInUser(t.db, { locationLat: places.telAviv.lat, locationLng: places.telAviv.lng });
    const days = (from: number, count: number) => datesToMultirangeLiteral(nextDates(day(from), count));
    const at = (point: { lat: number; lng: number }) => ({ locationLat: point.lat, locationLng: point.lng });
    rows.camera = await createListing(t.db, {
      title: 'Canon EOS camera',
      description: 'Mirrorless body with two lenses',
      category: 'Cameras',
      location: 'Dizengoff St 50, Tel Aviv-Yafo, Israel',
      ...at(places.telAviv),
      pricePerDay: '120.00',
      reviewCount: 4,
      ratingSum: 18,
      forSale: true,
      salePrice: '2400.00',
      available: days(0, 60),
    });
    rows.bike = await createListing(t.db, {
      title: 'Trek mountain bike',
      description: 'Full suspension, helmet included',
      category: 'Bicycles & Scooters',
      location: 'Bialik St 10, Ramat Gan, Israel',
      ...at(places.ramatGan),
      pricePerDay: '60.00',
      reviewCount: 10,
      ratingSum: 48,
      available: days(10, 5),
    });
    rows.tent = await createListing(t.db, {
      title: 'Four person tent',
      description: 'Waterproof family tent for camping',
      category: 'Outdoors',
      location: 'Moriah Ave 3, Haifa, Israel',
      ...at(places.haifa),
      pricePerDay: '45.50',
      reviewCount: 2,
      ratingSum: 6,
      available: days(0, 30),
    });
    rows.drill = await createListing(t.db, {
      title: 'Bosch drill',
      description: 'Cordless drill with a second battery',
      category: 'Tools',
      location: 'Jaffa Rd 20, Jerusalem, Israel',
      ...at(places.jerusalem),
      pricePerDay: '25.00',
      available: days(0, 30),
    });
    rows.own = await createListing(t.db, {
      title: 'My own camera bag',
      category: 'Bags',
      location: 'Dizengoff St 52, Tel Aviv-Yafo, Israel',
      ...at(places.telAviv),
      ownerId: viewer.profile.id,
      available: days(0, 30),
    });
    rows.kayak = await createListing(t.db, {
      title: 'Sea kayak',
      category: 'Watersports',
      location: 'Herbert Samuel Promenade',
      locationLat: 32.0795,
      locationLng: 34.7665,
      pricePerDay: '150.00',
      available: datesToMultirangeLiteral(nextDates(addDays(today, 40), 10)),
    });
    rows.inactive = await createListing(t.db, { title: 'Hidden camera tripod', category: 'Cameras', status: 'inactive', available: days(0, 30) });
  });

  it('returns every active listing with no filters, with a count', async () => {
    const result = await search('');
    expect(result.total).toBe(6);
    expect(result.total_capped).toBe(false);
    expect(result.listings.map((listing) => listing.title)).not.toContain('Hidden camera tripod');
  });

  it('leaves out own listings for a signed-in user', async () => {
    expect(await titles('q=camera', viewer)).toEqual(['Canon EOS camera']);
    expect((await titles('q=camera')).sort()).toEqual(['Canon EOS camera', 'My own camera bag']);
  });

  describe('text', () => {
    it('matches title, description and category, with stemming', async () => {
      expect(await titles('q=lenses', viewer)).toEqual(['Canon EOS camera']);
      expect(await titles('q=cameras', viewer)).toEqual(['Canon EOS camera']);
      expect(await titles('q=outdoors', viewer)).toEqual(['Four person tent']);
    });
    it('tolerates typos', async () => {
      expect(await titles('q=camra', viewer)).toEqual(['Canon EOS camera']);
      expect(await titles('q=mountian', viewer)).toContain('Trek mountain bike');
    });
    it('treats SQL and regex metacharacters as plain text', async () => {
      for (const q of ["'; drop table listings; --", '.*', '%', '_', '\\', '(camera', 'a|b', '!!!']) {
        const result = await search(`q=${encodeURIComponent(q)}`);
        expect(result.listings.length).toBeLessThanOrEqual(5);
      }
      expect((await search('')).total).toBe(6);
    });
  });

  it('filters by category and by category group', async () => {
    expect(await titles('category=Cameras')).toEqual(['Canon EOS camera']);
    expect((await titles('category=Electronics')).sort()).toEqual(['Canon EOS camera']);
    expect((await titles('category=Home')).sort()).toEqual(['Bosch drill']);
  });

  describe('location', () => {
    it('matches a city by name or by lying within it', async () => {
      const result = await search('location=Tel%20Aviv', viewer);
      expect(result.place?.kind).toBe('city');
      // The kayak's address does not name the city, but it lies within Tel Aviv; Ramat Gan does not.
      expect(result.listings.map((listing) => listing.title).sort()).toEqual(['Canon EOS camera', 'Sea kayak']);
      expect(await titles('location=Haifa')).toEqual(['Four person tent']);
    });
    it('matches a country by name', async () => {
      expect((await search('location=Israel')).total).toBe(5);
      expect((await search('location=Israel')).place?.kind).toBe('country');
    });
    it('never matches an address by the street of a hidden address (location privacy)', async () => {
      // The camera's private address is on Dizengoff St, but only its public part ("Tel Aviv-Yafo, Israel")
      // may be matched; the searched point (Tel Aviv's centre in the offline gazetteer) is more than 0.4 km
      // from every listing's public point. search-privacy.test.ts covers the radius with a precise geocoder.
      const result = await search('location=' + encodeURIComponent('Dizengoff St, Tel Aviv'), viewer);
      expect(result.place?.kind).toBe('address');
      expect(result.listings.map((listing) => listing.title)).toEqual([]);
    });
    it('gives an honest empty result for an unknown place', async () => {
      const result = await search('location=Atlantis%20Under%20The%20Sea');
      expect(result.total).toBe(0);
      expect(result.place).toBeNull();
    });
  });

  describe('dates', () => {
    it('needs every day of the range available', async () => {
      const exact = await titles(`startDate=${day(1)}&endDate=${day(3)}`, viewer);
      expect(exact.sort()).toEqual(['Bosch drill', 'Canon EOS camera', 'Four person tent']);
      // The bike is available from day 10 to day 14 only.
      expect(await titles(`startDate=${day(9)}&endDate=${day(11)}&q=bike`, viewer)).toEqual([]);
      expect(await titles(`startDate=${day(10)}&endDate=${day(14)}&q=bike`, viewer)).toEqual(['Trek mountain bike']);
    });
    it('finds a listing whose free days fit the range shifted within the flexibility', async () => {
      expect(await titles(`startDate=${day(8)}&endDate=${day(10)}&flexibility=1&q=bike`, viewer)).toEqual([]);
      expect(await titles(`startDate=${day(8)}&endDate=${day(10)}&flexibility=2&q=bike`, viewer)).toEqual(['Trek mountain bike']);
      expect(await titles(`startDate=${day(20)}&endDate=${day(22)}&flexibility=7&q=bike`, viewer)).toEqual([]);
      expect(await titles(`startDate=${day(20)}&endDate=${day(22)}&flexibility=14&q=bike`, viewer)).toEqual(['Trek mountain bike']);
    });
    it('never matches days in the past', async () => {
      expect(await titles(`startDate=${day(-5)}&endDate=${day(-3)}`)).toEqual([]);
    });
  });

  it('filters by price bounds, minimum rating and for sale only', async () => {
    expect((await titles('minPrice=40&maxPrice=100', viewer)).sort()).toEqual(['Four person tent', 'Trek mountain bike']);
    expect((await titles('maxPrice=45.5', viewer)).sort()).toEqual(['Bosch drill', 'Four person tent']);
    expect((await titles('minRating=4.6', viewer)).sort()).toEqual(['Trek mountain bike']);
    expect((await titles('minRating=4.5', viewer)).sort()).toEqual(['Canon EOS camera', 'Trek mountain bike']);
    expect((await titles('minRating=3', viewer)).sort()).toEqual(['Canon EOS camera', 'Four person tent', 'Trek mountain bike']);
    expect(await titles('forSaleOnly=true', viewer)).toEqual(['Canon EOS camera']);
  });

  describe('sorts', () => {
    it('orders by price both ways', async () => {
      expect(await titles('sort=price_asc', viewer)).toEqual(['Bosch drill', 'Four person tent', 'Trek mountain bike', 'Canon EOS camera', 'Sea kayak']);
      expect(await titles('sort=price_desc', viewer)).toEqual(['Sea kayak', 'Canon EOS camera', 'Trek mountain bike', 'Four person tent', 'Bosch drill']);
    });
    it('orders by highest rating', async () => {
      const byRating = await titles('sort=rating', viewer);
      expect(byRating.slice(0, 3)).toEqual(['Trek mountain bike', 'Canon EOS camera', 'Four person tent']);
      expect(byRating.slice(3).sort()).toEqual(['Bosch drill', 'Sea kayak']);
    });
    it('orders by distance from the searched place, else from the user', async () => {
      const fromHaifa = await search('sort=distance&location=Israel', viewer);
      expect(fromHaifa.distance_origin?.label).toBe('Israel');
      const fromUser = await search('sort=distance', viewer);
      expect(fromUser.distance_origin?.label).toBe('your location');
      expect(fromUser.listings.map((listing) => listing.title)).toEqual(['Canon EOS camera', 'Sea kayak', 'Trek mountain bike', 'Bosch drill', 'Four person tent']);
      // Measured from the camera's public point (its ~1.1 km cell's centre), rounded to 0.5 km.
      expect(fromUser.listings[0]?.distance_km).toBe(publicDistanceKm(distanceKm(places.telAviv, publicPoint(places.telAviv))));
      const fromJerusalem = await titles('sort=distance&location=Jerusalem');
      expect(fromJerusalem).toEqual(['Bosch drill']);
    });
    it('ranks by text relevance blended with quality', async () => {
      const result = await titles('q=camera', undefined);
      expect(result[0]).toBe('Canon EOS camera');
    });
    it('pages with a cursor without repeating or skipping', async () => {
      const first = await search('sort=price_asc&limit=2', viewer);
      expect(first.next_cursor).not.toBeNull();
      const second = await search(`sort=price_asc&limit=2&cursor=${first.next_cursor}`, viewer);
      expect([...first.listings, ...second.listings].map((listing) => listing.title)).toEqual([
        'Bosch drill',
        'Four person tent',
        'Trek mountain bike',
        'Canon EOS camera',
      ]);
      expect(second.next_cursor).not.toBeNull();
      const third = await search(`sort=price_asc&limit=2&cursor=${second.next_cursor}`, viewer);
      expect(third.listings.map((listing) => listing.title)).toEqual(['Sea kayak']);
      expect(third.next_cursor).toBeNull();
      // Later pages carry the first page's count in their cursor instead of counting again.
      expect([second.total, third.total]).toEqual([first.total, first.total]);
    });
  });

  it('never sends the full address of someone else’s listing', async () => {
    const result = await search('q=camera', viewer);
    expect(result.listings[0]?.location).toBe('Tel Aviv-Yafo, Israel');
  });

  it('answers bad input with a clear 400', async () => {
    const bad = async (query: string) => {
      const response = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      return response.json().error.message as string;
    };
    expect(await bad('category=Spaceships')).toBe('Unknown category');
    expect(await bad('minPrice=500&maxPrice=100')).toBe('The minimum price cannot be above the maximum price');
    expect(await bad(`startDate=${day(5)}&endDate=${day(1)}`)).toBe('The end date cannot be before the start date');
    expect(await bad(`startDate=${day(1)}&endDate=${day(3)}&flexibility=400`)).toMatch(/flexibility/);
    expect(await bad(`q=${'a'.repeat(5000)}`)).toMatch(/at most 200 characters/);
    expect(await bad('startDate=2026-02-30&endDate=2026-03-02')).toMatch(/date/);
    expect(await bad('sort=random')).toBeTruthy();
    // A parameter given twice arrives as a list.
    expect(await bad('category=Tools&category=Cameras')).toBe('Category must be given once');
    expect(await bad('q=tent&q=bike')).toBe('Search text must be given once');
    expect(await bad('cursor=garbage')).toMatch(/no longer valid/);
    const forged = (total: unknown) =>
      Buffer.from(JSON.stringify({ key: 10, id: '00000000-0000-4000-8000-000000000000', depth: 1, total })).toString('base64url');
    expect(await bad(`cursor=${forged(5_000_000)}`)).toMatch(/no longer valid/);
    expect(await bad(`cursor=${forged(-1)}`)).toMatch(/no longer valid/);
  });
});
