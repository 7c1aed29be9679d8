import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { categoryGroups } from '../../../domain/categories';
import { addDays, todayIn } from '../../../domain/dates';
import { publicPoint } from '../../../domain/location-policy';
import { SEARCH_COUNT_CAP, type SearchResponse } from '../../../domain/discovery';
import { MAX_QUERY_LENGTH, searchSorts, type SearchSort } from '../../../domain/search';
import { queryRows } from '../../db/client';
import { createListing, createProfile } from '../../test/factories';
import { noSearchFilters } from '../../test/search-filters';
import { useTestApp } from '../../test/test-app';
import { publicDistanceKmSql } from './ranking-sql';
import { correctedQuery, type PathThresholds, rankSearch, splitExclusions } from './search-plan';
import { type SearchFilters, searchConditions, searchCountSql, searchPageSql, sortExpression } from './search-query';

const telAviv = { lat: 32.0853, lng: 34.7818 };
const PAGE = 15;
const haifa = { lat: 32.794, lng: 34.9896 };
const allCategories = categoryGroups.flatMap((group) => [...group.categories]);

/**
 * The search's access paths (search-plan.ts) against the former single query (search-query.ts), on one fixed
 * data set: the same order, page after page, and the same count, for every sort and filter, over the
 * listings each finds. The former query matched `@@ words or words <% search_text`; the planned search
 * matches the words by full text (decision 0014), and when they find too few, the words like them in the
 * listings' titles and categories too (decision 0023) — so the expected answer is the former query's sort
 * and filters over the full-text matches of the words and, on the fallback path, of their corrections.
 */
describe('search relevance: the planned search against the former query', () => {
  const ctx = useTestApp();
  let today: string;
  let viewerId: string;

  beforeAll(async () => {
    const t = ctx();
    today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    viewerId = (await createProfile(t.db)).id;
    const soon = datesToMultirangeLiteral(nextDates(today, 30));
    const later = datesToMultirangeLiteral(nextDates(addDays(today, 20), 30));
    const place = (point: { lat: number; lng: number }, town: string) => ({ locationLat: point.lat, locationLng: point.lng, location: `Main St 1, ${town}, Israel` });
    for (const [title, category, price, point, town] of [
      ['Longboard surfboard 9ft', 'Watersports', '80.00', telAviv, 'Tel Aviv-Yafo'],
      ['Soft-top surfboard for beginners', 'Watersports', '60.00', haifa, 'Haifa'],
      ['Surfboard wax and leash', 'Watersports', '15.00', telAviv, 'Tel Aviv-Yafo'],
      ['Four person tent', 'Outdoors', '45.00', haifa, 'Haifa'],
      ['Camping tent with tarp', 'Outdoors', '55.00', telAviv, 'Tel Aviv-Yafo'],
      ['Folding event tables x3', 'Furniture', '150.00', telAviv, 'Tel Aviv-Yafo'],
      ['Event tent 6x3 gazebo', 'Furniture', '200.00', haifa, 'Haifa'],
      // "content" is a near-miss of "tent" (word similarity 0.6), not a full-text match.
      ['Content creator ring light', 'Cameras', '35.00', telAviv, 'Tel Aviv-Yafo'],
    ] as const) {
      await createListing(t.db, { ownerId: owner.id, title, category, pricePerDay: price, ...place(point, town), available: soon, reviewCount: 3, ratingSum: 12 });
    }
    await createListing(t.db, { ownerId: viewerId, title: 'Viewer own surfboard', category: 'Watersports', available: soon });
    // In Tel Aviv, with a word common on this data set: a search there by the viewer must leave it out on every path.
    await createListing(t.db, { ownerId: viewerId, title: 'Viewer own mountain bike', category: 'Bicycles & Scooters', available: soon });
    // 240 more: varied words, prices, ratings, towns, dates, for-sale, categories; some without coordinates.
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day,
        available, review_count, rating_sum, for_sale, sale_price)
      select ${owner.id}::uuid,
        (array['Mountain bike', 'Canon camera', 'Camping stove', 'Bike rack', 'Drill set', 'Tent pegs', 'Stroller', 'Kayak paddle'])[1 + g % 8] || ' ' || g,
        (array['Well kept', 'Barely used, with a tent bag', 'Pick up in the evening'])[1 + g % 3],
        (${sql.raw(`array[${allCategories.map((category) => `'${category.replace(/'/g, "''")}'`).join(',')}]`)})[1 + g % ${allCategories.length}],
        'Street ' || g || ', ' || (array['Tel Aviv-Yafo', 'Haifa', 'Jerusalem'])[1 + g % 3] || ', Israel',
        case when g % 11 = 0 then null else (array[32.0853, 32.794, 31.7683])[1 + g % 3] + ((g * 37) % 100 / 100.0 - 0.5) * 0.1 end,
        case when g % 11 = 0 then null else (array[34.7818, 34.9896, 35.2137])[1 + g % 3] + ((g * 53) % 100 / 100.0 - 0.5) * 0.1 end,
        (10 + (g * 13) % 300)::numeric(12, 2),
        case when g % 2 = 0 then ${soon}::datemultirange else ${later}::datemultirange end,
        g % 9, (g % 9) * (2 + g % 4), g % 5 = 0, case when g % 5 = 0 then 500 end
      from generate_series(1, 240) g`);
    await t.db.execute(sql`analyze listings`);
  });

  function filtersOf(text: string | null, extra: Partial<SearchFilters>): SearchFilters {
    return { ...noSearchFilters, text, ...extra };
  }

  type Origin = { lat: number; lng: number } | null;
  async function former(filters: SearchFilters, sort: SearchSort, origin: Origin = filters.place?.point ?? telAviv, among?: Set<string>, textCap?: number) {
    let where = searchConditions(filters, today);
    if (among) {
      const ids = sql.join([...among, '00000000-0000-4000-8000-000000000000'].map((id) => sql`${id}::uuid`), sql`, `);
      where = sql`${searchConditions({ ...filters, text: null }, today)} and l.id in (${ids})`;
    }
    const rows = await queryRows<{ id: string; distance_km: number | null }>(
      ctx().db,
      searchPageSql({ where, sort: sortExpression({ sort, origin, text: filters.text, ...(textCap === undefined ? {} : { textCap }) }), origin, after: null, limit: 10_000 }),
    );
    const [count] = await queryRows<{ total: number }>(ctx().db, searchCountSql(where, SEARCH_COUNT_CAP));
    const distances = rows.map((row) => (row.distance_km === null ? null : Number(row.distance_km)));
    return { ids: rows.map((row) => row.id), distances, total: Number(count!.total) };
  }

  /**
   * What the planned search finds for the words: their full-text matches, and on the fallback path their corrections',
   * with the text score's cap when one word no listing has as typed was corrected (decision 0037).
   */
  async function matchesOf(text: string, path: string): Promise<{ among: Set<string>; textCap?: number }> {
    const found = await fullTextMatches(text);
    if (path !== 'fallback') return { among: found };
    const corrected = await ctx().db.transaction((tx) => correctedQuery(tx, text));
    if (!corrected) return { among: found };
    const rows = await queryRows<{ id: string }>(ctx().db, sql`select id from listings where search_vector @@ ${corrected.match}`);
    const among = new Set([...found, ...rows.map((row) => row.id)]);
    return found.size === 0 && corrected.closest !== null ? { among, textCap: corrected.closest } : { among };
  }

  /** Every page of the planned search, PAGE at a time through the keyset cursor. */
  async function planned(filters: SearchFilters, sort: SearchSort, thresholds?: PathThresholds, origin: Origin = filters.place?.point ?? telAviv) {
    const ids: string[] = [];
    const distances: (number | null)[] = [];
    let after: { key: number; id: string } | null = null;
    let total = -1;
    let path = '';
    for (let pages = 0; pages < 100; pages += 1) {
      const result = await ctx().db.transaction((tx) =>
        rankSearch(
          tx,
          {
            filters,
            today,
            sort: sortExpression({ sort, origin, text: filters.text }),
            distance: origin ? publicDistanceKmSql(sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`) : sql`null::float8`,
            after,
            limit: PAGE,
            countCap: SEARCH_COUNT_CAP,
          },
          thresholds,
        ),
      );
      if (total === -1) total = result.total;
      path = result.path;
      ids.push(...result.rows.map((row) => row.id));
      distances.push(...result.rows.map((row) => row.distance_km));
      const last = result.rows.at(-1);
      if (!last || result.rows.length < PAGE) break;
      after = { key: last.key, id: last.id };
    }
    return { ids, distances, total, path };
  }

  async function fullTextMatches(text: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(ctx().db, sql`select id from listings where search_vector @@ websearch_to_tsquery('english', ${text})`);
    return new Set(rows.map((row) => row.id));
  }

  const texts = [null, 'sufboard', 'surfboard', 'tent', 'bike', 'camera', 'kayak', 'tents', 'mountian bike', '12', 'zebra'];
  const filterSets: [string, () => Partial<SearchFilters>][] = [
    ['no filter', () => ({})],
    ['price cap', () => ({ maxPrice: 100 })],
    ['price range', () => ({ minPrice: 50, maxPrice: 200 })],
    ['min rating', () => ({ minRating: 3.5 })],
    ['for sale', () => ({ forSaleOnly: true })],
    ['categories', () => ({ categories: ['Outdoors', 'Watersports', 'Bicycles & Scooters'] })],
    ['dates ± 2', () => ({ windows: [-2, -1, 0, 1, 2].map((shift) => ({ start: addDays(today, 3 + shift), end: addDays(today, 6 + shift) })) })],
    ['town', () => ({ place: { kind: 'city', names: ['Tel Aviv-Yafo'], street: null, point: telAviv } })],
    // An address: its street within the town, or anything within 0.4 km of its point.
    ['address', () => ({ place: { kind: 'address', names: ['Tel Aviv-Yafo'], street: 'Main St 1', point: publicPoint(telAviv) } })],
    ['town, dates and a price range', () => ({
      place: { kind: 'city', names: ['Haifa'], street: null, point: haifa },
      windows: [0, 1].map((shift) => ({ start: addDays(today, 22 + shift), end: addDays(today, 24 + shift) })),
      minPrice: 20,
      maxPrice: 200,
      forSaleOnly: false,
      categories: ['Outdoors', 'Tools', 'Cameras', 'Bicycles & Scooters'],
    })],
    ['signed in', () => ({ viewerId })],
    ['town, signed in', () => ({ place: { kind: 'city', names: ['Tel Aviv-Yafo'], street: null, point: telAviv }, viewerId })],
    ['everything', () => ({ maxPrice: 250, minRating: 2, place: { kind: 'city', names: ['Haifa'], street: null, point: haifa }, viewerId })],
  ];
  const thresholdSets: [string, PathThresholds | undefined][] = [
    ['default thresholds', undefined],
    // Small thresholds send the same words down the text-first and common paths on this small data set.
    ['small thresholds', { fewMatches: 3, textFirstMax: 12 }],
  ];

  for (const [thresholdLabel, thresholds] of thresholdSets) {
    for (const [label, extra] of filterSets) {
      it(`${label}, ${thresholdLabel}: same listings, order and count as before, for every text and sort`, async () => {
        const paths = new Set<string>();
        for (const text of texts) {
          for (const { value: sort } of searchSorts) {
            const filters = filtersOf(text, extra());
            const before = await former(filters, sort);
            const after = await planned(filters, sort, thresholds);
            paths.add(after.path);
            const context = `${text ?? '(no text)'} / ${sort} / ${after.path}`;
            // The place-first path is compared on real answers, not on two empty ones.
            if (after.path === 'place-first') expect(before.ids.length, context).toBeGreaterThan(0);
            const matched = text === null ? null : await matchesOf(text, after.path);
            const expected = matched === null ? before : await former(filters, sort, undefined, matched.among, matched.textCap);
            expect(after.ids, context).toEqual(expected.ids);
            // Each listing's distance from the place (or the searcher) too: the place paths take it from its point.
            expect(after.distances, context).toEqual(expected.distances);
            expect(after.total, context).toBe(expected.total);
          }
        }
        // A town's searches without text take the place-first path; every other search without text, no-text.
        const placed = filtersOf(null, extra()).place?.point != null;
        if (thresholds) expect([...paths].sort()).toEqual(['common', 'fallback', placed ? 'place-first' : 'no-text', 'text-first'].sort());
      }, 120_000);
    }
  }

  it('without an origin (a visitor, no town): relevance and distance walk the quality order, same answers as before', async () => {
    for (const extra of [{}, { maxPrice: 100 }, { minRating: 3.5, forSaleOnly: true }, { viewerId }]) {
      for (const sort of ['relevance', 'distance'] as const) {
        for (const thresholds of [undefined, { fewMatches: 3, textFirstMax: 12 }]) {
          for (const text of [null, 'bike', 'sufboard']) {
            const filters = filtersOf(text, extra);
            const before = await former(filters, sort, null);
            const after = await planned(filters, sort, thresholds, null);
            const context = `${text} / ${sort} / ${JSON.stringify(extra)} / ${after.path}`;
            const matched = text === null ? null : await matchesOf(text, after.path);
            const expected = matched === null ? before : await former(filters, sort, null, matched.among, matched.textCap);
            expect(after.ids, context).toEqual(expected.ids);
            expect(after.total, context).toBe(expected.total);
          }
        }
      }
    }
  }, 120_000);

  it('words only left out ("-tent", "tent or -bike"): the listings without them, in the order and count of the search without words', async () => {
    for (const text of ['-tent', '-tent -surfboard', '- bike', 'tent or -bike', '-"camping tent"']) {
      const among = await fullTextMatches(text);
      for (const [label, extra] of filterSets) {
        for (const { value: sort } of searchSorts) {
          const after = await planned(filtersOf(text, extra()), sort);
          const expected = await former(filtersOf(null, extra()), sort, undefined, among);
          const context = `${text} / ${label} / ${sort} / ${after.path}`;
          expect(['no-text', 'place-first'], context).toContain(after.path);
          expect(after.ids, context).toEqual(expected.ids);
          expect(after.distances, context).toEqual(expected.distances);
          expect(after.total, context).toBe(expected.total);
        }
      }
    }
    // A visitor without a town: relevance and distance in the quality order, as without words.
    for (const text of ['-tent', 'tent or -bike']) {
      const among = await fullTextMatches(text);
      for (const sort of ['relevance', 'distance'] as const) {
        const after = await planned(filtersOf(text, {}), sort, undefined, null);
        const expected = await former(filtersOf(null, {}), sort, null, among);
        expect(after.path, `${text} / ${sort}`).toBe('no-text');
        expect(after.ids, `${text} / ${sort}`).toEqual(expected.ids);
        expect(after.total, `${text} / ${sort}`).toBe(expected.total);
      }
    }
    // A word left out twice is the word ("--tent" is "tent"): its listings, by the word's relevance.
    const twice = await planned(filtersOf('--tent', {}), 'relevance');
    expect(twice.path).not.toMatch(/no-text|place-first/);
    expect(new Set(twice.ids)).toEqual(await fullTextMatches('tent'));
  }, 120_000);

  it('tolerates typos: "sufboard" finds the surfboards first', async () => {
    const { ids } = await planned(filtersOf('sufboard', {}), 'relevance');
    const titles = await titlesOf(ids);
    expect(titles.slice(0, 3).every((title) => /surfboard/i.test(title)), titles.join(', ')).toBe(true);
  });

  it('ranks an exact word above near-misses: "tent" lists tents before "content creator"', async () => {
    // With near-misses (the fallback path, as when few listings have the word) and without them.
    for (const [thresholds, path] of [
      [{ fewMatches: 10_000, textFirstMax: 20_000 }, 'fallback'],
      [undefined, 'text-first'],
    ] as const) {
      const { ids, path: taken } = await planned(filtersOf('tent', {}), 'relevance', thresholds);
      expect(taken).toBe(path);
      const titles = await titlesOf(ids);
      const nearMiss = titles.indexOf('Content creator ring light');
      const tents = titles.flatMap((title, index) => (/\btent\b/i.test(title) ? [index] : []));
      // Every listing with the word in its title, first; then the rest.
      expect(tents, titles.join(', ')).toEqual(tents.map((_, index) => index));
      expect(tents.length).toBeGreaterThan(3);
      if (path === 'fallback') expect(nearMiss, titles.join(', ')).toBeGreaterThan(tents.at(-1)!);
      else expect(nearMiss).toBe(-1);
    }
  });

  it('corrects each misspelt word of a few against the words of the listings, and never a number', async () => {
    const { ids, path } = await planned(filtersOf('mountian bike', {}), 'relevance');
    expect(path).toBe('fallback');
    const titles = await titlesOf(ids);
    const mountainBikes = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings where title like 'Mountain bike %'`);
    expect(titles.filter((title) => title.startsWith('Mountain bike ')).length).toBe(mountainBikes[0]!.n);
    expect(titles.every((title) => /mountain/i.test(title)), titles.join(', ')).toBe(true);
    // Words the query excludes stay excluded from the corrected query.
    const withoutWax = await titlesOf((await planned(filtersOf('sufboard -wax', {}), 'relevance')).ids);
    expect(withoutWax.filter((title) => /surfboard/i.test(title)).length, withoutWax.join(', ')).toBeGreaterThanOrEqual(2);
    expect(withoutWax.some((title) => /wax/i.test(title)), withoutWax.join(', ')).toBe(false);
    expect(splitExclusions('sufboard -wax -"and leash" kit')).toEqual({ wanted: 'sufboard   kit', excluded: ['wax', 'and leash'] });
    for (const text of ['12', 'zebra', 'the']) {
      expect(await ctx().db.transaction((tx) => correctedQuery(tx, text)), text).toBeNull();
    }
  });

  it('keeps a right word of several as typed: "light tent" does not bring the ring light by "content"', async () => {
    // Both words are words of at least 50 listings, never together. Widened, "tent" would bring "content", and with it
    // "Content creator ring light" (decision 0038).
    const owner = await createProfile(ctx().db);
    const soon = datesToMultirangeLiteral(nextDates(today, 30));
    await ctx().db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available)
      select ${owner.id}::uuid, 'Studio light ' || g, 'With a stand', 'Cameras', 'Street 1, Haifa, Israel', 20, ${soon}::datemultirange from generate_series(1, 60) g`);
    // A misspelling in one title puts the word in the table of words; it is still not a right word.
    await createListing(ctx().db, { ownerId: owner.id, title: 'Surfbord fins', category: 'Watersports', available: soon });
    try {
      const { ids, total, path } = await planned(filtersOf('light tent', {}), 'relevance');
      expect(path).toBe('fallback');
      expect(await titlesOf(ids)).toEqual([]);
      expect(total).toBe(0);
      // A no-break space separates words too.
      for (const text of ['light tent', 'light\u00a0tent']) expect(await ctx().db.transaction((tx) => correctedQuery(tx, text)), text).toBeNull();
      const tsquery = async (text: string) => {
        const corrected = (await ctx().db.transaction((tx) => correctedQuery(tx, text)))!;
        const [query] = await queryRows<{ text: string }>(ctx().db, sql`select (${corrected.match})::text as text`);
        return query!.text;
      };
      // With a misspelt word, only that one is widened.
      expect(await tsquery('sufboard tent')).toMatch(/'surfboard'/);
      expect(await tsquery('sufboard tent')).not.toMatch(/content/);
      // "surfbord" is in one title: widened all the same, it finds the surfboard wax.
      expect(await tsquery('surfbord wax')).toMatch(/'surfboard'/);
      expect(await titlesOf((await planned(filtersOf('surfbord wax', {}), 'relevance')).ids)).toContain('Surfboard wax and leash');
      // A single word is still widened: few listings having it may be a misspelling in a title. Stop words are not
      // words of the search ("the tent" is one word, as "tent" is), and are not widened themselves.
      for (const text of ['tent', 'the tent']) {
        expect(await tsquery(text), text).toMatch(/content/);
        expect(await tsquery(text), text).not.toMatch(/the/);
      }
    } finally {
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
    }
  });

  it('knows the words of a new or renamed listing at once', async () => {
    const owner = await createProfile(ctx().db);
    const soon = datesToMultirangeLiteral(nextDates(today, 30));
    const listing = await createListing(ctx().db, { ownerId: owner.id, title: 'Inflatable paddleboard', category: 'Watersports', available: soon });
    const found = async (text: string) => (await planned(filtersOf(text, {}), 'relevance')).ids.includes(listing.id);
    expect(await found('padleboard')).toBe(true);
    await ctx().db.execute(sql`update listings set title = 'Hammock with straps' where id = ${listing.id}::uuid`);
    expect(await found('hamock')).toBe(true);
    expect(await found('padleboard')).toBe(false);
    await ctx().db.execute(sql`delete from listings where id = ${listing.id}::uuid`);
  });

  async function titlesOf(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: string; title: string }>(ctx().db, sql`select id, title from listings where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    const byId = new Map(rows.map((row) => [row.id, row.title]));
    return ids.map((id) => byId.get(id)!);
  }

  describe('bad input answers with a correct result, never a 500', () => {
    async function search(query: Record<string, string>): Promise<{ status: number; body: SearchResponse }> {
      const response = await ctx().app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams(query)}` });
      return { status: response.statusCode, body: response.json() };
    }
    const same = async (q: string, sort: SearchSort = 'relevance') => {
      const { status, body } = await search({ q, sort, limit: '100' });
      expect(status, `${q}: ${JSON.stringify(body)}`).toBe(200);
      return body;
    };

    it('one character, the maximum length, 30 words, stop words, punctuation, LIKE and regex characters, mixed scripts', async () => {
      const cases: [string, (body: SearchResponse) => void][] = [
        ['t', () => undefined],
        ['x'.repeat(MAX_QUERY_LENGTH), (body) => expect(body.total).toBe(0)],
        [Array.from({ length: 30 }, (_, index) => `word${index}`).join(' '), (body) => expect(body.total).toBe(0)],
        ['tent '.repeat(30).trim().slice(0, MAX_QUERY_LENGTH), (body) => expect(body.total).toBeGreaterThan(0)],
        ['the and of a', () => undefined],
        ['!!! ??? ...', (body) => expect(body.total).toBe(0)],
        ['%', (body) => expect(body.total).toBe(0)],
        ['_', (body) => expect(body.total).toBe(0)],
        ['\\', (body) => expect(body.total).toBe(0)],
        ['50%_off\\', () => undefined],
        ['אוהל tent', () => undefined],
        ['אוהל', (body) => expect(body.total).toBe(0)],
        ["'; drop table listings; --", () => undefined],
      ];
      for (const [q, check] of cases) {
        for (const { value: sort } of searchSorts) {
          const body = await same(q, sort);
          check(body);
          // The count agrees with the rows whenever everything fits on the page.
          if (!body.next_cursor) expect(body.total, q).toBe(body.listings.length);
        }
      }
      expect(await search({ q: 'x'.repeat(MAX_QUERY_LENGTH + 1) }).then((result) => result.status)).toBe(400);
    });

    it('a cursor from another sort gives a page of that sort, not an error', async () => {
      const first = await search({ q: 'bike', sort: 'price_desc', limit: '3' });
      expect(first.status).toBe(200);
      const cursor = first.body.next_cursor!;
      for (const { value: sort } of searchSorts) {
        const next = await search({ q: 'bike', sort, limit: '3', cursor });
        expect(next.status, JSON.stringify(next.body)).toBe(200);
      }
    });

    it('a minimum rating of 5 that nothing reaches gives an empty page', async () => {
      for (const { value: sort } of searchSorts) {
        const { status, body } = await search({ q: 'surfboard', minRating: '5', sort });
        expect(status).toBe(200);
        expect(body).toMatchObject({ listings: [], total: 0, total_capped: false, next_cursor: null });
      }
    });
  });
});
