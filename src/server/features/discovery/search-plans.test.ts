import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { categoryGroups } from '../../../domain/categories';

const allCategories = categoryGroups.flatMap((group) => [...group.categories]);
import { addDays, todayIn } from '../../../domain/dates';
import { searchSorts } from '../../../domain/search';
import { inlinedText, isServerPool, queryRows } from '../../db/client';
import { createListing, createProfile } from '../../test/factories';
import { noSearchFilters } from '../../test/search-filters';
import { useTestApp } from '../../test/test-app';
import { pageStatement, reachKm, seedStatement, VIEWER_POINTS_KM } from './feed-by-points';
import { neutralFeedSql, personalFeedSql } from './feed-query';
import { publicDistanceKmSql } from './ranking-sql';
import {
  boundedAttempt,
  boundedDepth,
  boundedPage,
  correctedQuery,
  exactBoundedPage,
  correctionStatement,
  fewMatchesPage,
  indexedPage,
  indexedStatements,
  isPlaceFirst,
  MAX_BOUNDED_DEPTH,
  mayLeaveWordsOut,
  pageWalks,
  type PageSpec,
  placeFirstPage,
  placeTextPage,
  PROBE_SAMPLE,
  type PlannedStatement,
  rankSearch,
  rightWordsStatement,
  runPlanned,
  TEXT_FIRST_MAX,
  textFirstPage,
  typedQuery,
  walkedPage,
} from './search-plan';
import { publicPointsSql, readPublicPoints } from './public-points';
import { ADDRESS_RADIUS_KM, CITY_RADIUS_KM, type SearchFilters, searchConditions, searchPageSql, sortExpression } from './search-query';
import { READS_PER_WINDOW_ENTRY, signatureWalkable } from './signature-walk';

/**
 * The plans every search and feed statement gets on a realistically sized table (40,000 listings, fresh
 * statistics): none may read the listings table sequentially, or walk an index testing `<%` (a trigram
 * similarity) on each row — the plan that read the whole table for a rare word. A rare term (one listing's
 * number), an absent one, a medium one and a common one, under each of the five sorts.
 */
const LISTINGS = 40_000;
const telAviv = { lat: 32.0853, lng: 34.7818 };

describe('search and feed plans at scale', () => {
  // Bulk set-up and data changes, and nothing asked of the app over HTTP: no statement limit on the pool's connections.
  const ctx = useTestApp({}, {}, { poolStatementTimeout: false });
  let today: string;

  /**
   * The plan in a transaction (SET LOCAL), and on a PostgreSQL server's pool, where the settings travel with the
   * statement (queryRowsAfter): the same steps, or the settings did not reach the planner. (Their costs and row widths
   * may differ: a parameter and the literal written in its place are not always folded alike.)
   */
  async function explain(planned: PlannedStatement): Promise<string> {
    const explained = { ...planned, statement: sql`explain ${planned.statement}` };
    const planOf = (rows: Record<string, string>[]) => rows.map((row) => Object.values(row)[0]).join('\n');
    const steps = (plan: string) => plan.replace(/\(cost=[^)]*\)/g, '');
    const plan = planOf(await ctx().db.transaction((tx) => runPlanned<Record<string, string>>(tx, explained)));
    if (isServerPool(ctx().db)) expect(steps(planOf(await runPlanned<Record<string, string>>(ctx().db, explained)))).toBe(steps(plan));
    return plan;
  }
  /** The search's place read as search-service.ts reads it: once, then given to the statements. */
  const pointsOf = (page: PageSpec) => readPublicPoints(ctx().db, page.filters.place!.point!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM);
  const explainSql = async (statement: SQL) =>
    (await queryRows<Record<string, string>>(ctx().db, sql`explain ${statement}`)).map((row) => Object.values(row)[0]).join('\n');

  /** The generic plan a prepared statement may keep: planned once without its parameters' values, then reused. */
  const explainGeneric = (statement: SQL) =>
    ctx().db.transaction(async (tx) => {
      const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(statement);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare generic_plan as ${text}`));
      try {
        // EXPLAIN takes no bound parameters: the values written in as literals.
        const execute = inlinedText(sql`explain execute generic_plan(${sql.join(params.map((param) => sql`${param}`), sql`, `)})`);
        const rows = await queryRows<Record<string, string>>(tx, sql.raw(execute));
        return rows.map((row) => Object.values(row)[0]).join('\n');
      } finally {
        // A prepared statement outlives the transaction: the next test's would meet it.
        await tx.execute(sql`deallocate generic_plan`);
      }
    });

  function expectIndexOnly(plan: string) {
    expect(plan, plan).not.toMatch(/Seq Scan on listings/);
    // No trigram test on listings at all: misspelt words are corrected against the table of words.
    expect(plan, plan).not.toMatch(/<%|%>/);
  }

  beforeAll(async () => {
    const t = ctx();
    today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    const available = datesToMultirangeLiteral(nextDates(today, 60));
    // 1 listing in 5 a camera (common), 1 in 100 a ladder (medium); every title ends in its own number (rare).
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day,
        available, review_count, rating_sum, for_sale, sale_price)
      select ${owner.id}::uuid,
        case when g % 100 = 0 then 'Aluminium extension ladder'
          else (array['Canon camera', 'Mountain bike', 'Camping tent', 'Cordless drill', 'Baby stroller'])[1 + g % 5] end || ' #' || g,
        'Well kept, pick up any time',
        (${sql.raw(`array[${allCategories.map((category) => `'${category.replace(/'/g, "''")}'`).join(',')}]`)})[1 + g % ${allCategories.length}],
        'Street ' || g || ', ' || (array['Tel Aviv-Yafo', 'Haifa', 'Jerusalem', 'Eilat'])[1 + g % 4] || ', Israel',
        (array[32.0853, 32.794, 31.7683, 29.5577])[1 + g % 4] + ((g * 37) % 1000 / 1000.0 - 0.5) * 0.2,
        (array[34.7818, 34.9896, 35.2137, 34.9519])[1 + g % 4] + ((g * 53) % 1000 / 1000.0 - 0.5) * 0.2,
        (10 + g % 490)::numeric(12, 2), ${available}::datemultirange, g % 40, (g % 40) * (3 + g % 3),
        g % 7 = 0, case when g % 7 = 0 then 1000 end
      from generate_series(1, ${LISTINGS}) g`);
    // As a real table is: vacuumed (PostgreSQL's autovacuum; the embedded database's bench data and demo load).
    await t.db.execute(sql`vacuum analyze listings`);
  }, 180_000);

  function spec(text: string | null, sort: (typeof searchSorts)[number]['value'], extra: Partial<SearchFilters> = {}): PageSpec {
    const filters: SearchFilters = { ...noSearchFilters, text, ...extra };
    const origin = filters.place?.point ?? telAviv;
    return {
      filters,
      today,
      sort: sortExpression({ sort, origin, text }),
      distance: publicDistanceKmSql(sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`),
      after: null,
      limit: 50,
      countCap: 1000,
    };
  }

  const terms = [
    { kind: 'rare', text: '12345', path: 'fallback', corrected: false },
    { kind: 'absent', text: 'kayak', path: 'fallback', corrected: false },
    { kind: 'misspelt', text: 'ladedr', path: 'fallback', corrected: false },
    { kind: 'misspelt common', text: 'camra', path: 'fallback', corrected: true },
    { kind: 'medium', text: 'ladder', path: 'text-first', corrected: false },
    { kind: 'common', text: 'camera', path: 'common', corrected: false },
  ] as const;

  for (const term of terms) {
    for (const { value: sort } of searchSorts) {
      it(`${term.kind} term "${term.text}", ${sort}: the ${term.path} path, from the indexes`, async () => {
        const page = spec(term.text, sort);
        const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
        expect(ranked.path).toBe(term.path);
        // On a server's pool, as the app runs it: the same page by the same steps.
        if (isServerPool(ctx().db)) expect(await rankSearch(ctx().db, page)).toEqual(ranked);
        const first = await explain(textFirstPage(page, typedQuery(term.text)));
        expectIndexOnly(first);
        expect(first).toMatch(/Bitmap Index Scan on listings_search_vector_idx/);
        let match = typedQuery(term.text);
        if (term.path === 'fallback') {
          // Too few matches: the words like the typed ones come from the trigram index of the table of words.
          const correction = await explain(correctionStatement(term.text));
          expect(correction).toMatch(/Bitmap Index Scan on search_words_word_trgm/);
          expect(correction).not.toMatch(/listings/);
          // Of several words, the right ones are counted from the text index (decision 0038).
          const rightWords = await explain(rightWordsStatement(`${term.text} camera`));
          expectIndexOnly(rightWords);
          expect(rightWords).toMatch(/Bitmap Index Scan on listings_search_vector_idx/);
          const corrected = await ctx().db.transaction((tx) => correctedQuery(tx, term.text));
          expect(corrected !== null, term.text).toBe(term.corrected);
          if (corrected) {
            match = corrected.match;
            expectIndexOnly(await explain(textFirstPage(page, match)));
            // "camra" is "camera": as common as the word itself.
            expect(ranked.total).toBe(1000 + 1);
          }
        }
        if (term.path === 'common' || term.corrected) {
          const { page: pageStatement, count, pageWithCount } = indexedStatements(page, ranked.total, match);
          for (const statement of [pageStatement, count, pageWithCount].filter((entry) => entry !== null)) expectIndexOnly(await explain(statement));
        }
      });
    }
  }

  it('a page that scores every match counts them in the same read: the page and the total equal the page and the count', async () => {
    const cases = [
      { text: 'camera', sort: 'relevance' },
      { text: 'camera', sort: 'distance' },
      { text: 'camra', sort: 'relevance' },
      { text: 'camera', sort: 'relevance', extra: { maxPrice: 120 } },
      { text: 'camera', sort: 'relevance', extra: { maxPrice: 12 } },
    ] as const;
    for (const { text, sort, ...rest } of cases) {
      const extra: Partial<SearchFilters> = 'extra' in rest ? rest.extra : {};
      const page = spec(text, sort, extra);
      const match = (await ctx().db.transaction((tx) => correctedQuery(tx, text)))?.match ?? typedQuery(text);
      const statements = indexedStatements(page, null, match);
      expect(statements.pageWithCount, `${text} ${sort}`).not.toBeNull();
      const separate = await ctx().db.transaction(async (tx) => ({
        ids: (await runPlanned<{ id: string }>(tx, statements.page)).map((row) => row.id),
        total: Number((await runPlanned<{ total: number }>(tx, statements.count!))[0]!.total),
      }));
      const together = await ctx().db.transaction((tx) => runPlanned<{ id: string; total: number }>(tx, statements.pageWithCount!));
      expect(together.map((row) => row.id), `${text} ${sort}`).toEqual(separate.ids);
      expect(together.length === 0 ? 0 : Number(together[0]!.total), `${text} ${sort}`).toBe(separate.total);
      // Through the whole search too.
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
      // (A common word without other filters is counted by its probe, past the cap.)
      expect({ ids: ranked.rows.map((row) => row.id), total: Math.min(ranked.total, 1001) }, `${text} ${sort}`).toEqual(separate);
    }
    // An order an index gives (price), a later page, or a count already known: the page alone, and the count apart.
    expect(indexedStatements(spec('camera', 'price_asc'), null, typedQuery('camera')).pageWithCount).toBeNull();
    expect(indexedStatements({ ...spec('camera', 'relevance'), after: { key: 0.5, id: '00000000-0000-0000-0000-000000000000' }, knownTotal: null }, null, typedQuery('camera')).pageWithCount).toBeNull();
    expect(indexedStatements({ ...spec('camera', 'relevance'), knownTotal: 1001 }, null, typedQuery('camera')).pageWithCount).toBeNull();
  });

  it('a common word sorted by relevance without an origin: a few hundred listings by quality are scored, not every match', async () => {
    // 2,000 listings with a word of their own and many different qualities (ratings and review counts vary).
    const owner = await createProfile(ctx().db);
    await ctx().db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available, review_count, rating_sum)
      select ${owner.id}::uuid, 'Theodolite survey kit ' || g, 'Tripod included', 'Tools', 'Street 1, Haifa, Israel', 40,
        ${datesToMultirangeLiteral(nextDates(today, 60))}::datemultirange, 1 + g % 23, (1 + g % 23) * (10 + g % 31) / 10
      from generate_series(1, 2000) g`);
    // Without the cap, this one would outrank them all for "theodolyte" (word similarity 0.91 across "theodo lyte",
    // against 0.64 for "theodolite"): the least reviewed, it comes last with the cap.
    await createListing(ctx().db, { ownerId: owner.id, title: 'Theodo lyte theodolite set', category: 'Tools', available: datesToMultirangeLiteral(nextDates(today, 60)) });
    await ctx().db.execute(sql`analyze listings`);
    const visitor = (text: string, depth: number, after: PageSpec['after'] = null): PageSpec => ({
      ...spec(text, 'relevance'),
      sort: sortExpression({ sort: 'relevance', origin: null, text }),
      distance: sql`null::float8`,
      after,
      depth,
    });
    try {
      expectIndexOnly(await explain(boundedPage(visitor('theodolite', 0), typedQuery('theodolite'))!));
      const scoringEveryMatch = async (page: PageSpec) =>
        ctx().db.transaction(async (tx) => (await runPlanned<{ id: string }>(tx, indexedStatements(page, 2001, typedQuery(page.filters.text!)).page)).map((row) => row.id));
      // The word is in every title: the first pages are proven, and equal the pages that score every match.
      let after: PageSpec['after'] = null;
      for (let depth = 0; depth < 3; depth += 1) {
        const page = visitor('theodolite', depth, after);
        const bounded = await ctx().db.transaction((tx) => exactBoundedPage(tx, page, typedQuery('theodolite')));
        expect(bounded, `page ${depth + 1}`).not.toBeNull();
        expect(bounded!.map((row) => row.id)).toEqual(await scoringEveryMatch(page));
        after = { key: bounded!.at(-1)!.key, id: bounded!.at(-1)!.id };
      }
      // "theodolites" is in no title as typed: no listing can be shown to beat the ones not read.
      expect(await ctx().db.transaction((tx) => exactBoundedPage(tx, visitor('theodolites', 0), typedQuery('theodolites')))).toBeNull();
      // Misspelt, "theodolyte" is in no listing. Its matches are its corrections'; none scores above the closest
      // correction, so with that cap on the text score the bound is proven (decision 0037) — not without it.
      const corrected = (await ctx().db.transaction((tx) => correctedQuery(tx, 'theodolyte')))!;
      expect(corrected.closest).toBeGreaterThan(0.5);
      expect(corrected.closest).toBeLessThan(1);
      expect(await ctx().db.transaction((tx) => exactBoundedPage(tx, visitor('theodolyte', 0), corrected.match))).toBeNull();
      const capped = (depth: number, pageAfter: PageSpec['after']): PageSpec => ({
        ...visitor('theodolyte', depth, pageAfter),
        sort: sortExpression({ sort: 'relevance', origin: null, text: 'theodolyte', textCap: corrected.closest! }),
      });
      after = null;
      for (let depth = 0; depth < 3; depth += 1) {
        const page = capped(depth, after);
        const bounded = await ctx().db.transaction((tx) => exactBoundedPage(tx, page, corrected.match));
        expect(bounded, `misspelt page ${depth + 1}`).not.toBeNull();
        const every = await ctx().db.transaction(async (tx) => (await runPlanned<{ id: string }>(tx, indexedStatements(page, 2001, corrected.match).page)).map((row) => row.id));
        expect(bounded!.map((row) => row.id)).toEqual(every);
        after = { key: bounded!.at(-1)!.key, id: bounded!.at(-1)!.id };
      }
      // The search itself caps the score when it corrects the word: its first page is that page.
      const searched = await ctx().db.transaction((tx) => rankSearch(tx, visitor('theodolyte', 0)));
      const first = await ctx().db.transaction((tx) => exactBoundedPage(tx, capped(0, null), corrected.match));
      expect(searched.path).toBe('fallback');
      expect(searched.bounded, 'the page proven from the bounded read').toBe(true);
      // With a word excluded the key scores the whole text, which no listing's correction reaches: no cap, no bound.
      expect((await ctx().db.transaction((tx) => correctedQuery(tx, 'theodolyte -zebra')))!.closest).toBeNull();
      expect(searched.rows.map((row) => row.id)).toEqual(first!.map((row) => row.id));
      const spanning = await queryRows<{ id: string }>(ctx().db, sql`select id from listings where title = 'Theodo lyte theodolite set'`);
      expect(searched.rows.map((row) => row.id)).not.toContain(spanning[0]!.id);
      // Ties: 8,000 cameras share 40 qualities, so every listing read has the top quality. The exact word makes their
      // keys equal to the bound; the unread ones of that quality come after them by id. Proven, page after page.
      after = null;
      for (let depth = 0; depth < 3; depth += 1) {
        const page = visitor('camera', depth, after);
        const bounded = await ctx().db.transaction((tx) => exactBoundedPage(tx, page, typedQuery('camera')));
        expect(bounded, `camera page ${depth + 1}`).not.toBeNull();
        expect(bounded!.map((row) => row.id)).toEqual(await scoringEveryMatch(page));
        // Read by a signature walk: its window holds every listing read, and the page is the same.
        const [walkedTop] = await ctx().db.transaction((tx) => runPlanned<{ seen: number }>(tx, boundedPage(page, typedQuery('camera'), true)!));
        expect(Number(walkedTop!.seen)).toBe(boundedDepth(page));
        const walked = await ctx().db.transaction((tx) => exactBoundedPage(tx, page, typedQuery('camera'), true));
        expect(walked!.map((row) => row.id), `camera page ${depth + 1}, walked`).toEqual(bounded!.map((row) => row.id));
        after = { key: bounded!.at(-1)!.key, id: bounded!.at(-1)!.id };
      }
      // With an origin (a town, or a signed-in searcher) closeness varies: no bound.
      expect(boundedPage(spec('theodolite', 'relevance'), typedQuery('theodolite'))).toBeNull();
    } finally {
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
      await ctx().db.execute(sql`analyze listings`);
    }
  });

  it('a word whose form as typed is rare among its matches: the bounded read goes deeper before scoring every match', async () => {
    // "sextants" matches both forms by full text; only the titles with "sextants" itself score a text score of 1, one
    // in six, with the same spread of qualities as the others (decision 0040).
    const owner = await createProfile(ctx().db);
    await ctx().db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available, review_count, rating_sum)
      select ${owner.id}::uuid, case when g % 6 = 0 then 'Pair of sextants ' else 'Brass sextant ' end || g, 'In a box', 'Tools',
        'Street 1, Haifa, Israel', 40, ${datesToMultirangeLiteral(nextDates(today, 60))}::datemultirange, 1 + g % 23, (1 + g % 23) * (10 + g % 31) / 10
      from generate_series(1, 1800) g`);
    await ctx().db.execute(sql`analyze listings`);
    const visitor = (depth: number, after: PageSpec['after']): PageSpec => ({
      ...spec('sextants', 'relevance'),
      sort: sortExpression({ sort: 'relevance', origin: null, text: 'sextants' }),
      distance: sql`null::float8`,
      after,
      depth,
    });
    const match = typedQuery('sextants');
    try {
      let after: PageSpec['after'] = null;
      for (let depth = 0; depth < 3; depth += 1) {
        const page = visitor(depth, after);
        // Four pages' worth read by quality hold too few "sextants" to fill the page: not proven at that depth.
        const first = await ctx().db.transaction((tx) => boundedAttempt(tx, page, match, false, boundedDepth(page)));
        expect(first!.page, `page ${depth + 1} at the first depth`).toBeNull();
        expect(first!.reachesBound).toBe(true);
        const bounded = await ctx().db.transaction((tx) => exactBoundedPage(tx, page, match));
        expect(bounded, `page ${depth + 1}`).not.toBeNull();
        const every = await ctx().db.transaction(async (tx) => (await runPlanned<{ id: string }>(tx, indexedStatements(page, 2001, match).page)).map((row) => row.id));
        expect(bounded!.map((row) => row.id)).toEqual(every);
        after = { key: bounded!.at(-1)!.key, id: bounded!.at(-1)!.id };
      }
      // The search takes it: its first page comes from the bounded read.
      const searched = await ctx().db.transaction((tx) => rankSearch(tx, visitor(0, null)));
      expect(searched.bounded).toBe(true);
      // A form in no title ("sextantes" stems like them, and scores under 1 everywhere): no listing reaches the bound,
      // so the read does not go deeper.
      const hopeless = await ctx().db.transaction((tx) => boundedAttempt(tx, { ...visitor(0, null), sort: sortExpression({ sort: 'relevance', origin: null, text: 'sextantes' }) }, typedQuery('sextantes'), false, 200));
      expect(hopeless!.page).toBeNull();
      expect(hopeless!.reachesBound).toBe(false);
    } finally {
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
      await ctx().db.execute(sql`analyze listings`);
    }
  });

  it('a common word in an order an index gives: a signature walk reads the index, and gives the rows the planner\'s statement gives', async () => {
    const visitor = (text: string, sort: (typeof searchSorts)[number]['value'], extra: Partial<SearchFilters> = {}): PageSpec => ({
      ...spec(text, sort, extra),
      sort: sortExpression({ sort, origin: null, text }),
      distance: sql`null::float8`,
    });
    // Dates are tested on each row the walk fetches (decision 0044): days every listing is bookable, and days none is
    // (the walk's window then ends with no page, and the planner's statement gives it).
    const filters: Partial<SearchFilters>[] = [
      {},
      { maxPrice: 120 },
      { minPrice: 300, minRating: 3 },
      { forSaleOnly: true },
      { maxPrice: 12 },
      { viewerId: '00000000-0000-4000-8000-000000000001' },
      { windows: [{ start: addDays(today, 3), end: addDays(today, 5) }, { start: addDays(today, 4), end: addDays(today, 6) }], minRating: 2 },
      { windows: [{ start: addDays(today, 70), end: addDays(today, 72) }] },
    ];
    let walkedPages = 0;
    let cutPages = 0;
    for (const sort of ['price_asc', 'price_desc', 'rating', 'distance'] as const) {
      for (const extra of filters) {
        let page = visitor('camera', sort, extra);
        const match = typedQuery('camera');
        expect(pageWalks(page, match, false), `${sort} ${JSON.stringify(extra)}`).toBe(true);
        for (let depth = 0; depth < 2; depth += 1) {
          const label = `${sort} ${JSON.stringify(extra)} page ${depth + 1}`;
          const expected = await ctx().db.transaction((tx) => runPlanned<{ id: string; key: number }>(tx, indexedPage(page, match)));
          const walked = await ctx().db.transaction((tx) => runPlanned<{ id: string; key: number }>(tx, walkedPage(page, match)));
          // A full page is the page. Fewer rows (the matches ran out: a price of at most 12) are never used, but are
          // still the first ones; so are a window of 300 entries' (of at most 600 read: cut off before the page is full).
          if (walked.length === page.limit) walkedPages += 1;
          expect(walked.map((row) => row.id), label).toEqual(expected.slice(0, walked.length).map((row) => row.id));
          const cut = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, walkedPage(page, match, 300)));
          expect(cut.map((row) => row.id), `${label}, 300 entries`).toEqual(expected.slice(0, cut.length).map((row) => row.id));
          if (cut.length < page.limit) cutPages += 1;
          const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
          expect(ranked.rows.map((row) => row.id), label).toEqual(expected.map((row) => row.id));
          const plan = await explain(walkedPage(page, match));
          expectIndexOnly(plan);
          expect(plan, plan).not.toMatch(/Bitmap Heap Scan on listings/);
          // Without a price range (which the planner may read from the price index instead) the order's own index.
          if (extra.maxPrice === undefined && extra.minPrice === undefined) expect(plan, plan).toMatch(/Index Only Scan (Backward )?using listings_(price|rating|quality)_idx/);
          const last = expected.at(-1);
          if (!last) break;
          page = { ...page, after: { key: Number(last.key), id: last.id }, depth: depth + 1 };
        }
      }
    }
    expect(walkedPages).toBeGreaterThan(45);
    expect(cutPages).toBeGreaterThan(5);
    // By relevance the bounded read walks too, dates tested on each row, and proves the page that scoring every match gives.
    const dated = visitor('camera', 'relevance', { windows: [{ start: addDays(today, 3), end: addDays(today, 5) }] });
    const match = typedQuery('camera');
    const every = await ctx().db.transaction(async (tx) => (await runPlanned<{ id: string }>(tx, indexedStatements(dated, 2001, match).page)).map((row) => row.id));
    const [walkedTop] = await ctx().db.transaction((tx) => runPlanned<{ seen: number }>(tx, boundedPage(dated, match, true)!));
    expect(Number(walkedTop!.seen)).toBe(boundedDepth(dated));
    expect((await ctx().db.transaction((tx) => exactBoundedPage(tx, dated, match, true)))!.map((row) => row.id)).toEqual(every);
    expect(signatureWalkable(dated.filters, today)).toBe(true);
    const ranked = await ctx().db.transaction((tx) => rankSearch(tx, dated));
    expect(ranked.bounded).toBe(true);
    expect(ranked.rows.map((row) => row.id)).toEqual(every);
    // Beyond the days "always available" opens, most listings are not bookable: the walk is not tried.
    const far = { windows: [{ start: addDays(today, 3), end: addDays(today, 5) }, { start: addDays(today, 179), end: addDays(today, 180) }] };
    expect(pageWalks(visitor('camera', 'price_asc', far), match, false)).toBe(false);
    expect(pageWalks(visitor('camera', 'price_asc', { windows: [{ start: addDays(today, 177), end: addDays(today, 179) }] }), match, false)).toBe(true);
    // Words as corrected (alternatives) or a category: the planner's statement alone.
    expect(pageWalks(visitor('camera', 'price_asc'), typedQuery('camera'), true)).toBe(false);
    expect(pageWalks(visitor('camera', 'price_asc', { categories: ['Cameras'] }), typedQuery('camera'), false)).toBe(false);
    expect(pageWalks(visitor('camera', 'relevance'), typedQuery('camera'), false)).toBe(false);
  });

  it('a common word that the filters leave few matches: counted first, its matches read from the bitmaps and sorted, not walked', async () => {
    const visitor = (sort: (typeof searchSorts)[number]['value'], extra: Partial<SearchFilters>): PageSpec => ({
      ...spec('camera', sort, extra),
      sort: sortExpression({ sort, origin: null, text: 'camera' }),
      distance: sql`null::float8`,
    });
    const match = typedQuery('camera');
    // 1 camera in 7 for sale, about 1 in 10 of those at most ₪60: about 120 of 8,000 cameras.
    const [exact] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings where status = 'active'
      and deleted_at is null and search_vector @@ ${match} and sale_price is not null and price_per_day <= 60`);
    expect(exact!.n).toBeGreaterThan(50);
    expect(exact!.n).toBeLessThanOrEqual(TEXT_FIRST_MAX);
    // And a count between TEXT_FIRST_MAX and the cap: still few for a walk's window (1 match in 40 listings for sale).
    const [between] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings where status = 'active'
      and deleted_at is null and search_vector @@ ${match} and sale_price is not null and price_per_day <= 250`);
    expect(between!.n).toBeGreaterThan(TEXT_FIRST_MAX);
    expect(between!.n).toBeLessThanOrEqual(1000);
    const cases = [
      { maxPrice: 60, total: exact!.n },
      { maxPrice: 250, total: between!.n },
    ];
    for (const sort of ['relevance', 'price_asc', 'price_desc', 'rating', 'distance'] as const) for (const { maxPrice, total } of cases) {
      let page = visitor(sort, { forSaleOnly: true, maxPrice });
      for (let depth = 0; depth < 3; depth += 1) {
        const label = `${sort} at most ${maxPrice}, page ${depth + 1}`;
        // The search's own query, planned by PostgreSQL (searchConditions has the words' full-text test).
        const where = searchConditions(page.filters, today);
        const expected = await queryRows<{ id: string; key: number }>(ctx().db, searchPageSql({ where, sort: page.sort, origin: null, after: page.after, limit: page.limit }));
        const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
        expect(ranked.path, label).toBe('common');
        expect(ranked.few, label).toBe(true);
        expect(ranked.total, label).toBe(total);
        expect(ranked.rows.map((row) => row.id), label).toEqual(expected.map((row) => row.id));
        const last = expected.at(-1)!;
        // A later page takes the count from the cursor, as search-service.ts passes it.
        page = { ...page, after: { key: Number(last.key), id: last.id }, depth: depth + 1, knownTotal: ranked.total };
      }
      const plan = await explain(fewMatchesPage(visitor(sort, { forSaleOnly: true, maxPrice }), match));
      expectIndexOnly(plan);
      expect(plan, plan).toMatch(/Bitmap Index Scan on listings_search_vector_idx/);
      expect(plan, plan).not.toMatch(/Index (Only )?Scan (Backward )?using listings_(price|rating|quality)_idx/);
    }
    // Filters that leave more than the cap: walked (or the bounded read) as before, the same rows as the planner's statement.
    for (const sort of ['relevance', 'price_asc'] as const) {
      const many = visitor(sort, { forSaleOnly: true });
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, many));
      expect(ranked.few, sort).toBeUndefined();
      const expected = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, indexedPage(many, match)));
      expect(ranked.rows.map((row) => row.id), sort).toEqual(expected.map((row) => row.id));
      expect(ranked.total, `${sort}: past the cap`).toBe(1001);
    }
    // A later page's count is the client's to send: without filters that narrow the word, a small one switches nothing.
    const alone = visitor('price_asc', {});
    const first = await ctx().db.transaction((tx) => rankSearch(tx, alone));
    const second = { ...alone, after: { key: first.rows.at(-1)!.key, id: first.rows.at(-1)!.id }, depth: 1, knownTotal: 3 };
    const forged = await ctx().db.transaction((tx) => rankSearch(tx, second));
    expect(forged.few).toBeUndefined();
    expect(forged.rows.map((row) => row.id)).toEqual((await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, indexedPage(second, match)))).map((row) => row.id));
  });

  it('a bounded read whose walk ends before its depth: the matches of the window prove the page, without reading them again', async () => {
    const visitor = (depth: number, after: PageSpec['after']): PageSpec => ({
      ...spec('camera', 'relevance', { forSaleOnly: true }),
      sort: sortExpression({ sort: 'relevance', origin: null, text: 'camera' }),
      distance: sql`null::float8`,
      after,
      depth,
    });
    const match = typedQuery('camera');
    // About 1,150 cameras for sale: fewer than MAX_BOUNDED_DEPTH, so the walk's read ends before that depth.
    let after: PageSpec['after'] = null;
    for (let depth = 0; depth < 3; depth += 1) {
      const page = visitor(depth, after);
      const attempt = await ctx().db.transaction((tx) => boundedAttempt(tx, page, match, true, MAX_BOUNDED_DEPTH));
      expect(attempt!.walked, `page ${depth + 1}`).toBe(false);
      expect(attempt!.readAll, `page ${depth + 1}: a walk cannot tell that it read every match`).toBe(false);
      const every = await ctx().db.transaction(async (tx) => (await runPlanned<{ id: string }>(tx, indexedStatements(page, 2001, match).page)).map((row) => row.id));
      expect(attempt!.page!.map((row) => row.id), `page ${depth + 1}`).toEqual(every);
      after = { key: attempt!.page!.at(-1)!.key, id: attempt!.page!.at(-1)!.id };
    }
  });

  it('dates that leave out the first listings of a walk\'s order: its window ends without a page, and the planner\'s statement gives the page', async () => {
    // The listings matching "camera" (titles, and the Cameras category) under ₪440 — most of the first 20,000 entries by
    // price — are not bookable on these days, but a few at ₪100 and the dearer ones are: the walk finds a few, not a page.
    const days = { start: addDays(today, 20), end: addDays(today, 22) };
    const blocked = sql`datemultirange(daterange(${days.start}::date, ${days.end}::date, '[]'))`;
    const cheapCameras = sql`search_vector @@ ${typedQuery('camera')} and price_per_day < 440 and not (price_per_day = 100 and title like '%90')`;
    await ctx().db.execute(sql`update listings set available = available - ${blocked} where ${cheapCameras}`);
    try {
      const match = typedQuery('camera');
      for (const sort of ['price_asc', 'relevance'] as const) {
        const page: PageSpec = { ...spec('camera', sort, { windows: [days] }), sort: sortExpression({ sort, origin: null, text: 'camera' }), distance: sql`null::float8` };
        expect(pageWalks(page, match, false) || sort === 'relevance').toBe(true);
        const expected = await ctx().db.transaction(async (tx) => (await runPlanned<{ id: string; key: number }>(tx, indexedStatements(page, 2001, match).page)).map((row) => row.id));
        expect(expected, sort).toHaveLength(page.limit);
        if (sort === 'price_asc') {
          const walked = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, walkedPage(page, match)));
          expect(walked.length, 'the walk ran out of window').toBeLessThan(page.limit);
          expect(walked.length, 'the walk found a few').toBeGreaterThan(0);
        } else {
          // The bounded read's walk holds fewer matches than it reads: it reads again without the walk.
          const [top] = await ctx().db.transaction((tx) => runPlanned<{ seen: number }>(tx, boundedPage(page, match, true, 2_000)!));
          expect(Number(top!.seen)).toBeLessThan(2_000);
        }
        const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
        expect(ranked.rows.map((row) => row.id), sort).toEqual(expected);
      }
    } finally {
      await ctx().db.execute(sql`update listings set available = available + ${blocked} where ${cheapCameras}`);
    }
  });

  it('filters the order index carries but does not order by, leaving out most listings: the walk reads at most READS_PER_WINDOW_ENTRY entries per entry of its window, from the cursor', async () => {
    // At most ₪60: 1 listing in 10 (the prices run from ₪10 to ₪499). Filled with them, a window of 300 entries would read
    // 3,000; it reads 600, of which about 60 pass, and finds the cameras among them (1 in 5).
    const match = typedQuery('camera');
    const live = sql`l.status = 'active' and l.deleted_at is null`;
    // By rating (the rating index), and by distance without an origin (the quality index, as the relevance read walks
    // it) on its second page: that key is quality plus a constant, and its cursor must bound the index read too.
    for (const [sort, depth] of [['rating', 0], ['distance', 1]] as const) {
      let page: PageSpec = { ...spec('camera', sort, { maxPrice: 60 }), sort: sortExpression({ sort, origin: null, text: 'camera' }), distance: sql`null::float8` };
      const first = await ctx().db.transaction((tx) => runPlanned<{ id: string; key: number }>(tx, indexedPage(page, match)));
      if (depth === 1) page = { ...page, after: { key: Number(first.at(-1)!.key), id: first.at(-1)!.id }, depth: 1 };
      const label = `${sort}, page ${depth + 1}`;
      const walk = walkedPage(page, match, 300);
      const plan = await ctx().db.transaction(async (tx) => {
        const [row] = await runPlanned<Record<string, unknown>>(tx, { ...walk, statement: sql`explain (analyze, format json) ${walk.statement}` });
        return JSON.stringify(Object.values(row!)[0]);
      });
      // The index scans (leaf nodes: no braces inside), each with the entries it returned and those its own filter dropped.
      const scans = [...plan.matchAll(/\{[^{}]*"Node Type":"Index Only Scan"[^{}]*\}/g)].map(([node]) => ({
        index: /"Index Name":"(\w+)"/.exec(node)![1],
        read: Number(/"Actual Rows":(\d+)/.exec(node)![1]) + Number(/"Rows Removed by Filter":(\d+)/.exec(node)?.[1] ?? 0),
        dropped: Number(/"Rows Removed by Filter":(\d+)/.exec(node)?.[1] ?? 0),
      }));
      expect(scans.map((scan) => scan.index), label).toEqual([sort === 'rating' ? 'listings_rating_idx' : 'listings_quality_idx']);
      // Read and kept: at most twice the window. Read and dropped: only the cursor's edge, the listings of the same quality
      // as the cursor's (the bound on quality cannot be exact: quality is the key less a constant, in floating point).
      const [tie] = page.after
        ? await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings l where ${live} and l.quality_score = (select quality_score from listings where id = ${page.after.id}::uuid)`)
        : [{ n: 0 }];
      expect(scans[0]!.read - scans[0]!.dropped, label).toBeLessThanOrEqual(300 * READS_PER_WINDOW_ENTRY);
      expect(scans[0]!.dropped, label).toBeLessThanOrEqual(tie!.n);
      // The walk gives every match among the first entries it read (all of them: fewer than 300 pass), no more and no
      // fewer, and the search gives the planner's page.
      const expected = (await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, indexedPage(page, match)))).map((row) => row.id);
      const after = page.after ? sql`(${page.sort.key}, l.id) < (${page.after.key}::float8, ${page.after.id}::uuid)` : sql`true`;
      const read = await queryRows<{ id: string }>(
        ctx().db,
        sql`select l.id from listings l where ${live} and ${after} order by ${page.sort.key} desc, l.id desc limit ${300 * READS_PER_WINDOW_ENTRY}`,
      );
      const inWindow = new Set(read.map((row) => row.id));
      const walked = (await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, walk))).map((row) => row.id);
      expect(walked.length, label).toBeGreaterThan(0);
      expect(walked.length, label).toBeLessThan(page.limit);
      expect(walked, label).toEqual(expected.filter((id) => inWindow.has(id)));
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
      expect(ranked.rows.map((row) => row.id), label).toEqual(expected);
    }
  });

  it('browsing without words by relevance or distance, without an origin, deep in the order: the quality index is read from the cursor, not from its start', async () => {
    const live = sql`l.status = 'active' and l.deleted_at is null`;
    for (const sort of ['relevance', 'distance'] as const) {
      const base: PageSpec = { ...spec(null, sort), sort: sortExpression({ sort, origin: null, text: null }), distance: sql`null::float8` };
      // A cursor 30,000 listings deep (a forged one reaches any depth), from the exact order of the key.
      const [edge] = await queryRows<{ id: string; key: number }>(ctx().db, sql`select l.id, ${base.sort.key} as key from listings l where ${live} order by ${base.sort.key} desc, l.id desc offset 29999 limit 1`);
      const page: PageSpec = { ...base, after: { key: Number(edge!.key), id: edge!.id }, depth: 600, knownTotal: 1001 };
      const expected = await queryRows<{ id: string }>(
        ctx().db,
        sql`select l.id from listings l where ${live} and (${base.sort.key}, l.id) < (${page.after!.key}::float8, ${page.after!.id}::uuid) order by ${base.sort.key} desc, l.id desc limit 50`,
      );
      expect(expected, sort).toHaveLength(50);
      const planned = indexedPage(page, null);
      const plan = await ctx().db.transaction(async (tx) => {
        const [row] = await runPlanned<Record<string, unknown>>(tx, { ...planned, statement: sql`explain (analyze, format json) ${planned.statement}` });
        return JSON.stringify(Object.values(row!)[0]);
      });
      const [tie] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings l where ${live} and l.quality_score = (select quality_score from listings where id = ${edge!.id}::uuid)`);
      const removed = [...plan.matchAll(/"Rows Removed by Filter":(\d+)/g)].reduce((sum, [, n]) => sum + Number(n), 0);
      expect(removed, `${sort}: ${plan}`).toBeLessThanOrEqual(tie!.n);
      expect(plan, sort).not.toMatch(/"Node Type":"Seq Scan"/);
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
      expect(ranked.rows.map((row) => row.id), sort).toEqual(expected.map((row) => row.id));
    }
  });

  it('a listing that matches a query has every bit of its signature; a query with alternatives, exclusions or a phrase has none', async () => {
    const owner = await createProfile(ctx().db);
    const titles = ['מצלמה קנון ישנה', 'Wi-Fi router v1.2.3', 'Printer, mail me at ann@example.com', 'Café crème machine', 'Ścierka 2000 x'];
    for (const title of titles) {
      await ctx().db.execute(sql`insert into listings (owner_id, title, description, category, location, price_per_day) values (${owner.id}::uuid, ${title}, 'x', 'Tools', 'Haifa, Israel', 20)`);
    }
    const queries = ['camera', 'canon camera', 'drill #13', 'extension ladder', 'stroller well kept', '12345', 'Baby  STROLLER', 'מצלמה ישנה', 'router v1.2.3', 'ann@example.com', 'café crème', 'ścierka 2000'];
    for (const text of queries) {
      const [row] = await queryRows<{ matches: number; lacking: number; signature: boolean }>(
        ctx().db,
        sql`select count(l.id)::int as matches,
              count(*) filter (where (l.lexeme_signature & query.signature) <> query.signature)::int as lacking,
              bool_and(query.signature is not null) as signature
            from (select q, tsquery_signature(q) as signature from websearch_to_tsquery('english', ${text}) q) query
            left join listings l on l.search_vector @@ query.q`,
      );
      expect(row, text).toMatchObject({ lacking: 0, signature: true });
      expect(row!.matches, text).toBeGreaterThan(0);
    }
    for (const text of ['camera or tent', 'camera -canon', `o'reilly`, '"camping tent"', 'wi-fi']) {
      const [row] = await queryRows<{ signature: string | null }>(ctx().db, sql`select tsquery_signature(websearch_to_tsquery('english', ${text}))::text as signature`);
      expect(row!.signature, text).toBeNull();
    }
    await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
    const [escaped] = await queryRows<{ quote: string | null; prefix: string | null }>(
      ctx().db,
      sql`select tsquery_signature($$'it''s'$$::tsquery)::text as quote, tsquery_signature('cam:*'::tsquery)::text as prefix`,
    );
    expect(escaped).toEqual({ quote: null, prefix: null });
  });

  it('a common word\'s probe reads a sample of its matches, and says "more than the cap" all the same; no other statement samples', async () => {
    const owner = await createProfile(ctx().db);
    const sizes = [501, 1_200, 5_200, 12_000];
    await ctx().db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available)
      select ${owner.id}::uuid, 'Probe ' || (array['quokka', 'wombat', 'dingo', 'numbat'])[w] || ' ' || g, 'x', 'Tools', 'Haifa, Israel',
        10 + g % 100, ${datesToMultirangeLiteral(nextDates(today, 10))}::datemultirange
      from unnest(${sql.raw(`array[${sizes.join(',')}]`)}::int[]) with ordinality s (n, w), generate_series(1, s.n) g`);
    await ctx().db.execute(sql`vacuum analyze listings`);
    try {
      for (const [index, word] of ['quokka', 'wombat', 'dingo', 'numbat'].entries()) {
        const page = { ...spec(word, 'price_asc', { maxPrice: 59 }), countCap: 100_000 };
        const result = await ctx().db.transaction(async (tx) => {
          const probe = await runPlanned<{ probe: number }>(tx, textFirstPage(page, typedQuery(word)));
          const plan = await runPlanned<Record<string, string>>(tx, { ...textFirstPage(page, typedQuery(word)), statement: sql`explain analyze ${textFirstPage(page, typedQuery(word)).statement}` });
          return { probe: Number(probe[0]!.probe), plan: plan.map((row) => Object.values(row)[0]).join('\n'), ranked: await rankSearch(tx, page) };
        });
        expect(result.probe, word).toBe(TEXT_FIRST_MAX + 1);
        const read = Number(/Bitmap Index Scan on listings_search_vector_idx.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(result.plan)![1]);
        // Sampled only past PROBE_SAMPLE, where the index predicts more than it.
        if (sizes[index]! > PROBE_SAMPLE * 2) expect(read, result.plan).toBeLessThan(sizes[index]! / 2);
        if (sizes[index]! <= PROBE_SAMPLE) expect(read, result.plan).toBe(sizes[index]);
        // The common path's count in the same transaction reads every match: exact.
        const [exact] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings where title like ${`Probe ${word} %`} and price_per_day <= 59`);
        expect(result.ranked.total, word).toBe(Number(exact!.n));
      }
    } finally {
      // Vacuumed, not only analyzed: the later plans read index-only, which the deleted rows' pages would not allow.
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
      await ctx().db.execute(sql`vacuum analyze listings`);
    }
  });

  it('a sampled probe that finds no more than the cap is read again whole: dead index entries cannot hide live matches', async () => {
    // 700 live listings with a word, each updated 12 times and not vacuumed: the word's posting tree holds 9,100 entries,
    // so GIN samples it, about 55 % of the live matches — fewer than the cap (found in review).
    const owner = await createProfile(ctx().db);
    await ctx().db.execute(sql`alter table listings set (autovacuum_enabled = false)`);
    try {
      await ctx().db.execute(sql`
        insert into listings (owner_id, title, description, category, location, price_per_day, available)
        select ${owner.id}::uuid, 'Axolotl tank ' || g, 'x', 'Pet supplies', 'Haifa, Israel', 10, '{}'
        from generate_series(1, 700) g`);
      for (let update = 0; update < 12; update += 1) {
        await ctx().db.execute(sql`update listings set price_per_day = price_per_day + 1 where owner_id = ${owner.id}::uuid`);
      }
      await ctx().db.execute(sql`select gin_clean_pending_list('listings_search_vector_idx'::regclass)`);
      const page = { ...spec('axolotl', 'price_asc'), countCap: 100_000 };
      const sampled = await ctx().db.transaction(async (tx) => (await runPlanned<{ probe: number }>(tx, textFirstPage(page, typedQuery('axolotl'))))[0]!.probe);
      // The sample alone would have taken the text-first path with a short count (the reason for the second read)…
      expect(Number(sampled)).toBeLessThanOrEqual(TEXT_FIRST_MAX);
      // …the search reads the probe again whole: every live match, on the common path.
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
      expect(ranked.path).toBe('common');
      expect(ranked.total).toBe(700);
    } finally {
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
      await ctx().db.execute(sql`alter table listings reset (autovacuum_enabled)`);
      await ctx().db.execute(sql`vacuum analyze listings`);
    }
  });

  it('the check catches the plan it guards against: the former query for an absent word sorted by price', async () => {
    const former = spec('kayak', 'price_desc');
    const plan = await explainSql(
      searchPageSql({ where: searchConditions(former.filters, today), sort: former.sort, origin: telAviv, after: null, limit: 50 }),
    );
    expect(() => expectIndexOnly(plan)).toThrow();
  });

  /** A town alone, and an address with every filter. */
  function placeVariants(): Partial<SearchFilters>[] {
    const town = { kind: 'city' as const, names: ['Tel Aviv-Yafo'], street: null, point: telAviv };
    return [
      { place: town },
      {
        place: { ...town, kind: 'address' as const, street: 'Street 12' },
        windows: [{ start: addDays(today, 3), end: addDays(today, 5) }],
        maxPrice: 200,
        minRating: 3,
        forSaleOnly: true,
        categories: ['Cameras', 'Tools'],
        viewerId: '00000000-0000-4000-8000-000000000000',
      },
    ];
  }

  it('a common term in a town or at an address, every sort, with filters: the word, the filters and the points\' tokens in one scan of the text index, distances per point', async () => {
    for (const { value: sort } of searchSorts) {
      for (const extra of placeVariants()) {
        const page = spec('camera', sort, extra);
        const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
        expect(ranked.path).toBe('common');
        // As the search runs it (the town's points read once, search-service.ts), and enumerated in the statement.
        const withPoints = { ...page, points: await pointsOf(page) };
        expect(await ctx().db.transaction((tx) => rankSearch(tx, withPoints))).toEqual(ranked);
        for (const planned of [placeTextPage(withPoints, typedQuery('camera')), placeTextPage(page, typedQuery('camera'))]) {
          const plan = await explain(planned);
          expectIndexOnly(plan);
          // The town from its points' tokens in the word's own index scan (decision 0041): no second bitmap to AND, and
          // never the GiST box of every listing near it with five earth functions each.
          expect(plan, plan).toMatch(/Bitmap Index Scan on listings_search_vector_idx[^\n]*\n\s+Index Cond: \(.*listing_point_tokens\(/);
          expect(plan, plan).not.toMatch(/BitmapAnd/);
          expect(plan, plan).not.toMatch(/listings_public_earth_gist/);
          expect(plan, plan).toMatch(/CTE Scan on points p/);
          // Every match of the place is read and sorted, whatever the sort: the ranges are the word's index's tokens
          // too, never kept for a btree no one walks (decision 0044).
          const tokens = plan.match(/listing_filter_tokens\(price_per_day, rating_avg, sale_price, category\) @> '\{([^}]*)\}'/)?.[1]?.split(',') ?? [];
          if ('maxPrice' in extra) expect(tokens.some((token) => token.startsWith('p<')), `${sort}\n${plan}`).toBe(true);
          if ('minRating' in extra) expect(tokens.some((token) => /^r\d+$/.test(token)), `${sort}\n${plan}`).toBe(true);
        }
      }
    }
  });

  it('a town\'s points are read only by the statements that read its listings by them', async () => {
    let reads = 0;
    // As search-service.ts gives it: read on the ranking's own connection (the embedded database has only one).
    const ranked = (page: PageSpec, counted = true) =>
      ctx().db.transaction((tx) =>
        rankSearch(tx, {
          ...page,
          readPoints: counted
            ? () => {
                reads += 1;
                return readPublicPoints(tx, telAviv, CITY_RADIUS_KM, ADDRESS_RADIUS_KM);
              }
            : undefined,
        }),
      );
    // Found from the word's index alone (text-first), in the town or not: no point read.
    for (const text of ['ladder', 'kayak']) expect((await ranked(spec(text, 'relevance', placeVariants()[0]))).path).not.toBe('common');
    expect(reads).toBe(0);
    for (const text of [null, 'camera']) {
      const page = spec(text, 'relevance', placeVariants()[0]);
      const found = await ranked(page);
      expect(found.rows.length).toBeGreaterThan(0);
      expect(found).toEqual(await ranked(page, false));
    }
    expect(reads).toBe(2);
  });

  it('a town without text, every sort and with every filter: its public points read index-only, no distance per listing', async () => {
    for (const { value: sort } of searchSorts) {
      for (const extra of placeVariants()) {
        const page = spec(null, sort, extra);
        expect(isPlaceFirst(page.filters)).toBe(true);
        const ranked = await ctx().db.transaction((tx) => rankSearch(tx, page));
        expect(ranked.path).toBe('place-first');
        const withPoints = { ...page, points: await pointsOf(page) };
        expect(await ctx().db.transaction((tx) => rankSearch(tx, withPoints))).toEqual(ranked);
        for (const planned of [placeFirstPage(withPoints), placeFirstPage(page)]) {
          const plan = await explain(planned);
          expectIndexOnly(plan);
          expect(plan).toMatch(/Index Only Scan using listings_public_point_idx/);
          expect(plan).not.toMatch(/Bitmap Heap Scan on listings|Index Scan using listings_(price|rating|quality)_idx/);
          // The points are computed once, then joined: flattened into the join, each point's distance was computed once
          // per listing read (Petah Tikva at 1,000,000 listings: 370 ms, against 50 ms).
          expect(plan, plan).toMatch(/CTE points/);
          expect(plan, plan).toMatch(/CTE Scan on points p/);
        }
      }
    }
  });

  it('the enumerated public points are the stored ones, bit for bit, at any latitude', async () => {
    // Listings placed from the equator to 80°, east and west: each one is found at an enumerated point.
    const owner = await createProfile(ctx().db);
    const points = Array.from({ length: 40 }, (_, i) => ({ lat: -80 + i * 4.1 + (i % 7) * 0.00371, lng: -179 + i * 8.93 + (i % 5) * 0.00613 }));
    await ctx().db.transaction(async (tx) => {
      for (const [i, point] of points.entries()) {
        await tx.execute(sql`insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day, available)
          values (${owner.id}::uuid, ${`Grid check ${i}`}, 'x', 'Tools', 'Somewhere', ${point.lat}, ${point.lng}, 10, '{}')`);
      }
    });
    for (const [i, point] of points.entries()) {
      const found = await queryRows<{ title: string }>(
        ctx().db,
        sql`select l.title from ${publicPointsSql(point, 2, 0.4)} p join listings l on l.public_lat = p.plat and l.public_lng = p.plng
          where l.title = ${`Grid check ${i}`}`,
      );
      expect(found, JSON.stringify(point)).toHaveLength(1);
    }
    await ctx().db.execute(sql`delete from listings where title like 'Grid check %'`);
  });

  it('a visitor without a town, sorted by relevance or distance: the quality index walked, not every listing sorted', async () => {
    for (const sort of ['relevance', 'distance'] as const) {
      for (const maxPrice of [null, 300]) {
        const page: PageSpec = { ...spec(null, sort, { maxPrice }), sort: sortExpression({ sort, origin: null, text: null }), distance: sql`null::float8` };
        const { page: statement } = indexedStatements(page, null, null);
        const plan = await explain(statement);
        expectIndexOnly(plan);
        expect(plan, plan).toMatch(/Index (Only )?Scan using listings_quality_idx/);
        expect(plan, plan).not.toMatch(/Sort Key/);
      }
    }
  });

  it('words only left out ("-camera", "camera or -bike"): the search without words, the words a test on each listing read, never a scan of the text index', async () => {
    for (const text of ['-camera', '-camera -bike', 'camera or -bike']) {
      for (const { value: sort } of searchSorts) {
        for (const extra of [{}, { maxPrice: 300 }, { place: { kind: 'city' as const, names: ['Tel Aviv-Yafo'], street: null, point: telAviv } }]) {
          // A cap below the town's matches, so the capped count is checked there too.
          const ranked = await ctx().db.transaction((tx) => rankSearch(tx, { ...spec(text, sort, extra), countCap: 500 }));
          const label = `${text} / ${sort} / ${JSON.stringify(extra)}`;
          expect(ranked.path, label).toBe(extra.place ? 'place-first' : 'no-text');
          expect(ranked.rows.length, label).toBe(50);
          // Counted up to the cap and one more ("1000+"), in a town too, where the words are tested last.
          const where = searchConditions({ ...noSearchFilters, ...extra, unindexedWords: text }, today);
          const [counted] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from (select 1 from listings l where ${where} limit 501) c`);
          expect(counted!.n, label).toBe(501);
          expect(ranked.total, label).toBe(501);
          const asCondition: PageSpec = { ...spec(null, sort, { ...extra, unindexedWords: text }), sort: spec(text, sort, extra).sort.withoutText?.() ?? spec(null, sort).sort };
          const statements = extra.place
            ? [placeFirstPage({ ...asCondition, points: await pointsOf(asCondition) })]
            : Object.values(indexedStatements(asCondition, null, null)).filter((entry) => entry !== null);
          for (const statement of statements) {
            const plan = await explain(statement);
            expectIndexOnly(plan);
            expect(plan, `${label}\n${plan}`).not.toMatch(/listings_search_vector_idx/);
            // The words are still tested: on each listing read, or in a town last, on the sorted matches (a subplan by id).
            const tested = extra.place ? /Filter: \(SubPlan \d+\)[\s\S]*Index Scan using listings_pkey/ : /COALESCE\(\((\w+\.)?search_vector @@ /;
            expect(plan, `${label}\n${plan}`).toMatch(tested);
          }
        }
      }
    }
    // A visitor without a town, by relevance: the quality index walked from its start, as without words.
    const visitor = (text: string | null): PageSpec => ({ ...spec(text, 'relevance'), sort: sortExpression({ sort: 'relevance', origin: null, text }), distance: sql`null::float8` });
    const ranked = await ctx().db.transaction((tx) => rankSearch(tx, visitor('-camera')));
    expect(ranked.path).toBe('no-text');
    const asCondition: PageSpec = { ...visitor(null), filters: { ...visitor(null).filters, unindexedWords: '-camera' }, sort: visitor('-camera').sort.withoutText!() };
    const plan = await explain(indexedStatements(asCondition, null, null).page);
    expect(plan, plan).toMatch(/Index (Only )?Scan using listings_quality_idx/);
    expect(plan, plan).not.toMatch(/Sort Key/);
  });

  it('the words are asked whether they only leave words out when a "-" may leave one out, not for a hyphenated word', () => {
    for (const text of ['-tent', 'tent -bike', '(-tent)', '"a"-tent', 'x,-tent', 'a\t-tent', '--tent']) expect(mayLeaveWordsOut(text), text).toBe(true);
    for (const text of ['e-bike', 'wi-fi', '1-2', 'é-tent', 'tent', 'tent or bike']) expect(mayLeaveWordsOut(text), text).toBe(false);
  });

  it('a word left out twice ("--12345" is "12345"): found from the text index as any word, not tested listing by listing', async () => {
    for (const { value: sort } of searchSorts) {
      const ranked = await ctx().db.transaction((tx) => rankSearch(tx, spec('--12345', sort)));
      expect(ranked.path, sort).not.toMatch(/no-text|place-first/);
      expect(ranked.rows.length, sort).toBe(1);
    }
  });

  it('a common word with broad filters: one scan of the text index with the filters\' tokens, no bitmap of a price range', async () => {
    const broad: Partial<SearchFilters>[] = [
      { maxPrice: 220, minRating: 3.5, forSaleOnly: true },
      { minPrice: 100, maxPrice: 300, categories: ['Cameras', 'Tools'] },
      { maxPrice: 150, minRating: 2 },
    ];
    const tokens = /listing_filter_tokens\(price_per_day, rating_avg, sale_price, category\) @> '\{([^}]*)\}'/;
    for (const extra of broad) {
      const totals = new Set<number>();
      // A count has no order: even when the page walks the price or rating btree, the count's ranges are the word's
      // index's tokens (decision 0044), never the range's own bitmap.
      for (const sort of ['relevance', 'rating', 'price_asc', 'price_desc'] as const) {
        const page = { ...spec('camera', sort, extra), sort: sortExpression({ sort, origin: null, text: 'camera' }), distance: sql`null::float8` };
        const { count } = indexedStatements(page, 8000, typedQuery('camera'));
        const statements = [count!, boundedPage(page, typedQuery('camera'))].filter((entry) => entry !== null);
        for (const statement of statements) {
          const plan = await explain(statement);
          const label = `${JSON.stringify(extra)} ${sort}\n${plan}`;
          expect(plan, label).toMatch(/Bitmap Index Scan on listings_search_vector_idx.*\n\s*Index Cond: \(\(search_vector @@ .*listing_filter_tokens\(price_per_day, rating_avg, sale_price, category\) @>/);
          expect(plan, label).not.toMatch(/listings_price_idx|listings_rating_idx|BitmapAnd/);
          const indexed = plan.match(tokens)?.[1]?.split(',') ?? [];
          if (extra.maxPrice !== undefined) expect(indexed.some((token) => token.startsWith('p<')), label).toBe(true);
          if (extra.minPrice !== undefined) expect(indexed.some((token) => token.startsWith('p>')), label).toBe(true);
          if (extra.minRating !== undefined) expect(indexed.some((token) => /^r\d+$/.test(token)), label).toBe(true);
          expectIndexOnly(plan);
        }
        // Past the cap too: the same number as every match of the exact conditions.
        const uncapped = indexedStatements({ ...page, countCap: LISTINGS }, 8000, typedQuery('camera')).count!;
        totals.add(Number((await ctx().db.transaction((tx) => runPlanned<{ total: number }>(tx, uncapped)))[0]!.total));
      }
      const [every] = await queryRows<{ total: number }>(
        ctx().db,
        sql`select count(*)::int as total from listings l where l.search_vector @@ ${typedQuery('camera')} and ${searchConditions({ ...noSearchFilters, ...extra }, today)}`,
      );
      expect([...totals], JSON.stringify(extra)).toEqual([Number(every!.total)]);
    }
  });

  it('searches without text read through an index too, every sort', async () => {
    for (const { value: sort } of searchSorts) {
      const { page, count } = indexedStatements(spec(null, sort, { maxPrice: 300 }), null, null);
      expectIndexOnly(await explain(page));
      expectIndexOnly(await explain(count!));
    }
  });

  it('counts without words from an index read that stops at the cap, not a bitmap of every active listing', async () => {
    for (const extra of [{}, { forSaleOnly: true }, { maxPrice: 300 }, { minRating: 4 }, { forSaleOnly: true, minRating: 3 }] as Partial<SearchFilters>[]) {
      const { count } = indexedStatements(spec(null, 'relevance', extra), null, null);
      const plan = await explain(count!);
      // An index read under the LIMIT stops at cap + 1; a bitmap is built whole before the first row.
      expect(plan, `${JSON.stringify(extra)}\n${plan}`).toMatch(/Index (Only )?Scan/);
      expect(plan, `${JSON.stringify(extra)}\n${plan}`).not.toMatch(/Bitmap/);
      expectIndexOnly(plan);
    }
  });

  for (const group of [null, ...categoryGroups]) {
    it(`feed with ${group ? `the ${group.group} chip` : 'no chip'}: visitors from the quality index, signed in cell by cell or point by point`, async () => {
      const categories = group ? group.categories : null;
      const neutral = await explainSql(
        neutralFeedSql({ excludeOwnerId: null, onlyBookable: false, origin: null, categories, boostCategories: [], today, after: null, limit: 150 }),
      );
      expect(neutral, neutral).toMatch(/listings_quality_idx/);
      expectIndexOnly(neutral);
      const personal = await explainSql(
        personalFeedSql({ excludeOwnerId: null, onlyBookable: true, origin: telAviv, categories, boostCategories: [], today, after: null, limit: 150 }),
      );
      expect(personal, personal).toMatch(/listings_cell_quality_idx/);
      expectIndexOnly(personal);
      // Where listings are dense, point by point (decision 0031): each point's listings from its index, by quality.
      // Interests among the chips' categories (feed-service.ts leaves out the others); a threshold whose reach is 9.5 km.
      const boostCategories = [(categories ?? ['Books'])[0]!];
      const params = { excludeOwnerId: null, onlyBookable: true, origin: telAviv, categories, boostCategories, today, after: null, limit: 150 };
      const reach = reachKm(params, 1.062);
      expect(reach).toBeCloseTo(9.5, 5);
      const viewerPoints = await readPublicPoints(ctx().db, telAviv, VIEWER_POINTS_KM, 0);
      const statements = [seedStatement(params), pageStatement(params, 1.062, reach!), seedStatement(params, viewerPoints), pageStatement(params, 1.062, reach!, viewerPoints)];
      for (const statement of statements) {
        const plan = await explainSql(statement);
        expect(plan, plan).toMatch(/Index Only Scan using listings_public_point_idx/);
        expect(plan, plan).not.toMatch(/listings_cell_quality_idx|Bitmap/);
        expectIndexOnly(plan);
      }
      // Prepared statements (queryRowsPrepared): after five runs PostgreSQL may keep a generic plan, made without the values.
      for (const statement of [seedStatement(params, viewerPoints), pageStatement(params, 1.062, reach!, viewerPoints)]) {
        const plan = await explainGeneric(statement);
        expect(plan, plan).toMatch(/Index Only Scan using listings_public_point_idx/);
        // A parameter in the listings' test, not a value folded in: the plan is the generic one.
        expect(plan, plan).toMatch(/available && \$\d+/);
        expectIndexOnly(plan);
      }
      const page = await explainSql(pageStatement(params, 1.062, reach!));
      expect(page, page).toMatch(/Index Cond: \(\(public_lat = pt\.plat\) AND \(public_lng = pt\.plng\) AND \(quality_score >=/);
    });
  }
});
