import { beforeAll, describe, expect, it } from 'vitest';
import { publicPoint } from '../../../domain/location-policy';
import { categoriesOfInterests } from '../../../domain/interests';
import { distanceKm } from '../../../domain/ranking';
import { createListing, type ListingRow } from '../../test/factories';
import { createSignedInUser, signInAs, type TestUser } from '../../test/session-helpers';
import { useTestApp } from '../../test/test-app';
import { allPages, availableFrom, expectedRelevance, feed, publicDistance } from '../../test/feed-helpers';

const telAviv = { lat: 32.0853, lng: 34.7818 };
const haifa = { lat: 32.794, lng: 34.9896 };
const eilat = { lat: 29.5577, lng: 34.9519 };

describe('explore feed', () => {
  const ctx = useTestApp();

  describe('exclusion rules', () => {
    let viewer: TestUser;
    const named: Record<string, ListingRow> = {};

    // Listings around Israel, shared by the tests below.
    beforeAll(async () => {
      const t = ctx();
      viewer = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng });
      const available = availableFrom(t, 0);
      const at = (point: { lat: number; lng: number }) => ({ locationLat: point.lat, locationLng: point.lng });
      named.near = await createListing(t.db, { title: 'Near', ...at(telAviv), available, reviewCount: 2, ratingSum: 8 });
      named.haifa = await createListing(t.db, { title: 'Haifa', ...at(haifa), available, reviewCount: 20, ratingSum: 100 });
      named.eilat = await createListing(t.db, { title: 'Eilat', ...at(eilat), available, reviewCount: 50, ratingSum: 250 });
      named.own = await createListing(t.db, { title: 'Own', ownerId: viewer.profile.id, ...at(telAviv), available });
      named.inactive = await createListing(t.db, { title: 'Inactive', status: 'inactive', ...at(telAviv), available });
      named.deleted = await createListing(t.db, { title: 'Deleted', deletedAt: new Date().toISOString(), ...at(telAviv), available });
      named.past = await createListing(t.db, { title: 'Past only', ...at(telAviv), available: availableFrom(t, -40, 20) });
      named.nowhere = await createListing(t.db, { title: 'No coordinates', location: 'Somewhere', locationLat: null, locationLng: null, available });
    });

    it('shows visitors every active listing, ordered by quality with a neutral distance', async () => {
      const result = await feed(ctx());
      const titles = result.listings.map((listing) => listing.title);
      expect(result.personalized).toBe(false);
      expect(titles.sort()).toEqual(['Eilat', 'Haifa', 'Near', 'No coordinates', 'Own', 'Past only'].sort());
      const ordered = (await feed(ctx())).listings.map((listing) => listing.title);
      expect(ordered.slice(0, 3)).toEqual(['Eilat', 'Haifa', 'Near']);
    });

    it('hides own listings, listings with nothing available from today, and listings over 100 km for a signed-in user', async () => {
      const result = await feed(ctx(), viewer);
      expect(result.personalized).toBe(true);
      const titles = result.listings.map((listing) => listing.title);
      expect(titles).toEqual(
        [named.near!, named.haifa!, named.nowhere!]
          .sort((a, b) => expectedRelevance(b, telAviv) - expectedRelevance(a, telAviv))
          .map((listing) => listing.title),
      );
      expect(titles).not.toContain('Eilat');
      expect(titles).not.toContain('Own');
      expect(titles).not.toContain('Past only');
    });

    it('ranks a signed-in user without a location like a visitor, still hiding the personal exclusions', async () => {
      const nowhereUser = await createSignedInUser(ctx().db, { locationLat: null, locationLng: null, location: null });
      const result = await feed(ctx(), nowhereUser);
      expect(result.personalized).toBe(false);
      const titles = result.listings.map((listing) => listing.title);
      // 'No coordinates' and 'Own' have no reviews: equal relevance, so their order is by id.
      expect(titles.slice(0, 3)).toEqual(['Eilat', 'Haifa', 'Near']);
      expect(titles.slice(3).sort()).toEqual(['No coordinates', 'Own']);
    });

    it('filters by category groups, several combined', async () => {
      const t = ctx();
      await createListing(t.db, { title: 'Camera', category: 'Cameras', locationLat: telAviv.lat, locationLng: telAviv.lng, available: availableFrom(t, 0) });
      await createListing(t.db, { title: 'Stroller', category: 'Stroller', locationLat: telAviv.lat, locationLng: telAviv.lng, available: availableFrom(t, 0) });
      expect((await feed(t, undefined, '?groups=Electronics')).listings.map((l) => l.title)).toEqual(['Camera']);
      expect((await feed(t, viewer, '?groups=Electronics,Family')).listings.map((l) => l.title).sort()).toEqual(['Camera', 'Stroller']);
      expect((await feed(t, undefined, '?groups=Vehicles')).listings).toEqual([]);
    });

    it('shows a listing deactivated a moment ago to nobody', async () => {
      const t = ctx();
      await t.app.inject({
        method: 'POST',
        url: `/api/listings/${named.near!.id}/status`,
        headers: { cookie: (await signInAs(t.db, named.near!.ownerId)).cookie, origin: 'http://localhost:3000' },
        payload: { status: 'inactive' },
      });
      expect((await feed(t)).listings.map((listing) => listing.title)).not.toContain('Near');
      expect((await feed(t, viewer)).listings.map((listing) => listing.title)).not.toContain('Near');
    });
  });

  it('refuses unknown category groups and malformed cursors with a 400', async () => {
    const t = ctx();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/feed?groups=Spaceships' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Unknown category group/);
    const badCursor = await t.app.inject({ method: 'GET', url: '/api/feed?cursor=not-a-cursor' });
    expect(badCursor.statusCode).toBe(400);
    // Too long: said in characters (it said "groups must be text" before).
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/feed?groups=${'Gear,'.repeat(50)}` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('groups must be at most 200 characters');
  });
});


describe('feed ranking at scale (exact order, every page)', () => {
  const ctx = useTestApp();

  it('pages through exactly the order the domain formula gives, for visitors and signed-in users', async () => {
    const t = ctx();
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const available = availableFrom(t, 0);
    const rows: ListingRow[] = [];
    const someCategories = ['Cameras', 'Outdoors', 'Snow', 'Tools', 'Books'] as const;
    for (let index = 0; index < 240; index += 1) {
      const reviewCount = random() < 0.3 ? 0 : Math.floor(random() * 70);
      const hasCoordinates = random() > 0.05;
      rows.push(
        await createListing(t.db, {
          title: `Listing ${index}`,
          category: someCategories[Math.floor(random() * someCategories.length)],
          locationLat: hasCoordinates ? 31 + random() * 2 : null,
          locationLng: hasCoordinates ? 34.4 + random() * 1.2 : null,
          location: hasCoordinates ? 'Somewhere, Israel' : 'Unknown',
          reviewCount,
          ratingSum: Math.round(reviewCount * (1 + random() * 4)),
          available,
        }),
      );
    }
    const viewer = await createSignedInUser(t.db, { locationLat: 32.0853, locationLng: 34.7818 });
    const byRelevance =
      (origin: { lat: number; lng: number } | null, boosted: readonly string[] = []) =>
      (a: ListingRow, b: ListingRow) =>
        expectedRelevance(b, origin, boosted) - expectedRelevance(a, origin, boosted) || (b.id < a.id ? -1 : 1);

    const withinReach = rows.filter((row) => (publicDistance({ lat: 32.0853, lng: 34.7818 }, row) ?? 0) <= 100);
    const expectedPersonal = [...withinReach].sort(byRelevance({ lat: 32.0853, lng: 34.7818 })).map((row) => row.id);
    expect(await allPages(t, viewer, 17)).toEqual(expectedPersonal);

    const expectedVisitor = [...rows].sort(byRelevance(null)).map((row) => row.id);
    expect(await allPages(t, undefined, 23)).toEqual(expectedVisitor);

    // With interests (Photography → Cameras, Outdoor Gear → Outdoors and Snow), at a place and without one.
    const boosted = categoriesOfInterests(['Photography', 'Outdoor Gear']);
    const interested = await createSignedInUser(t.db, { locationLat: 32.0853, locationLng: 34.7818, interests: ['Photography', 'Outdoor Gear'] });
    const expectedBoosted = [...withinReach].sort(byRelevance({ lat: 32.0853, lng: 34.7818 }, boosted)).map((row) => row.id);
    expect(expectedBoosted).not.toEqual(expectedPersonal);
    expect(await allPages(t, interested, 19)).toEqual(expectedBoosted);
    const unplaced = await createSignedInUser(t.db, { location: null, locationCity: null, locationLat: null, locationLng: null, interests: ['Photography', 'Outdoor Gear'] });
    expect(await allPages(t, unplaced, 21)).toEqual([...rows].sort(byRelevance(null, boosted)).map((row) => row.id));
  });
});

describe('feed and interests', () => {
  const ctx = useTestApp();

  it('ranks a listing in a category of the viewer\'s interests above an otherwise equal one, and a little better one', async () => {
    const t = ctx();
    const available = availableFrom(t, 0);
    const at = { locationLat: telAviv.lat, locationLng: telAviv.lng, available };
    const camera = await createListing(t.db, { title: 'Camera', category: 'Cameras', reviewCount: 4, ratingSum: 16, ...at });
    const drill = await createListing(t.db, { title: 'Drill', category: 'Tools', reviewCount: 4, ratingSum: 16, ...at });
    // Better by a quarter star: first for anyone without the interest, second for a photographer.
    const saw = await createListing(t.db, { title: 'Saw', category: 'Tools', reviewCount: 4, ratingSum: 17, ...at });
    const order = async (user?: TestUser) => (await feed(t, user)).listings.map((card) => card.title);
    const [first, second] = [camera, drill].sort((a, b) => (b.id < a.id ? -1 : 1));

    const plain = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng });
    expect(await order(plain)).toEqual(['Saw', first!.title, second!.title]);
    expect(await order()).toEqual(['Saw', first!.title, second!.title]);

    const photographer = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng, interests: ['Photography'] });
    expect(await order(photographer)).toEqual(['Camera', 'Saw', 'Drill']);
    const unplaced = await createSignedInUser(t.db, { location: null, locationCity: null, locationLat: null, locationLng: null, interests: ['Photography'] });
    expect(await order(unplaced)).toEqual(['Camera', 'Saw', 'Drill']);
    expect(saw.id).toBeTruthy();
  });
});

describe('feed and the location policy', () => {
  const ctx = useTestApp();

  it("cuts off at 100 km from the listing's public point, so moving one's own location cannot find the exact point's edge", async () => {
    const t = ctx();
    // An exact point at the southern edge of its public cell: the public point lies ~0.55 km north of it.
    const exact = { lat: 32.0001, lng: 34.7855 };
    const shown = publicPoint(exact);
    const listing = await createListing(t.db, { title: 'Edge case', locationLat: exact.lat, locationLng: exact.lng, available: availableFrom(t, 0) });
    // Viewers due north: 99.8 km from the public point is ~100.35 km from the exact one, and the reverse.
    const northOf = (point: { lat: number; lng: number }, km: number) => ({ lat: point.lat + km / 111.195, lng: point.lng });
    const inside = northOf(shown, 99.8);
    const outside = northOf(shown, 100.2);
    expect(distanceKm(inside, exact)).toBeGreaterThan(100.2);
    expect(distanceKm(outside, shown)).toBeGreaterThan(100);
    for (const [origin, seen] of [[inside, true], [outside, false]] as const) {
      const viewer = await createSignedInUser(t.db, { locationLat: origin.lat, locationLng: origin.lng });
      const ids = (await feed(t, viewer)).listings.map((card) => card.listing_id);
      expect(ids.includes(listing.id), `viewer at ${origin.lat}`).toBe(seen);
    }
  });
});

describe('feed with the ranking cache on', () => {
  const ctx = useTestApp({ FEED_CACHE_SECONDS: '60' });

  it('keeps one cached ranking per place and interests: a neighbour without interests is not boosted, a change shows at once', async () => {
    const t = ctx();
    const available = availableFrom(t, 0);
    const at = { locationLat: eilat.lat, locationLng: eilat.lng, available };
    await createListing(t.db, { title: 'Tent', category: 'Outdoors', reviewCount: 4, ratingSum: 16, ...at });
    await createListing(t.db, { title: 'Sofa', category: 'Furniture', reviewCount: 4, ratingSum: 17, ...at });
    const hiker = await createSignedInUser(t.db, { locationLat: eilat.lat, locationLng: eilat.lng, interests: ['Outdoor Gear'] });
    const neighbour = await createSignedInUser(t.db, { locationLat: eilat.lat, locationLng: eilat.lng });
    const titles = async (user: TestUser) => (await feed(t, user)).listings.map((card) => card.title);
    expect(await titles(hiker)).toEqual(['Tent', 'Sofa']);
    expect(await titles(neighbour)).toEqual(['Sofa', 'Tent']);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/me/interests',
      headers: { cookie: neighbour.cookie, origin: 'http://localhost:3000' },
      payload: { interests: ['Outdoor Gear'] },
    });
    expect(save.statusCode).toBe(200);
    expect(await titles(neighbour)).toEqual(['Tent', 'Sofa']);
  });

  it('still hides a listing deactivated after its ranking was cached, and still hides own listings', async () => {
    const t = ctx();
    const available = availableFrom(t, 0);
    const viewer = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng });
    const neighbour = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng });
    const mine = await createListing(t.db, { title: 'Mine', ownerId: viewer.profile.id, locationLat: telAviv.lat, locationLng: telAviv.lng, available });
    const theirs = await createListing(t.db, { title: 'Theirs', ownerId: neighbour.profile.id, locationLat: telAviv.lat, locationLng: telAviv.lng, available });
    // Both viewers share one cached ranking (same place); each sees the other's listing only.
    expect((await feed(t, viewer)).listings.map((l) => l.title)).toEqual(['Theirs']);
    expect((await feed(t, neighbour)).listings.map((l) => l.title)).toEqual(['Mine']);
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${theirs.id}/status`,
      headers: { cookie: neighbour.cookie, origin: 'http://localhost:3000' },
      payload: { status: 'inactive' },
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await feed(t, viewer)).listings).toEqual([]);
    expect(mine.id).toBeTruthy();
  });
});
