import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesOfInterests } from '../../../domain/interests';
import { queryRows } from '../../db/client';
import { listings } from '../../db/schema';
import { createListing, createProfile, type ListingRow } from '../../test/factories';
import { allPages, availableFrom, expectedRelevance, publicDistance, today } from '../../test/feed-helpers';
import { createSignedInUser } from '../../test/session-helpers';
import { useTestApp } from '../../test/test-app';
import { createFeedThresholds, pageStatement, personalFeedRows, reachKm, seedStatement, VIEWER_POINTS_KM } from './feed-by-points';
import { createPublicPoints, readPublicPoints } from './public-points';
import { type FeedCursor, type FeedParams, personalFeedSql, type RankedRow } from './feed-query';

const telAviv = { lat: 32.0853, lng: 34.7818 };
const categories = ['Cameras', 'Outdoors', 'Snow', 'Tools', 'Books', 'Car'] as const;

/**
 * The personal feed where listings are dense (decision 0031): read public point by public point, it must give
 * exactly the cell query's rows and keys — every page, chips, interests — and the order the domain formula gives.
 */
describe('personal feed read point by point', () => {
  const ctx = useTestApp();
  const rows: ListingRow[] = [];

  beforeAll(async () => {
    const t = ctx();
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const owners = await Promise.all([0, 1, 2].map(() => createProfile(t.db)));
    const listing = (index: number, at: { lat: number; lng: number } | null, spread: number, goodReviews: boolean) => {
      const reviewCount = goodReviews ? 25 + Math.floor(random() * 40) : Math.floor(random() * 60);
      return {
        ownerId: owners[index % owners.length]!.id,
        title: `Listing ${index}`,
        description: 'Well kept.',
        category: categories[Math.floor(random() * categories.length)]!,
        location: at ? 'Somewhere, Tel Aviv-Yafo, Israel' : 'Unknown',
        locationLat: at ? at.lat + (random() - 0.5) * spread : null,
        locationLng: at ? at.lng + (random() - 0.5) * spread : null,
        pricePerDay: '50.00',
        reviewCount,
        ratingSum: Math.round(reviewCount * (goodReviews ? 4.5 + random() * 0.5 : 1 + random() * 4)),
        // One in ten has nothing available from today: the signed-in feed leaves it out.
        available: random() < 0.1 ? availableFrom(t, -40, 10) : availableFrom(t, 0),
        status: random() < 0.03 ? ('inactive' as const) : ('active' as const),
      };
    };
    const values = [
      // Dense: 330 well reviewed listings within about 2 km of the viewer, at a few dozen public points.
      ...Array.from({ length: 330 }, (_, index) => listing(index, telAviv, 0.035, true)),
      // Around them, out to 40 km, and a few without coordinates.
      ...Array.from({ length: 90 }, (_, index) => listing(400 + index, telAviv, 0.7, random() < 0.5)),
      ...Array.from({ length: 12 }, (_, index) => listing(500 + index, null, 0, true)),
    ];
    rows.push(...(await t.db.insert(listings).values(values).returning()).filter((row) => row.status === 'active'));
    await t.db.execute(sql`analyze listings`);
  });

  const params = (overrides: Partial<FeedParams> = {}): FeedParams & { origin: { lat: number; lng: number } } => ({
    excludeOwnerId: null,
    onlyBookable: true,
    categories: null,
    boostCategories: [],
    today: today(ctx()),
    after: null,
    limit: 150,
    ...overrides,
    origin: telAviv,
  });
  const keyed = (found: RankedRow[]) => found.map((row) => `${row.id} ${Number(row.key)}`);
  const rowsOf = (statement: SQL) => queryRows<RankedRow>(ctx().db, statement);

  it('takes the point path where the listings are dense, and gives the cell query\'s page', async () => {
    const found = await personalFeedRows(ctx().db, params());
    expect(found.path).toBe('points');
    expect(keyed(found.rows)).toEqual(keyed(await rowsOf(personalFeedSql(params()))));
    expect(found.rows).toHaveLength(150);
    // As the feed runs it: the viewer's points read once, out to VIEWER_POINTS_KM, and kept.
    const withPoints = await personalFeedRows(ctx().db, params(), null, createPublicPoints({ maxChars: 1_000_000 }));
    expect(withPoints.path).toBe('points');
    expect(keyed(withPoints.rows)).toEqual(keyed(found.rows));
  });

  it('a viewer a few km from the listings seeds from the points out to SEED_RING_KM, and reads by points', async () => {
    // About 5.5 km north of the dense listings: no point within SEED_RADIUS_KM holds any of them (the cell query before).
    const page = { ...params({ limit: 12 }), origin: { lat: telAviv.lat + 0.05, lng: telAviv.lng } };
    const [seed] = (await rowsOf(seedStatement(page))) as unknown as { seeds: number; threshold: number | null }[];
    expect(Number(seed!.seeds)).toBeGreaterThanOrEqual(page.limit);
    const found = await personalFeedRows(ctx().db, page, null, createPublicPoints({ maxChars: 1_000_000 }));
    expect(found.path).toBe('points');
    expect(keyed(found.rows)).toEqual(keyed(await rowsOf(personalFeedSql(page))));
  });

  const cases: { name: string; overrides: Partial<FeedParams> }[] = [
    { name: 'no chip', overrides: {} },
    { name: 'a chip', overrides: { categories: ['Cameras', 'Outdoors', 'Snow'] } },
    { name: 'interests', overrides: { boostCategories: ['Books', 'Tools'] } },
    { name: 'interests and a chip', overrides: { categories: ['Books', 'Car'], boostCategories: ['Books'] } },
    { name: "without the viewer's own listings", overrides: { excludeOwnerId: 'placeholder' } },
  ];
  for (const { name, overrides } of cases) {
    it(`${name}: every page read by points equals the cell query's, keys bit for bit`, async () => {
      const base = params({ ...overrides, limit: 23, ...(overrides.excludeOwnerId ? { excludeOwnerId: rows[0]!.ownerId } : {}) });
      const publicPoints = createPublicPoints({ maxChars: 1_000_000 });
      const viewerPoints = await readPublicPoints(ctx().db, base.origin, VIEWER_POINTS_KM, 0);
      let after: FeedCursor | null = null;
      let pages = 0;
      for (; pages < 40; pages += 1) {
        const page = { ...base, after };
        const [seed] = await rowsOf(seedStatement(page)) as unknown as { seeds: number; threshold: number | null }[];
        const reference = await rowsOf(personalFeedSql(page));
        // The point path forced, however far the threshold reaches: it must be exact wherever it is taken.
        const threshold = seed!.threshold === null || seed!.seeds < page.limit ? -1 : Number(seed!.threshold);
        const byPoints = await rowsOf(pageStatement(page, threshold, reachKm(page, threshold, Infinity)!));
        expect(keyed(byPoints)).toEqual(keyed(reference));
        expect(keyed((await personalFeedRows(ctx().db, page)).rows)).toEqual(keyed(reference));
        // The viewer's points read once (a wider set: every statement keeps the points it needs from it).
        const reach = reachKm(page, threshold);
        if (reach !== null) expect(keyed(await rowsOf(pageStatement(page, threshold, reach, viewerPoints)))).toEqual(keyed(reference));
        const [seedFromRead] = await rowsOf(seedStatement(page, viewerPoints)) as unknown as { seeds: number; threshold: number | null }[];
        expect(Number(seedFromRead!.seeds)).toBeGreaterThanOrEqual(Number(seed!.seeds));
        expect(keyed((await personalFeedRows(ctx().db, page, null, publicPoints)).rows)).toEqual(keyed(reference));
        const last = reference.at(-1);
        if (!last || reference.length < page.limit) break;
        after = { key: Number(last.key), id: last.id, depth: pages + 1 };
      }
      expect(pages).toBeGreaterThan(3);
    });
  }

  it('pages through the API in exactly the order the domain formula gives, with and without interests', async () => {
    const t = ctx();
    const bookable = new Set((await queryRows<{ id: string }>(t.db, sql`select id from listings where available && daterange(${today(t)}::date, null)`)).map((row) => row.id));
    const shown = rows.filter((row) => (publicDistance(telAviv, row) ?? 0) <= 100 && bookable.has(row.id));
    const order = (boosted: readonly string[]) =>
      [...shown].sort((a, b) => expectedRelevance(b, telAviv, boosted) - expectedRelevance(a, telAviv, boosted) || (b.id < a.id ? -1 : 1)).map((row) => row.id);
    const viewer = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng });
    expect(await allPages(t, viewer, 50)).toEqual(order([]));
    const reader = await createSignedInUser(t.db, { locationLat: telAviv.lat, locationLng: telAviv.lng, interests: ['Books'] });
    const boosted = categoriesOfInterests(['Books']);
    expect(boosted.length).toBeGreaterThan(0);
    expect(await allPages(t, reader, 50)).toEqual(order(boosted));
  });

  it('a remembered threshold gives the same page, and a fresh read when listings left the page', async () => {
    const t = ctx();
    const thresholds = createFeedThresholds({ max: 10, ttlMs: 60_000 });
    const page = params({ limit: 60 });
    const first = await personalFeedRows(t.db, page, thresholds);
    const again = await personalFeedRows(t.db, page, thresholds);
    expect(again.path).toBe('remembered');
    expect(keyed(again.rows)).toEqual(keyed(first.rows));

    // A new listing at the top is read from the remembered threshold too.
    const best = await createListing(t.db, { title: 'New and best', locationLat: telAviv.lat, locationLng: telAviv.lng, reviewCount: 50, ratingSum: 250, available: availableFrom(t, 0) });
    const withNew = await personalFeedRows(t.db, page, thresholds);
    expect(withNew.path).toBe('remembered');
    expect(withNew.rows[0]!.id).toBe(best.id);
    expect(keyed(withNew.rows)).toEqual(keyed(await rowsOf(personalFeedSql(page))));

    // Half the page deactivated: the remembered threshold no longer gives a page, and the ranking is read afresh.
    const gone = withNew.rows.slice(0, 30).map((row) => row.id);
    await t.db.execute(sql`update listings set status = 'inactive' where id in (${sql.join(gone.map((id) => sql`${id}::uuid`), sql`, `)})`);
    try {
      const after = await personalFeedRows(t.db, page, thresholds);
      expect(after.path).not.toBe('remembered');
      expect(keyed(after.rows)).toEqual(keyed(await rowsOf(personalFeedSql(page))));
    } finally {
      await t.db.execute(sql`update listings set status = 'active' where id in (${sql.join(gone.map((id) => sql`${id}::uuid`), sql`, `)})`);
      await t.db.execute(sql`delete from listings where id = ${best.id}::uuid`);
    }
  });

  it('remembers a later page\'s threshold by its cursor, for every viewer: the same exact pages, own listings left out', async () => {
    const t = ctx();
    const thresholds = createFeedThresholds({ max: 10, ttlMs: 60_000 });
    const first = await rowsOf(personalFeedSql(params({ limit: 40 })));
    const last = first.at(-1)!;
    const cursor: FeedCursor = { key: Number(last.key), id: last.id, depth: 1 };
    const later = params({ limit: 40, after: cursor });
    const fresh = await personalFeedRows(t.db, later, thresholds);
    expect(fresh.path).not.toBe('remembered');
    expect(fresh.rows).toHaveLength(40);
    const again = await personalFeedRows(t.db, later, thresholds);
    expect(again.path).toBe('remembered');
    expect(keyed(again.rows)).toEqual(keyed(fresh.rows));
    // Another viewer at the same place and cursor: their own listings on that page are left out, and the page is still
    // exact — from the threshold when it still gives a page, else read afresh.
    const owner = fresh.rows[3]!.owner_id;
    const theirs = { ...later, excludeOwnerId: owner };
    const expected = keyed(await rowsOf(personalFeedSql(theirs)));
    expect(expected).not.toEqual(keyed(fresh.rows));
    const shared = await personalFeedRows(t.db, theirs, thresholds);
    expect(keyed(shared.rows)).toEqual(expected);
    expect(shared.rows.every((row) => row.owner_id !== owner)).toBe(true);
    // Another cursor is another key.
    const deeper = { ...later, after: { key: Number(fresh.rows.at(-1)!.key), id: fresh.rows.at(-1)!.id, depth: 2 } };
    expect((await personalFeedRows(t.db, deeper, thresholds)).path).not.toBe('remembered');
  });

  it('from any threshold, both reads return exactly the listings at or above it (interests, listings without coordinates)', async () => {
    const page = params({ boostCategories: ['Books', 'Tools'], limit: 1000 });
    const all = await rowsOf(personalFeedSql(page));
    const unplaced = new Set(rows.filter((row) => row.locationLat === null && !['Books', 'Tools'].includes(row.category)).map((row) => row.id));
    const lifted = all.find((row) => unplaced.has(row.id));
    expect(lifted).toBeDefined();
    // Just above a listing without coordinates and not boosted (within the boost of it), and a few positions.
    const thresholds = [Number(lifted!.key) + 0.05, Number(lifted!.key) + 1e-12, ...[10, 60, 150].map((at) => Number(all[at]!.key))];
    for (const threshold of thresholds) {
      const expected = keyed(all.filter((row) => Number(row.key) >= threshold));
      expect(keyed(await rowsOf(personalFeedSql(page, threshold))), `cells from ${threshold}`).toEqual(expected);
      const reach = reachKm(page, threshold, Infinity);
      expect(reach).not.toBeNull();
      expect(keyed(await rowsOf(pageStatement(page, threshold, reach!))), `points from ${threshold}`).toEqual(expected);
    }
  });
});
