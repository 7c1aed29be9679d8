import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import { closeness, RANKING } from '../../../domain/ranking';
import { queryRows } from '../../db/client';
import { createProfile } from '../../test/factories';
import { noSearchFilters } from '../../test/search-filters';
import { useTestApp } from '../../test/test-app';
import { createBroadTokens } from './broad-tokens';
import { closenessSql, NEUTRAL_CLOSENESS } from './ranking-sql';
import { rankSearch } from './search-plan';
import {
  filterTokens,
  PRICE_TOKEN_BOUNDS,
  RATING_TOKEN_FLOORS,
  type SearchFilters,
  searchConditions,
  searchPageSql,
  sortExpression,
} from './search-query';

/** Prices at, just below and just above every bound of the ladder, and beyond its ends. */
const prices = [0, 0.01, 5, ...PRICE_TOKEN_BOUNDS.flatMap((bound) => [bound - 0.01, bound, bound + 0.01]), 1234.5, 1_000_000];
/** Averages at and just below every floor, and some that are not halves (10/3 is 3.333…). */
const ratings = [0, 0.5, 10 / 3, 4.75, ...RATING_TOKEN_FLOORS.flatMap((tenths) => [tenths / 10, tenths / 10 - 1e-9])];

/** Filter values on every bound, between bounds, off the slider's steps, and outside the ladder. */
const priceFilters = [0, 1, 9.99, 10, 15, 45, 49.99, 50, 50.01, 220, 250, 333.33, 999, 1000, 1000.01, 5000, 1_000_000];
const ratingFilters = [0, 0.1, 1, 1.2, 2.5, 3.3, 10 / 3, 3.5, 3.51, 4.9, 5];

describe('search filter tokens (listing_filter_tokens, migration 0019)', () => {
  const ctx = useTestApp();

  async function sqlTokens(price: number, rating: number, salePrice: number | null, category: string): Promise<string[]> {
    const [row] = await queryRows<{ tokens: string[] }>(
      ctx().db,
      sql`select listing_filter_tokens(${String(price)}::numeric, ${rating}::float8, ${salePrice === null ? null : String(salePrice)}::numeric, ${category}) as tokens`,
    );
    return row!.tokens;
  }

  it('are the ladder of search-query.ts, bound for bound: the function and the searches agree', async () => {
    for (const price of prices) {
      for (const rating of [0, ...RATING_TOKEN_FLOORS.map((tenths) => tenths / 10)]) {
        const expected = [
          'c:Tools',
          ...PRICE_TOKEN_BOUNDS.filter((bound) => price <= bound).map((bound) => `p<${bound}`),
          ...PRICE_TOKEN_BOUNDS.filter((bound) => price >= bound).map((bound) => `p>${bound}`),
          ...RATING_TOKEN_FLOORS.filter((tenths) => rating * 10 >= tenths).map((tenths) => `r${tenths}`),
        ];
        expect((await sqlTokens(price, rating, null, 'Tools')).sort(), `price ${price}, rating ${rating}`).toEqual(expected.sort());
      }
    }
    expect(await sqlTokens(30, 0, 120, 'Bicycles & Scooters')).toEqual(expect.arrayContaining(['c:Bicycles & Scooters', 'sale']));
  });

  it('a search asks only for tokens that every listing passing its exact conditions has, and the nearest ones', async () => {
    const listingTokens = new Map<string, string[]>();
    for (const price of prices) {
      for (const rating of ratings) listingTokens.set(`${price}/${rating}`, await sqlTokens(price, rating, 10, 'Tools'));
    }
    for (const price of prices) {
      for (const rating of ratings) {
        const tokens = new Set(listingTokens.get(`${price}/${rating}`));
        for (const bound of priceFilters) {
          const under = filterTokens({ ...noSearchFilters, maxPrice: bound }).all;
          if (price <= bound) expect(under.every((token) => tokens.has(token)), `price ${price} ≤ ${bound}: ${under}`).toBe(true);
          const over = filterTokens({ ...noSearchFilters, minPrice: bound }).all;
          if (price >= bound) expect(over.every((token) => tokens.has(token)), `price ${price} ≥ ${bound}: ${over}`).toBe(true);
        }
        for (const floor of ratingFilters) {
          const asked = filterTokens({ ...noSearchFilters, minRating: floor }).all;
          if (rating >= floor) expect(asked.every((token) => tokens.has(token)), `rating ${rating} ≥ ${floor}: ${asked}`).toBe(true);
        }
      }
    }
    // The nearest bound outward, so the tokens narrow as much as the ladder allows.
    expect(filterTokens({ ...noSearchFilters, maxPrice: 220, minPrice: 45, minRating: 3.3, forSaleOnly: true }).all).toEqual(['p<250', 'p>30', 'r30', 'sale']);
    expect(filterTokens({ ...noSearchFilters, maxPrice: 250, minPrice: 50, minRating: 3.5 }).all).toEqual(['p<250', 'p>50', 'r35']);
    // Outside the ladder nothing can be asked: the exact conditions alone decide.
    expect(filterTokens({ ...noSearchFilters, maxPrice: 1000.01, minPrice: 9.99, minRating: 0.5 }).all).toEqual([]);
    expect(filterTokens({ ...noSearchFilters, categories: ['Tools', 'Cameras'] }).any).toEqual(['c:Tools', 'c:Cameras']);
    // A sort by price or rating walks that column's btree in order: its range is left to it, not asked as a token.
    const broad = { ...noSearchFilters, maxPrice: 150, minPrice: 20, minRating: 4, forSaleOnly: true };
    expect(filterTokens(broad, 'price').all).toEqual(['r40', 'sale']);
    expect(filterTokens(broad, 'rating').all).toEqual(['p<150', 'p>20', 'sale']);
    // Tokens most listings have are not asked (decision 0047); the categories always are.
    const most = new Set(['r30', 'p>30', 'c:Tools']);
    expect(filterTokens({ ...noSearchFilters, maxPrice: 220, minPrice: 45, minRating: 3.3, forSaleOnly: true, categories: ['Tools'], broadTokens: most })).toEqual({
      all: ['p<250', 'sale'],
      any: ['c:Tools'],
    });
  });

  it('a common word with filters at and between the bounds finds exactly what the exact conditions find', async () => {
    const t = ctx();
    const today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    // One listing per price and rating of the grids, half of them for sale, in two categories.
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available, review_count, rating_sum, for_sale, sale_price)
      select ${owner.id}::uuid, 'Zephyr kite ' || p.n || '-' || r.n, 'x', case when r.n % 2 = 0 then 'Tools' else 'Cameras' end, 'Haifa, Israel',
        p.price, '{}', case when r.stars = 0 then 0 else 6 end, round(r.stars * 6)::int, (p.n + r.n) % 2 = 0, case when (p.n + r.n) % 2 = 0 then 500 end
      from unnest(${`{${prices.join(',')}}`}::numeric[]) with ordinality p (price, n),
        unnest(${`{${[0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 10 / 3, 25 / 6].join(',')}}`}::float8[]) with ordinality r (stars, n)`);
    await t.db.execute(sql`analyze listings`);
    // From the statistics ANALYZE took: 85 % of the grid has a rating of 1 or more, 17 % a price of at most ₪20.
    const broadTokens = await createBroadTokens({ ttlMs: 0 }).current(t.db);
    expect(broadTokens.has('r10') && broadTokens.has('p<1000'), [...broadTokens].join(' ')).toBe(true);
    expect(broadTokens.has('p<20') || broadTokens.has('r50') || broadTokens.has('c:Tools')).toBe(false);
    const combinations: Partial<SearchFilters>[] = [
      { maxPrice: 50 },
      { maxPrice: 49.99 },
      { maxPrice: 220, minRating: 3.3 },
      { minPrice: 75, maxPrice: 75 },
      { minPrice: 100.01, forSaleOnly: true },
      { minPrice: 9.99, maxPrice: 1000.01 },
      { minRating: 10 / 3, categories: ['Tools'] },
      { minRating: 5, categories: ['Cameras', 'Tools'], forSaleOnly: true },
      { maxPrice: 0 },
    ];
    // Sorted by relevance every range is asked as tokens; by price or rating, the others.
    for (const [extra, sortName] of combinations.flatMap((extra) => (['relevance', 'price_asc', 'rating'] as const).map((name) => [extra, name] as const))) {
      const filters: SearchFilters = { ...noSearchFilters, text: 'zephyr', ...extra };
      const sort = sortExpression({ sort: sortName, origin: null, text: 'zephyr' });
      const page = { filters, today, sort, distance: sql`null::float8`, after: null, limit: 1000, countCap: 1000 };
      // The common path (the word has more matches than textFirstMax): the statements with the tokens.
      const ranked = await t.db.transaction((tx) => rankSearch(tx, page, { fewMatches: 1, textFirstMax: 10 }));
      expect(ranked.path, JSON.stringify(extra)).toBe('common');
      const label = `${sortName} ${JSON.stringify(extra)}`;
      const former = await queryRows<{ id: string }>(t.db, searchPageSql({ where: searchConditions(filters, today), sort, origin: null, after: null, limit: 1000 }));
      expect(ranked.rows.map((row) => row.id), label).toEqual(former.map((row) => row.id));
      expect(ranked.total, label).toBe(former.length);
      // Without the tokens most listings have, the same page and count.
      const withoutBroad = await t.db.transaction((tx) => rankSearch(tx, { ...page, filters: { ...filters, broadTokens } }, { fewMatches: 1, textFirstMax: 10 }));
      expect(withoutBroad.rows.map((row) => row.id), `${label} without broad tokens`).toEqual(former.map((row) => row.id));
      expect(withoutBroad.total, `${label} without broad tokens`).toBe(former.length);
    }
  });
});

describe('closeness in SQL (ranking-sql.ts)', () => {
  const ctx = useTestApp();

  it('is the domain formula for a known, an unknown and no distance', async () => {
    const value = async (expression: ReturnType<typeof closenessSql>) =>
      Number((await queryRows<{ value: number }>(ctx().db, sql`select ${expression}::float8 as value`))[0]!.value);
    for (const km of [0, 12.5, 50, 99.9, 100, 250]) {
      expect(await value(closenessSql(sql`${km}::float8`)), `${km} km`).toBeCloseTo(RANKING.closenessWeight * closeness(km), 12);
    }
    expect(await value(closenessSql(sql`null::float8`))).toBeCloseTo(RANKING.closenessWeight * closeness(null), 12);
    // No distance column at all (a search without an origin): the same neutral closeness the feed adds.
    expect(await value(closenessSql(null))).toBeCloseTo(NEUTRAL_CLOSENESS, 12);
    expect(NEUTRAL_CLOSENESS).toBeCloseTo(0.2, 12);
  });
});
