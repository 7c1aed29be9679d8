import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { addDays, todayIn } from '../../../domain/dates';
import { searchSorts } from '../../../domain/search';
import { isServerPool, queryRows, withoutPlannerSettings } from '../../db/client';
import { createProfile } from '../../test/factories';
import { noSearchFilters } from '../../test/search-filters';
import { useTestApp } from '../../test/test-app';
import { createCommonTexts } from './common-texts';
import { publicDistanceKmSql } from './ranking-sql';
import {
  correctedQuery,
  indexedPage,
  type PageSpec,
  pageWalks,
  PROBE_SAMPLE,
  rankSearch,
  runPlanned,
  sampledAtLeast,
  TEXT_FIRST_MAX,
  typedQuery,
  walkedPage,
} from './search-plan';
import { type SearchFilters, sortExpression } from './search-query';

/**
 * Decision 0045: counts past the cap and a misspelt common word's probe proven from samples of the text index, and
 * texts remembered as common. Every total must still be the exact count up to the cap, and every page the one read
 * whole: each is compared with the same search outside a transaction, where no planner setting and no sample applies.
 */
const words = { numbat: 12_000, quokka: 1_200, wombat: 600, kiwi: 30 } as const;
const telAviv = { lat: 32.0853, lng: 34.7818 };

describe('searches proven from samples of the text index', () => {
  // Bulk set-up and data changes, and nothing asked of the app over HTTP: no statement limit on the pool's connections.
  const ctx = useTestApp({}, {}, { poolStatementTimeout: false });
  let today: string;

  beforeAll(async () => {
    const t = ctx();
    today = todayIn(t.config.marketTimeZone, t.clock.now());
    const owner = await createProfile(t.db);
    // Every seventh listing is inactive, and every fifth is not bookable in the days after the next ten.
    const soon = datesToMultirangeLiteral(nextDates(today, 10));
    const longer = datesToMultirangeLiteral(nextDates(today, 60));
    const entries = Object.entries(words);
    await t.db.execute(sql`
      insert into listings (owner_id, title, description, category, location, location_lat, location_lng, price_per_day, available,
        review_count, rating_sum, status)
      select ${owner.id}::uuid, initcap(s.word) || ' kit ' || g, 'x', 'Tools', 'Haifa, Israel', 32.794, 34.9896, 10 + g % 300,
        (case when g % 5 = 0 then ${soon} else ${longer} end)::datemultirange, g % 9, (g % 9) * (2 + g % 4),
        case when g % 7 = 0 then 'inactive' else 'active' end
      from unnest(${sql.raw(`array[${entries.map(([word]) => `'${word}'`).join(',')}]`)}::text[], ${sql.raw(`array[${entries.map(([, n]) => n).join(',')}]`)}::int[]) s (word, n),
        generate_series(1, s.n) g`);
    await t.db.execute(sql`vacuum analyze listings`);
  }, 120_000);

  function spec(text: string, sort: (typeof searchSorts)[number]['value'], extra: Partial<SearchFilters> = {}, countCap = 1000): PageSpec {
    return {
      filters: { ...noSearchFilters, text, ...extra },
      today,
      sort: sortExpression({ sort, origin: telAviv, text }),
      distance: publicDistanceKmSql(sql`ll_to_earth(${telAviv.lat}::float8, ${telAviv.lng}::float8)`),
      after: null,
      limit: 20,
      countCap,
    };
  }

  /** The search in a transaction (its planner settings and samples), and the same read whole without settings. */
  async function bothWays(page: PageSpec) {
    const inTransaction = await ctx().db.transaction((tx) => rankSearch(tx, page));
    // On a server's pool, as the app runs it, the same samples (each sent with its statement).
    if (isServerPool(ctx().db)) expect(await rankSearch(ctx().db, page)).toEqual(inTransaction);
    const whole = await rankSearch(withoutPlannerSettings(ctx().db), { ...page, commonTexts: undefined });
    return { inTransaction, whole };
  }

  const countWhere = async (condition: SQL) => Number((await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from listings l where ${condition}`))[0]!.n);
  const exactCount = (word: string, extra = sql`true`) => countWhere(sql`title ilike ${`${word} kit %`} and status = 'active' and ${extra}`);

  it('a common word\'s count past the cap is proven from a sample of its matches: the total is still the exact count up to the cap', async () => {
    const dates = { windows: [{ start: addDays(today, 12), end: addDays(today, 14) }] };
    const filters = [
      { extra: {}, condition: sql`true`, samples: true },
      { extra: dates, condition: sql`l.available @> daterange(${addDays(today, 12)}::date, ${addDays(today, 14)}::date, '[]')`, samples: true },
      // A price cap is a token of the text index: a second entry in its scan, which GIN would not sample.
      { extra: { maxPrice: 150 }, condition: sql`l.price_per_day <= 150`, samples: false },
    ];
    for (const word of Object.keys(words)) {
      const any = await countWhere(sql`title ilike ${`${word} kit %`}`);
      for (const { extra, condition, samples } of filters) {
        const exact = await exactCount(word, condition);
        // The cap, none, exactly the count (not past it), and just below the count of every status (inactive ones left out).
        for (const countCap of [1000, 100_000, exact, any - 1]) {
          const { inTransaction, whole } = await bothWays(spec(word, 'price_asc', extra, countCap));
          const label = `${word} ${JSON.stringify(extra)} cap ${countCap}`;
          expect(inTransaction.total, label).toBe(Math.min(exact, countCap + 1));
          expect(whole.total, label).toBe(Math.min(exact, countCap + 1));
          expect(inTransaction.rows, label).toEqual(whole.rows);
          expect(inTransaction.sampled ?? false, label).toBe(samples && exact > countCap);
          expect(whole.sampled, label).toBeUndefined();
        }
      }
    }
  });

  it('the sample is a sample: a word with many matches is read in part, one with few whole', async () => {
    const plan = async (word: string) =>
      ctx().db.transaction(async (tx) => {
        const planned = sampledAtLeast([typedQuery(word)], sql`l.status = 'active'`, 2000);
        const rows = await runPlanned<Record<string, string>>(tx, { ...planned, statement: sql`explain analyze ${planned.statement}` });
        const text = rows.map((row) => Object.values(row)[0]).join('\n');
        const proof = await runPlanned<{ most: number }>(tx, planned);
        return { read: Number(/Bitmap Index Scan on listings_search_vector_idx.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(text)![1]), text, most: Number(proof[0]!.most) };
      });
    const numbat = await plan('numbat');
    expect(numbat.read, numbat.text).toBeLessThan(words.numbat / 2);
    expect(numbat.most).toBe(2001);
    const quokka = await plan('quokka');
    // Fewer than PROBE_SAMPLE: every match, and the count is exact (no more than the bound proves nothing).
    expect(words.quokka).toBeLessThan(PROBE_SAMPLE);
    expect(quokka.read, quokka.text).toBe(words.quokka);
    expect(quokka.most).toBe(await exactCount('quokka'));
  });

  it('a misspelt common word: its corrections\' samples prove the common path, with the page and total read whole', async () => {
    for (const typo of ['numbt', 'quoka', 'wombta']) {
      const corrected = await ctx().db.transaction((tx) => correctedQuery(tx, typo));
      expect(corrected?.parts?.length, typo).toBeGreaterThan(0);
      const exact = await countWhere(sql`status = 'active' and deleted_at is null and search_vector @@ ${corrected!.match}`);
      expect(exact, typo).toBeGreaterThan(TEXT_FIRST_MAX);
      for (const { value: sort } of searchSorts) {
        const { inTransaction, whole } = await bothWays(spec(typo, sort));
        expect(inTransaction.path, `${typo} ${sort}`).toBe('fallback');
        expect(inTransaction.sampled, `${typo} ${sort}`).toBe(true);
        expect(inTransaction.total, `${typo} ${sort}`).toBe(Math.min(exact, 1001));
        expect(inTransaction.total, `${typo} ${sort}`).toBe(whole.total);
        expect(inTransaction.rows, `${typo} ${sort}`).toEqual(whole.rows);
        expect(inTransaction.rows.length).toBe(20);
      }
    }
    // The walk of a misspelt word tests each alternative's signature: it finds the page the planner's statement finds.
    for (const sort of ['price_asc', 'price_desc', 'rating'] as const) {
      const page = spec('numbt', sort);
      const corrected = (await ctx().db.transaction((tx) => correctedQuery(tx, 'numbt')))!;
      expect(corrected.alternatives?.length, sort).toBeGreaterThan(1);
      const walkable = { ...page, walkAlternatives: corrected.alternatives! };
      expect(pageWalks(walkable, corrected.match, true), sort).toBe(true);
      expect(pageWalks(page, corrected.match, true), sort).toBe(false);
      const walked = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, walkedPage(walkable, corrected.match)));
      const planned = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, indexedPage(page, corrected.match)));
      expect(walked.length, sort).toBe(20);
      expect(walked.map((row) => row.id), sort).toEqual(planned.map((row) => row.id));
      // Without the alternatives, the corrected query has no signature: the walk finds nothing.
      expect(await ctx().db.transaction((tx) => runPlanned(tx, walkedPage(page, corrected.match)))).toEqual([]);
    }
    // One word typed that the parser splits in several, each corrected apart and and'ed: no correction alone proves
    // anything of the whole (found in review: these counted 1,001 for no match).
    for (const typo of ['numbt-zzqx', 'numbt_kiwi', 'kiwi-numbt']) {
      const corrected = await ctx().db.transaction((tx) => correctedQuery(tx, typo));
      expect(corrected?.parts ?? null, typo).toBeNull();
      const exact = corrected ? await countWhere(sql`status = 'active' and deleted_at is null and search_vector @@ ${corrected.match}`) : 0;
      const { inTransaction, whole } = await bothWays(spec(typo, 'price_asc'));
      expect(inTransaction.total, typo).toBe(Math.min(exact, 1001));
      expect(whole.total, typo).toBe(inTransaction.total);
      expect(inTransaction.rows, typo).toEqual(whole.rows);
    }
    // Each correction alone is sampled: "numbt" beside its corrections would have kept the scan whole.
    const numbt = await ctx().db.transaction(async (tx) => {
      const planned = sampledAtLeast((await correctedQuery(tx, 'numbt'))!.parts!, sql`true`, TEXT_FIRST_MAX);
      const rows = await runPlanned<Record<string, string>>(tx, { ...planned, statement: sql`explain analyze ${planned.statement}` });
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    const read = [...numbt.matchAll(/Bitmap Index Scan on listings_search_vector_idx.*actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/g)];
    expect(read.length, numbt).toBeGreaterThan(0);
    expect(Math.max(...read.map((entry) => Number(entry[1]))), numbt).toBeLessThan(words.numbat / 2);
    // The corrections of one word are its parts; of several, or with a word left out, there are none.
    expect((await ctx().db.transaction((tx) => correctedQuery(tx, 'numbt quoka')))?.parts).toBeNull();
    expect((await ctx().db.transaction((tx) => correctedQuery(tx, 'numbt -quokka')))?.parts).toBeNull();
  });

  it('a misspelt word that a few listings have as typed: the walk fetches them by the typed word\'s signature, beside its corrections\'', async () => {
    const owner = await createProfile(ctx().db);
    await ctx().db.execute(sql`
      insert into listings (owner_id, title, description, category, location, price_per_day, available, review_count, rating_sum)
      select ${owner.id}::uuid, 'Numbatt kit ' || g, 'x', 'Tools', 'Haifa, Israel', 1, ${datesToMultirangeLiteral(nextDates(today, 60))}::datemultirange, 9, 45
      from generate_series(1, 5) g`);
    try {
      const corrected = (await ctx().db.transaction((tx) => correctedQuery(tx, 'numbatt')))!;
      const typed = await queryRows<{ id: string }>(ctx().db, sql`select id from listings where owner_id = ${owner.id}::uuid`);
      for (const sort of ['price_asc', 'rating'] as const) {
        const page = spec('numbatt', sort);
        const walked = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, walkedPage({ ...page, walkAlternatives: corrected.alternatives! }, corrected.match)));
        const planned = await ctx().db.transaction((tx) => runPlanned<{ id: string }>(tx, indexedPage(page, corrected.match)));
        expect(walked.map((row) => row.id), sort).toEqual(planned.map((row) => row.id));
        // At ₪1 they come first by price (the others cost ₪10 or more).
        if (sort === 'price_asc') expect(walked.map((row) => row.id).slice(0, 5).sort()).toEqual(typed.map((row) => row.id).sort());
        const { inTransaction, whole } = await bothWays(page);
        expect(inTransaction.rows, sort).toEqual(whole.rows);
        expect(inTransaction.total, sort).toBe(whole.total);
      }
      // One alternative without a signature (a phrase): the walk finds nothing, and the planner's statement runs.
      const phrase = [sql`'numbat'::tsquery`, sql`'numbat <-> kit'::tsquery`];
      const none = await ctx().db.transaction((tx) => runPlanned(tx, walkedPage({ ...spec('numbatt', 'price_asc'), walkAlternatives: phrase }, corrected.match)));
      expect(none).toEqual([]);
    } finally {
      await ctx().db.execute(sql`delete from listings where owner_id = ${owner.id}::uuid`);
    }
  });

  it('a text found common is remembered, and a remembered text gone rare still gives its exact page and count', async () => {
    const commonTexts = createCommonTexts({ max: 10, ttlMs: 60_000 });
    for (const word of Object.keys(words)) {
      await ctx().db.transaction((tx) => rankSearch(tx, { ...spec(word, 'relevance'), commonTexts }));
      expect(commonTexts.has(word), word).toBe(words[word as keyof typeof words] > TEXT_FIRST_MAX);
    }
    // Stale hints: "kiwi" (30 listings, which its corrections widen), "numbt" (misspelt) and "wombat" up to ₪12 (a
    // common word with few matches under the filters) taken as common.
    const cases = [
      { text: 'kiwi', extra: {}, stillCommon: false },
      { text: 'numbt', extra: {}, stillCommon: false },
      { text: 'wombat', extra: { maxPrice: 12 }, stillCommon: true },
      { text: 'numbat', extra: {}, stillCommon: true },
    ];
    for (const { text, extra, stillCommon } of cases) {
      for (const { value: sort } of searchSorts) {
        commonTexts.add(text);
        const page = spec(text, sort, extra);
        const hinted = await ctx().db.transaction((tx) => rankSearch(tx, { ...page, commonTexts }));
        const { whole } = await bothWays(page);
        expect(hinted.path, `${text} ${sort}`).toBe(whole.path);
        expect(hinted.total, `${text} ${sort}`).toBe(whole.total);
        expect(hinted.rows, `${text} ${sort}`).toEqual(whole.rows);
        // A text no longer common is forgotten.
        expect(commonTexts.has(text), `${text} ${sort}`).toBe(stillCommon);
      }
    }
  });
});
