import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import { searchSorts } from '../../../domain/search';
import { queryRows } from '../../db/client';
import { createProfile } from '../../test/factories';
import { noSearchFilters } from '../../test/search-filters';
import { useTestApp } from '../../test/test-app';
import { createBroadTokens } from './broad-tokens';
import { publicDistanceKmSql } from './ranking-sql';
import { type PageSpec, rankSearch } from './search-plan';
import { PRICE_TOKEN_BOUNDS, RATING_TOKEN_FLOORS, type SearchFilters, searchConditions, searchPageSql, sortExpression } from './search-query';

const haifa = { lat: 32.794, lng: 34.9896 };
/** Every price, rating and for-sale token: as if each were on most listings. */
const everyToken = new Set([...PRICE_TOKEN_BOUNDS.flatMap((bound) => [`p<${bound}`, `p>${bound}`]), ...RATING_TOKEN_FLOORS.map((tenths) => `r${tenths}`), 'sale']);

describe('broad filter tokens (decision 0047)', () => {
  // Bulk set-up and data changes, and nothing asked of the app over HTTP: no statement limit on the pool's connections.
  const ctx = useTestApp({}, {}, { poolStatementTimeout: false });

  it('are read from the statistics ANALYZE takes; after the first read a stale set is answered while one read runs behind it', async () => {
    const t = ctx();
    const owner = await createProfile(t.db);
    // 200 listings: every one rated 4 and from ₪20 to ₪39; one in ten for sale.
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available, review_count, rating_sum, for_sale, sale_price)
      select ${owner.id}::uuid, 'Kite ' || n, 'x', 'Tools', 'Haifa, Israel', 20 + n % 20, '{}', 2, 8, n % 10 = 0, case when n % 10 = 0 then 300 end
      from generate_series(1, 200) n`);
    await t.db.execute(sql`analyze listings`);
    const broad = createBroadTokens({ ttlMs: 0 });
    const first = await broad.current(t.db);
    expect(['r40', 'p<50', 'p>10', 'c:Tools'].every((token) => first.has(token)), [...first].join(' ')).toBe(true);
    expect(first.has('sale') || first.has('p<20') || first.has('r45')).toBe(false);

    // Now most are for sale: the next call answers the tokens read before, and the read it starts brings "sale".
    await t.db.execute(sql`update listings set for_sale = true, sale_price = 300`);
    await t.db.execute(sql`analyze listings`);
    expect((await broad.current(t.db)).has('sale')).toBe(false);
    await expect.poll(async () => (await broad.current(t.db)).has('sale')).toBe(true);
  });

  it('leaves out none when no token is on more than the share', async () => {
    const broad = createBroadTokens({ ttlMs: 60_000, share: 2 });
    expect((await broad.current(ctx().db)).size).toBe(0);
  });

  // Written by a review: every path that asks for tokens (a town's and an address's points, the country, none; counts
  // capped and not, proven from samples) gives the exact conditions' page and count whichever tokens are left out.
  it('leave every page and count as the exact conditions give them, in a town, at an address and anywhere, under every sort', async () => {
    const t = ctx();
    const today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    const viewer = await createProfile(t.db);
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day, available, review_count, rating_sum, for_sale, sale_price)
      select case when g % 11 = 0 then ${viewer.id}::uuid else ${owner.id}::uuid end, 'Zephyr kite ' || g, 'x', case when g % 3 = 0 then 'Tools' else 'Cameras' end,
        case when g % 5 = 0 then 'Street ' || (g % 7) || ', Haifa, Israel' else 'Street ' || (g % 7) || ', Tel Aviv-Yafo, Israel' end,
        case when g % 13 = 0 then null when g % 5 = 0 then 32.794 + ((g * 37) % 1000 / 1000.0 - 0.5) * 0.06 else 32.0853 end,
        case when g % 13 = 0 then null when g % 5 = 0 then 34.9896 + ((g * 53) % 1000 / 1000.0 - 0.5) * 0.06 else 34.7818 end,
        (1 + (g * 7919) % 600)::numeric(12, 2) + (g % 4) * 0.25, '{}', case when g % 9 = 0 then 0 else 6 end, (g * 7) % 31,
        g % 4 = 0, case when g % 4 = 0 then 500 end
      from generate_series(1, 4000) g`);
    await t.db.execute(sql`vacuum analyze listings`);
    const read = await createBroadTokens({ ttlMs: 0 }).current(t.db);
    expect(read.size).toBeGreaterThan(0);
    const places = [
      null,
      { kind: 'city' as const, names: ['Haifa'], street: null, point: haifa },
      { kind: 'address' as const, names: ['Haifa'], street: 'Street 3', point: haifa },
      { kind: 'country' as const, names: ['Israel'], street: null, point: null },
    ];
    const extras: Partial<SearchFilters>[] = [
      { maxPrice: 50 },
      { maxPrice: 220, minRating: 3.3 },
      { minPrice: 100.01, forSaleOnly: true },
      { minPrice: 30, maxPrice: 400, minRating: 3 },
      { minRating: 4.5, forSaleOnly: true },
      { maxPrice: 20, viewerId: viewer.id },
      { minPrice: 75, maxPrice: 75.25 },
    ];
    const failures: string[] = [];
    const paths = new Set<string>();
    for (const place of places) {
      for (const extra of extras) {
        for (const { value: sortName } of searchSorts) {
          for (const countCap of [100, 100_000]) {
            const filters: SearchFilters = { ...noSearchFilters, text: 'zephyr', place, ...extra };
            const origin = place?.point ?? null;
            const sort = sortExpression({ sort: sortName, origin, text: 'zephyr' });
            const distance = origin ? publicDistanceKmSql(sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`) : sql`null::float8`;
            const page: PageSpec = { filters, today, sort, distance, after: null, limit: 30, countCap };
            const exact = await queryRows<{ id: string }>(t.db, searchPageSql({ where: searchConditions(filters, today), sort, origin, after: null, limit: 100_000 }));
            for (const [name, broadTokens] of [['none', undefined], ['every token', everyToken], ['those read', read]] as const) {
              const ranked = await t.db.transaction((tx) => rankSearch(tx, { ...page, filters: { ...filters, broadTokens } }, { fewMatches: 1, textFirstMax: 10 }));
              paths.add(`${ranked.path}${ranked.sampled ? ' sampled' : ''}${place?.point ? ' by points' : ''}`);
              const same = JSON.stringify(ranked.rows.map((row) => row.id)) === JSON.stringify(exact.slice(0, 30).map((row) => row.id));
              if (!same || Math.min(ranked.total, countCap + 1) !== Math.min(exact.length, countCap + 1)) {
                failures.push(`${sortName}, cap ${countCap}, ${JSON.stringify(place?.kind ?? null)}, ${JSON.stringify(extra)}, left out: ${name}`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect([...paths]).toEqual(expect.arrayContaining(['common by points', 'common sampled']));
  }, 600_000);
});
