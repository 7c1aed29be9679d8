import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, isServerPool, queryRows, queryRowsAfter } from '../../db/client';
import type { CommonTexts } from './common-texts';
import { datesLeaveOutFew, SIGNATURE_WINDOW, signatureWalkable, signatureWalkSql, walkFilters } from './signature-walk';
import { pointsFromSql, type PublicPointSet } from './public-points';
import {
  ADDRESS_RADIUS_KM,
  CITY_RADIUS_KM,
  type RangeColumn,
  type SearchFilters,
  type SortExpression,
  filterTokens,
  searchConditions,
  streetMatch,
  unindexedWordsCondition,
  unplacedPlaceCondition,
  wordMatch,
} from './search-query';

/**
 * Search access paths chosen on purpose (decision 0014). PostgreSQL cannot estimate how selective the
 * trigram operator `<%` is, and with `ORDER BY <indexed key> LIMIT n` it walked the order index testing
 * `search_vector @@ q OR q <% search_text` on every row — for a rare or absent word, the whole table. So:
 *  1. a probe counts the full-text matches of the words from the GIN index, capped;
 *  2. fewer than FEW_MATCHES: the words may be misspelt — each is looked up in the table of the listings'
 *     words (`search_words`, decision 0023), and the words like it are searched by full text too (of several
 *     words, only those fewer than FEW_MATCHES listings have: decision 0038); the
 *     probe runs again on that wider query, which then takes path 3 or 4 like any other;
 *  3. up to TEXT_FIRST_MAX (500): the full-text matches are read from the GIN index and sorted;
 *  4. more (a common word): the planner picks between the order index (it stops after a page) and the GIN
 *     or place index — its estimates for `@@` come from real statistics — but a sequential scan is never
 *     allowed, and the capped count reads only index-backed bitmaps. Where the page would walk an order index
 *     and filters narrow the word, the count runs first, and matches no more than its cap are read from the
 *     bitmaps and sorted, as in path 3 (decision 0049).
 * No statement tests a trigram similarity on listings: the sort by relevance still scores each listing of
 * the page's candidates with `word_similarity`, but never to decide which listings match.
 * Every planned statement runs with its planner settings (SET LOCAL in the caller's transaction, or sent with it on a
 * PostgreSQL server's pool: runPlanned).
 */
export const FEW_MATCHES = 50;
export const TEXT_FIRST_MAX = 500;
/** Typo tolerance is for a word or a few: a long query's words would each fan out for nothing. */
export const TYPO_MAX_WORDS = 4;
export const TYPO_MAX_LENGTH = 60;
/** Words like a typed word that are searched with it, the most similar first. */
export const CORRECTIONS_PER_WORD = 5;

type PlannerSetting = 'enable_seqscan' | 'enable_indexscan' | 'enable_indexonlyscan' | 'enable_bitmapscan';
const PLANNER_SETTINGS: readonly PlannerSetting[] = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'];

/** A statement with the planner paths it may not use. */
export interface PlannedStatement {
  off: readonly PlannerSetting[];
  statement: SQL;
  /** A tsquery whose index scan may return a sample of its matches when it is one word with many (probeSample). */
  sampled?: SQL;
  /** gin_fuzzy_search_limit for every text index scan of the statement (only for counts that need no more). */
  ginLimit?: number;
}

/**
 * The probe only asks whether a word has more than TEXT_FIRST_MAX matches, but a bitmap is built whole: for a common
 * word every match (131,000 for "set" at 1,000,000 listings, 20–30 ms), and again by the common path. With
 * gin_fuzzy_search_limit the text index returns about this many of a word's matches, a random sample, when it
 * predicts more. Only for a single word (numnode 1): of two words, each would be sampled and their intersection
 * could shrink below the cap. A sample holds only true matches, so a sampled probe that finds more than the cap is
 * right; one that finds fewer is not trusted and runs again whole (textFirst). The prediction counts index entries,
 * dead ones too (rows updated or deleted and not yet vacuumed, or a tree whose first page is dense and the rest
 * sparse after deletions), so a word with 700 live matches was sampled down to about 290 (found in review).
 */
export const PROBE_SAMPLE = 5_000;

export type TextPath = 'fallback' | 'text-first' | 'common';

export interface PathThresholds {
  fewMatches: number;
  textFirstMax: number;
}
export const DEFAULT_THRESHOLDS: PathThresholds = { fewMatches: FEW_MATCHES, textFirstMax: TEXT_FIRST_MAX };

export function textPathFor(fullTextMatches: number, thresholds: PathThresholds = DEFAULT_THRESHOLDS): TextPath {
  if (fullTextMatches < thresholds.fewMatches) return 'fallback';
  if (fullTextMatches <= thresholds.textFirstMax) return 'text-first';
  return 'common';
}

/** The words as typed, in web-search syntax ("quotes", -not, or). */
export const typedQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;
const live = sql`l.status = 'active' and l.deleted_at is null`;

/** Whether the words have anything a text index can match (letters or digits, any script). */
export function hasSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export function typoToleranceAllowed(text: string): boolean {
  return text.length <= TYPO_MAX_LENGTH && text.trim().split(/\s+/).length <= TYPO_MAX_WORDS;
}

export interface PageSpec {
  filters: SearchFilters;
  today: string;
  sort: SortExpression;
  /** The distance column (null::float8 without an origin). */
  distance: SQL;
  after: { key: number; id: string } | null;
  limit: number;
  countCap: number;
  /** The count a first page already took (a later page's cursor carries it): the common path does not count again. */
  knownTotal?: number | null;
  /** How many pages came before this one (the cursor's depth). */
  depth?: number;
  /** The place's public points, read before (PublicPoints) at CITY_RADIUS_KM and ADDRESS_RADIUS_KM; else enumerated in the statement. */
  points?: PublicPointSet | null;
  /** Reads the place's public points (PublicPoints): called only by the statements that read listings by them. */
  readPoints?: () => Promise<PublicPointSet | null>;
  /** Texts lately found common (a hint: their probe is skipped). */
  commonTexts?: CommonTexts;
  /** A misspelt word's walk: the queries one of which each match holds every lexeme of (SignatureWalk.alternatives). */
  walkAlternatives?: readonly SQL[];
}

function afterCondition(spec: PageSpec, key: SQL, id: SQL): SQL {
  if (!spec.after) return sql`true`;
  const keyType = spec.sort.keyType === 'numeric' ? sql`numeric` : sql`float8`;
  const compare = spec.sort.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${key}, ${id}) ${compare} (${spec.after.key}::${keyType}, ${spec.after.id}::uuid)`;
}

/**
 * The cursor as a bound on the order column, when the key is that column plus a constant (SortExpression.orderColumn):
 * its index can start there, where the cursor's test on the key is a filter on every entry before it (decision 0046: a
 * page 600,000 listings deep read them all, 0.6–1.4 s). Wider than that test by far more than rounding; the test still
 * drops the entries at the edge, the listings of the cursor's quality before it.
 */
function orderColumnAfter(spec: PageSpec): SQL {
  const { orderColumn, orderConstant, direction } = spec.sort;
  if (!spec.after || !orderColumn || !orderConstant) return sql`true`;
  const from = sql`(${spec.after.key}::float8 - ${orderConstant})`;
  return direction === 'desc' ? sql`${orderColumn} <= ${from} + 1e-6` : sql`${orderColumn} >= ${from} - 1e-6`;
}

const orderOf = (spec: PageSpec) => (spec.sort.direction === 'asc' ? sql`asc` : sql`desc`);

/**
 * With words, the price and rating ranges are narrowed by the word's index (their tokens, wordMatch): their btrees
 * stay out of the plan, but for a walk in the order of the sort.
 */
function rangesOffIndex(spec: PageSpec): RangeColumn[] {
  if (spec.filters.text === null) return [];
  return (['price', 'rating'] as const).filter((column) => spec.sort.walks !== column);
}

/**
 * The spec for a statement that reads every match and walks no order (a count, a common word in a town): every price
 * and rating range is then narrowed by the word's tokens, not kept for a btree no one walks (decision 0044).
 */
const unwalked = (spec: PageSpec): PageSpec => ({ ...spec, sort: { ...spec.sort, walks: undefined } });

/** The filters other than the text (place, dates, price, rating, for sale, the viewer's own listings). */
const otherConditions = (spec: PageSpec) => searchConditions({ ...spec.filters, text: null }, spec.today, rangesOffIndex(spec));

/**
 * Paths 1 and 3 in one statement, for a tsquery (the words as typed, or with their corrections).
 * `text_matches` reads at most textFirstMax + 1 full-text matches from the GIN index (the probe); when there
 * are more, nothing else runs (one-time filters) and the answer is a single row with `probe` above the cap:
 * the caller goes on with the common path. Otherwise the matches are looked up one by one through the
 * primary key (OFFSET 0 keeps the planner from replacing that with a scan of a whole town or price range,
 * whose selectivity it cannot estimate), filtered, counted, and the page returned. The text condition stands
 * alone (status and deletion are checked with the other filters, per match), so that only the text index can
 * answer it — not a bitmap of every active listing filtered row by row. Only bitmap scans are allowed.
 * With `sample`, a single word's probe may read a sample (PROBE_SAMPLE) and nothing else runs: no page is built
 * from a sample. Rows: one per listing of the page, each with probe and total; a single row with null id when it
 * is empty.
 */
export function textFirstPage(spec: PageSpec, match: SQL, thresholds: PathThresholds = DEFAULT_THRESHOLDS, sample = true): PlannedStatement {
  return {
    off: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
    ...(sample ? { sampled: match } : {}),
    statement: sql`
      with text_matches as materialized (
        select l.id from listings l where l.search_vector @@ ${match} limit ${thresholds.textFirstMax + 1}
      ),
      probe as materialized (select count(*)::int as n from text_matches),
      matches as materialized (
        select l.id, l.key, l.distance_km
        from (select id from text_matches where (select n from probe) <= ${thresholds.textFirstMax} and ${sample ? sql`numnode(${match}) <> 1` : sql`true`}) c
        cross join lateral (
          select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km
          from listings l
          where l.id = c.id and ${otherConditions(spec)}
          offset 0
        ) l
      )
      ${countedPageOfMatches(spec, sql`(select n from probe) as probe, numnode(${match}) = 1 as single_word,`)}`,
  };
}

/** Every row of `matches` counted, and the page of them: one row per listing of the page (one with null id if none). */
function countedPageOfMatches(spec: PageSpec, columns: SQL = sql``): SQL {
  const order = orderOf(spec);
  return sql`
    select ${columns} counted.total, page.id, page.key, page.distance_km
    from (select count(*)::int as total from matches) counted
    left join lateral (
      select m.id, m.key, m.distance_km from matches m
      where ${afterCondition(spec, sql`m.key`, sql`m.id`)}
      order by m.key ${order}, m.id ${order}
      limit ${spec.limit}
    ) page on true`;
}

/**
 * countedPageOfMatches with a condition tested last, on each match's row, only until the page and the capped count
 * have enough: the matches are sorted first (offset 0 keeps the test out of the sort's input), and the count stops at
 * countCap + 1. For words no index answers in a town (wordsAsCondition), which most of the town's listings pass: each
 * listing read from the table for them made "-tent" in Tel Aviv at 1,000,000 listings 200–300 ms, against 26–44 ms
 * for the town alone.
 */
function lastlyTestedPage(spec: PageSpec, lastly: SQL): SQL {
  const order = orderOf(spec);
  const passes = sql`(select ${lastly} from listings l where l.id = m.id)`;
  return sql`
    select counted.total, page.id, page.key, page.distance_km
    from (select count(*)::int as total from (select 1 from matches m where ${passes} limit ${spec.countCap + 1}) c) counted
    left join lateral (
      select m.id, m.key, m.distance_km from (
        select m.id, m.key, m.distance_km from matches m
        where ${afterCondition(spec, sql`m.key`, sql`m.id`)}
        order by m.key ${order}, m.id ${order}
        offset 0
      ) m
      where ${passes}
      order by m.key ${order}, m.id ${order}
      limit ${spec.limit}
    ) page on true`;
}

/** How many words of the text the search uses: separated by spaces ("e-bike" is one), stop words aside. */
const searchedWordCount = (text: string) =>
  sql`(select count(*)::int from regexp_split_to_table(trim(${text}), '\\s+') t where plainto_tsquery('english', t)::text <> '')`;

/** The words of the text as the table of words splits them (simple parser), without repeats. */
const simpleWords = (text: string) => sql`(select distinct w from unnest(tsvector_to_array(to_tsvector('simple', ${text}))) w)`;

/**
 * Of several words, those that at least FEW_MATCHES listings have by full text (decision 0038): right words, which
 * the correction keeps as typed. A word merely in the table of words may be a misspelling in one title (the table keeps
 * every word ever listed). Each word's matches are read from the text index, as the probe reads them (listings of any
 * status), sampled past a few hundred (gin_fuzzy_search_limit where runPlanned applies settings; a sample holds only true matches, so
 * it undercounts at worst — a compound word such as "ray-ban" is three lexemes, each sampled, and may be undercounted
 * — and a right word is then widened as before). Rows: one, `kept`.
 */
export function rightWordsStatement(text: string): PlannedStatement {
  return {
    off: ['enable_seqscan'],
    ginLimit: 4 * FEW_MATCHES,
    statement: sql`
      select coalesce(array_agg(w order by w), '{}') as kept from ${simpleWords(text)} words
      where ${searchedWordCount(text)} > 1 and plainto_tsquery('english', w)::text <> ''
        and (select count(*) from (select 1 from listings l where l.search_vector @@ plainto_tsquery('english', w) limit ${FEW_MATCHES}) m) >= ${FEW_MATCHES}`,
  };
}

/**
 * The typed words with the listings' words like them (decision 0023): each word of three letters or more
 * is looked up in `search_words` through its trigram index (`<%`, word similarity at the session's
 * threshold), and its CORRECTIONS_PER_WORD most similar words join it as alternatives. The answer is a
 * tsquery in text form — each word's alternatives or'ed, the words and'ed — and how many alternatives were
 * found besides the typed words (0: nothing to correct). Words are split by the simple parser, like the
 * words in the table; stop words drop out as they do from the typed query, and are not widened.
 * `kept`: right words of several (rightWordsStatement), kept as typed (decision 0038). `words`: how many words the
 * search uses (searchedWordCount); `closest`: the best similarity of a correction (decision 0037); `added_lexemes`: each
 * correction as a tsquery, `lexemes`: every alternative's, the word's own too, and `groups`: how many words the simple
 * parser found, each a group of alternatives and'ed (one word typed, "numbt-zzqx", may be three: decision 0045).
 */
export function correctionStatement(text: string, kept: readonly string[] = []): PlannedStatement {
  return {
    off: ['enable_seqscan'],
    statement: sql`
      with typed as (
        select w, plainto_tsquery('english', w)::text <> '' as searched, w = any(string_to_array(${kept.join(' ')}, ' ')) as kept
        from ${simpleWords(text)} words
      ),
      alternatives as (
        select typed.w, typed.w as alternative, false as added, null::real as similarity from typed
        union all
        select typed.w, near.word, true, near.similarity from typed
        cross join lateral (
          select s.word, word_similarity(typed.w, s.word) as similarity from search_words s
          where char_length(typed.w) >= 3 and typed.searched and not typed.kept and typed.w <% s.word and s.word <> typed.w
          order by word_similarity(typed.w, s.word) desc, s.word
          limit ${CORRECTIONS_PER_WORD}
        ) near
      ),
      lexemes as (
        select w, plainto_tsquery('english', alternative)::text as lexeme, added from alternatives
      ),
      per_word as (
        select w, '(' || string_agg(lexeme, ' | ' order by lexeme) || ')' as alternatives, bool_or(added) as added
        from lexemes where lexeme <> '' group by w
      )
      select string_agg(alternatives, ' & ' order by w) as corrected, count(*) filter (where added)::int as added,
        ${searchedWordCount(text)} as words, (select max(similarity) from alternatives) as closest,
        (select array_agg(distinct lexeme order by lexeme) from lexemes where added and lexeme <> '') as added_lexemes,
        (select array_agg(distinct lexeme order by lexeme) from lexemes where lexeme <> '') as lexemes,
        count(*)::int as groups
      from per_word`,
  };
}

/**
 * A search in a town (or at an address) without text (decision 0014). The town is CITY_RADIUS_KM around a
 * point, so its listings are those at the public points within that radius — at most a few dozen points,
 * enumerated (publicPointsSql; read once per place, PublicPoints) and each read by equality from `listings_public_point_idx`,
 * which INCLUDEs every column the filters and sort keys use: an index-only scan per point, no heap block
 * per listing (the town's bitmap fetched 4,056 of them for Petah Tikva at 100,000 listings), and no
 * distance computed per listing (each point's distance once, which was most of the time on warm data: the points
 * are a materialized CTE, since as a subquery the planner flattened them into the join and computed each point's
 * distance per listing again — Petah Tikva at 1,000,000 listings, 36,002 of them, 370 ms against 50 ms).
 * Listings without coordinates that name the town come from their own small index. Every filter applies,
 * all matches are counted (a town's listings, no more) and the page is sorted from them, with the same keys
 * as the former query (SortExpression.keyAt). Only for a place with a point, without text (words only left out are
 * tested last, and counted up to the cap: lastlyTestedPage).
 * One row per listing of the page, each with the total; a single row with null id when it is empty.
 */
export function placeFirstPage(asked: PageSpec): PlannedStatement {
  // Words no index answers are tested last, on the sorted matches, until the page and the count have enough.
  const words = asked.filters.unindexedWords ?? null;
  const spec = words ? { ...asked, filters: { ...asked.filters, unindexedWords: null } } : asked;
  const keyAt = spec.sort.keyAt ?? (() => spec.sort.key);
  const filters = placeFilters(spec);
  return {
    off: ['enable_seqscan', 'enable_bitmapscan'],
    statement: placePage(spec, {
      placed: sql`
        select l.id, l.key, l.distance_km
        from points p
        cross join lateral (
          select l.id, ${keyAt(sql`p.distance_km`)} as key, p.distance_km
          from listings l
          where l.public_lat = p.plat and l.public_lng = p.plng and ${onStreet(spec)} and ${filters}
          offset 0
        ) l`,
      unplacedFilters: filters,
      grid: false,
      ...(words ? { lastly: unindexedWordsCondition(words) } : {}),
    }),
  };
}

/**
 * A common word (more full-text matches than TEXT_FIRST_MAX) in a town or at an address (decision 0014, third
 * round; decision 0041). The town's listings are too many to read one by one for the word, and the word's too many to
 * look up one by one for the town, so the two are intersected in the text index: its third column holds each
 * listing's public point as a token (listing_point_tokens, migration 0021), and the scan asks for the word, the
 * filters' tokens and any of the enumerated points' tokens at once — not two bitmaps built whole and ANDed (the word's
 * and the town's: 17 and 18 ms for "camera" in Petah Tikva at 1,000,000 listings). A token is rarely shared by two
 * points; the join to the points keeps the exact ones.
 * Only the listings of both are read from the table, and each one's distance is its point's, computed once —
 * not a GiST box of the whole town (59,000 entries at 1,000,000 listings, 11 ms warm) and five earth
 * functions per listing (14 µs each). The page and the count come from one read. The same matches, keys and count as
 * indexedPage and indexedCount (tests).
 */
export function placeTextPage(asked: PageSpec, match: SQL): PlannedStatement {
  // Every match of the town is read and sorted: no range is kept for an order index (decision 0044).
  const spec = unwalked(asked);
  const keyAt = spec.sort.keyAt ?? (() => spec.sort.key);
  const filters = sql`${wordMatch(spec.filters, match)} and ${placeFilters(spec)}`;
  return {
    off: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
    statement: placePage(spec, {
      placed: sql`
        select l.id, ${keyAt(sql`p.distance_km`)} as key, p.distance_km
        from (
          select l.* from listings l
          where ${pointTokens(sql`l.public_lat`, sql`l.public_lng`)} && (select tokens from grid)
            and l.public_lat is not null and ${filters}
          offset 0
        ) l
        join points p on l.public_lat = p.plat and l.public_lng = p.plng
        where ${onStreet(spec)}`,
      unplacedFilters: filters,
      grid: true,
    }),
  };
}

/** The third column of listings_search_vector_idx (migration 0021): a public point's token, rarely shared. */
const pointTokens = (lat: SQL, lng: SQL) => sql`listing_point_tokens(${lat}, ${lng})`;

/** The filters of a search in a place other than the text and the place itself. */
const placeFilters = (spec: PageSpec) => searchConditions({ ...spec.filters, text: null, place: null }, spec.today, rangesOffIndex(spec));

/** At an address: a point within the address radius, or the street named. In a town: every point. */
function onStreet(spec: PageSpec): SQL {
  const place = spec.filters.place!;
  return place.kind === 'address' ? sql`(p.near or ${place.street ? streetMatch(place.street) : sql`true`})` : sql`true`;
}

/**
 * The statement both place paths share: the place's public points, the listings at them (`placed`, one row
 * per match with its key and distance), those without coordinates that name the place, every match counted (up to
 * the cap when words are tested last), and the page sorted from them. `grid`: the points' tokens (pointTokens) as an array, for placeTextPage.
 */
function placePage(spec: PageSpec, parts: { placed: SQL; unplacedFilters: SQL; grid: boolean; lastly?: SQL }): SQL {
  const place = spec.filters.place!;
  return sql`
    with points as materialized ${pointsFromSql(spec.points ?? null, place.point!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)},
    ${parts.grid ? sql`grid as materialized (select coalesce(array_agg(token), '{}') as tokens from points, unnest(${pointTokens(sql`plat`, sql`plng`)}) token),` : sql``}
    matches as materialized (
      ${parts.placed}
      union all
      select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km from listings l
      where l.location_lat is null and l.public_lat is null and ${unplacedPlaceCondition(place)} and ${parts.unplacedFilters}
    )
    ${parts.lastly ? lastlyTestedPage(spec, parts.lastly) : countedPageOfMatches(spec)}`;
}

/** Whether a search is in a town or at an address with a point (read by its public points). */
export function isPlaceSearch(filters: SearchFilters): boolean {
  return filters.place?.point != null && (filters.place.kind === 'city' || filters.place.kind === 'address');
}

/** Whether a search takes the place-first path: no text, and a town or an address with a point. */
export function isPlaceFirst(filters: SearchFilters): boolean {
  return filters.text === null && isPlaceSearch(filters);
}

/**
 * Path 4 (and searches without text): the page, through an index chosen by the planner — never a full scan.
 * `withTotal`: each row also carries the count of every match, capped at countCap + 1 (only for a first page
 * that scores every match anyway: scoresEveryMatch).
 */
export function indexedPage(spec: PageSpec, match: SQL | null, withTotal = false): PlannedStatement {
  const order = orderOf(spec);
  const total = withTotal ? sql`, least(count(*) over (), ${spec.countCap + 1})::int as total` : sql``;
  return {
    off: ['enable_seqscan'],
    statement: sql`
      select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km${total}
      from listings l
      where ${live} ${match ? sql`and ${wordMatch(spec.filters, match, spec.sort.walks)}` : sql``} and ${otherConditions(spec)}
        and ${afterCondition(spec, spec.sort.key, sql`l.id`)} and ${orderColumnAfter(spec)}
      order by ${spec.sort.orderColumn ?? spec.sort.key} ${order}, l.id ${order}
      limit ${spec.limit}`,
  };
}

/** A signature walk reads its window from an order index, and each candidate through the primary key. */
const WALK_OFF: readonly PlannerSetting[] = ['enable_seqscan', 'enable_bitmapscan'];

/**
 * Whether the common path's page may be a signature walk: words as typed or a misspelt word's alternatives (wordsWalk),
 * an order an index gives, and filters that signatureWalkable allows.
 */
export function pageWalks(spec: PageSpec, match: SQL | null, matchCorrected: boolean): match is SQL {
  return match !== null && wordsWalk(spec, matchCorrected) && Boolean(spec.sort.walks || spec.sort.orderColumn);
}

/**
 * Whether the words may be walked (signatureWalkable): as typed, or a misspelt word whose alternatives each have a
 * signature to test (walkAlternatives, decision 0045). Other corrections have no signature (decision 0034).
 */
const wordsWalk = (spec: PageSpec, matchCorrected: boolean): boolean =>
  (!matchCorrected || spec.walkAlternatives !== undefined) && signatureWalkable(spec.filters, spec.today);

/** indexedPage's page as a signature walk: the same rows when it finds a full page (signature-walk.ts). */
export function walkedPage(spec: PageSpec, match: SQL, entries = SIGNATURE_WINDOW): PlannedStatement {
  const { window, tested } = walkFilters(spec.filters, spec.sort.walks);
  return {
    off: WALK_OFF,
    statement: signatureWalkSql({
      entries,
      match,
      alternatives: spec.walkAlternatives,
      order: spec.sort.orderColumn ?? spec.sort.key,
      direction: spec.sort.direction,
      window: sql`${window} and ${afterCondition(spec, spec.sort.key, sql`l.id`)} and ${orderColumnAfter(spec)}`,
      tested,
      row: sql`${live} and ${wordMatch(spec.filters, match, spec.sort.walks)} and ${otherConditions(spec)}`,
      columns: sql`l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km`,
      limit: spec.limit,
    }),
  };
}

/** The most listings a bounded read scores: past that, scoring every match is the cheaper risk. */
export const MAX_BOUNDED_DEPTH = 2_000;

/** How many listings boundedPage reads in the bound column's order: four pages, and two more per page already shown. */
export const boundedDepth = (spec: PageSpec) => Math.min(MAX_BOUNDED_DEPTH, spec.limit * (4 + 2 * (spec.depth ?? 0)));

/**
 * The common path's page for a sort with a bound (relevance with text, no origin): the first boundedDepth matches
 * in the order of listings_quality_idx (quality_score, then id, both descending) are read — from that index or the
 * text bitmap, as the planner sees fit — scored, and sorted. Every match not read comes after the last one read in
 * that order: its quality is at most the edge's (the last read), so its key is at most `bound`, and if its quality
 * is the edge's, its id is below the edge's. The page is therefore exactly the one indexedPage would give — without
 * scoring every match of a common word — when every match was read, or when the page is full and its last row beats
 * every possible unread one: a key above `bound`, or a key equal to it (an exact word at the edge's quality, the
 * common case when many listings share a quality) with an id above the edge's (exactBoundedPage). A match of lower
 * quality cannot reach `bound` itself: qualities that differ, differ by far more than the key's rounding.
 * Otherwise the caller falls back to indexedPage. Rows: the page, each with `seen`, `bound` and `edge_id`; one row
 * with null id if empty.
 */
export function boundedPage(spec: PageSpec, match: SQL, walk = false, depth = boundedDepth(spec)): PlannedStatement | null {
  const bound = spec.sort.bound;
  if (!bound) return null;
  const order = orderOf(spec);
  const matches = sql`${live} and ${wordMatch(spec.filters, match, spec.sort.walks)} and ${otherConditions(spec)}`;
  const top = walk
    ? signatureWalkSql({
        match,
        alternatives: spec.walkAlternatives,
        order: bound.column,
        direction: 'desc',
        // In quality's order: every filter is tested on the entries read.
        ...walkFilters(spec.filters),
        row: matches,
        columns: sql`l.id, ${bound.column} as value`,
        limit: depth,
      })
    : sql`
        select l.id, ${bound.column} as value from listings l
        where ${matches}
        order by ${bound.column} desc, l.id desc
        limit ${depth}`;
  return {
    off: walk ? WALK_OFF : ['enable_seqscan'],
    statement: sql`
      with top as materialized (${top}),
      edge as materialized (
        select count(*)::int as seen, min(value) as value,
          (select t.id from top t order by t.value, t.id limit 1) as id
        from top
      ),
      scored as materialized (
        select l.id, ${spec.sort.key} as key
        from top t
        cross join lateral (select l.* from listings l where l.id = t.id offset 0) l
      )
      select e.seen, ${bound.maxKey(sql`e.value`)} as bound, e.id as edge_id, (select max(s.key) from scored s) as best,
        page.id, page.key, null::float8 as distance_km
      from edge e
      left join lateral (
        select s.id, s.key from scored s
        where ${afterCondition(spec, sql`s.key`, sql`s.id`)}
        order by s.key ${order}, s.id ${order}
        limit ${spec.limit}
      ) page on true`,
  };
}

/**
 * The bounded page when it is provably exact, else null. With `walk`, the matches are first read by a signature walk;
 * when its window holds fewer than the depth of them and their page does not beat the bound (boundedAttempt), they are
 * read again as before. When the page is not proven but a listing read reaches the bound, the best kind of match exists and is likely
 * rare among the first read ("bikes": one match in three has the word as typed, the rest "bike"), and the read goes
 * five times deeper, up to MAX_BOUNDED_DEPTH, before the caller scores every match (decision 0040).
 */
export async function exactBoundedPage(db: Db, spec: PageSpec, match: SQL, walk = false) {
  let walking = walk;
  for (let depth = boundedDepth(spec); ; depth = Math.min(MAX_BOUNDED_DEPTH, depth * 5)) {
    const attempt = await boundedAttempt(db, spec, match, walking, depth);
    if (!attempt || attempt.page) return attempt?.page ?? null;
    if (attempt.readAll || !attempt.reachesBound || depth >= MAX_BOUNDED_DEPTH) return null;
    // A walk whose window held too few matches at this depth holds too few deeper too.
    walking = attempt.walked;
  }
}

/**
 * One bounded read of `depth` listings: the page when it is proven; `reachesBound` when a listing read (on this page
 * or an earlier one) scores at least the bound — the best kind of match exists, so a deeper read is likely to prove the
 * page (a heuristic: a deeper read also lowers the bound); `readAll` when every match was read; `walked` when the
 * signature walk's window held the whole read. A walk whose window ends before `depth` matches has still read every
 * match of a start of quality's order — the window's — so its page is proven the same way when it beats the bound
 * (decision 0049); only "every match was read" cannot be told from it. Else the matches are read again without a walk.
 */
export async function boundedAttempt(db: Db, spec: PageSpec, match: SQL, walk: boolean, depth: number) {
  type BoundedRow = PageRow & { seen: number; bound: number | string | null; edge_id: string | null; best: number | string | null; id: string | null };
  const read = async (walked: boolean) => {
    const planned = boundedPage(spec, match, walked, depth);
    return planned ? runPlanned<BoundedRow>(db, planned) : null;
  };
  const judge = (rows: BoundedRow[], mayHaveReadAll: boolean) => {
    const page = rows.filter((row): row is BoundedRow & { id: string } => row.id !== null).map(toRow);
    const readAll = mayHaveReadAll && Number(rows[0]?.seen ?? 0) < depth;
    const bound = Number(rows[0]?.bound);
    const edgeId = rows[0]?.edge_id ?? null;
    // uuids compare as their lowercase hex text, as in SQL.
    const last = page.at(-1);
    const beatsUnread = last !== undefined && (last.key > bound || (last.key === bound && edgeId !== null && last.id >= edgeId));
    const proven = readAll || (page.length === spec.limit && beatsUnread);
    const best = rows[0]?.best;
    return { page: proven ? page : null, readAll, reachesBound: best !== null && best !== undefined && Number(best) >= bound };
  };
  const walked = walk ? await read(true) : null;
  if (walked) {
    const held = Number(walked[0]?.seen ?? 0) === depth;
    const judged = judge(walked, false);
    if (held || judged.page) return { ...judged, walked: held };
  }
  const rows = await read(false);
  return rows ? { ...judge(rows, true), walked: false } : null;
}

/**
 * Matches counted up to cap + 1, never by a full scan. With words, from index bitmaps only: an order index walked
 * testing the words on each row would read the whole table for a word that few listings have. A count has no order,
 * so a price or rating range is narrowed by the word's index (its tokens, where the ladder has a bound) even when the
 * page walks that range's btree in the order of the sort (unwalked): ANDed with the word's bitmap, the range's own
 * bitmap was most of the count (decision 0044: 189,587 entries for at most ₪110 at 1,000,000 listings, 74 of 83 ms).
 * Without words every condition has real statistics, and an index walk stops at cap + 1: a broad filter (for sale, a
 * price cap) is then an index-only read of a thousand entries of listings_quality_idx, which carries the filtered
 * columns (migration 0017), instead of a bitmap of every active listing (1,000,000 entries, 80–500 ms).
 */
export function indexedCount(spec: PageSpec, match: SQL | null): PlannedStatement {
  const counted = match ? unwalked(spec) : spec;
  return {
    off: match ? ['enable_seqscan', 'enable_indexscan'] : ['enable_seqscan'],
    statement: sql`select count(*)::int as total from (
      select 1 from listings l
      where ${live} ${match ? sql`and ${wordMatch(counted.filters, match)}` : sql``} and ${otherConditions(counted)}
      limit ${spec.countCap + 1}) matches`,
  };
}

/**
 * Whether one of `parts` has more than `atLeast` matches that pass `conditions`, proven from samples (decision 0045). Each
 * part is read alone from the text index with gin_fuzzy_search_limit: where the index predicts more than PROBE_SAMPLE
 * entries, it returns a random sample of them, so a common word costs a few thousand entries instead of its every match
 * (camera at 1,000,000 listings: 65,575, 22 ms). A sample holds only true matches: `most` above `atLeast` is proven; at or
 * below it proves nothing, and the caller reads whole. Parts are scanned one by one because GIN samples a scan only when
 * every entry in it is common (a misspelt word beside its corrections never is), and of words and'ed each would be sampled
 * and their intersection shrink. Each part's matches must be matches of the words the caller counts, and no part may
 * hold a NOT (`!`): an entry dropped from a sample would read as absent, and the sample hold false matches. Only where
 * runPlanned applies the sample (plansApply; elsewhere the read would be whole, and read again). Rows: one,
 * `most`.
 */
export function sampledAtLeast(parts: readonly SQL[], conditions: SQL, atLeast: number): PlannedStatement {
  return {
    off: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
    ginLimit: PROBE_SAMPLE,
    statement: sql`
      select coalesce(max(c.n), 0)::int as most
      from (values ${sql.join(parts.map((part) => sql`(${part})`), sql`, `)}) p (q)
      cross join lateral (
        select count(*)::int as n from (select 1 from listings l where l.search_vector @@ p.q and ${conditions} limit ${atLeast + 1}) m
      ) c`,
  };
}

/**
 * The parts whose samples may prove a count past the cap (sampledAtLeast), or null: the filters ask no tokens (a
 * token is a second index entry in the scan, which GIN then does not sample; those most listings have are not asked,
 * decision 0047) and their dates leave out few listings, so a sample's matches mostly pass them (else the sample is
 * read for nothing before the whole count: a cost, never a wrong count).
 */
function countSampleParts(spec: PageSpec, parts: SQL[] | null): SQL[] | null {
  const { all, any } = filterTokens(spec.filters);
  return parts && all.length === 0 && any === null && datesLeaveOutFew(spec.filters, spec.today) ? parts : null;
}

/** indexedCount's total: cap + 1 when a sample proves it (countSampleParts, `sampled`), else the count read whole. */
async function cappedCount(db: Db, spec: PageSpec, count: PlannedStatement, parts: SQL[] | null): Promise<{ total: number; sampled?: true }> {
  const sampled = plansApply(db) ? countSampleParts(spec, parts) : null;
  if (sampled) {
    const [proof] = await runPlanned<{ most: number }>(db, sampledAtLeast(sampled, otherConditions(unwalked(spec)), spec.countCap));
    if (Number(proof?.most ?? 0) > spec.countCap) return { total: spec.countCap + 1, sampled: true };
  }
  const [counted] = await runPlanned<{ total: number }>(db, count);
  return { total: Number(counted?.total ?? 0) };
}

/** A typed text of one word and nothing else (one index entry), whose query is its own only part. */
const oneWordParts = (text: string, match: SQL): SQL[] | null => (/^[\p{L}\p{N}]+$/u.test(text.trim()) ? [match] : null);

/**
 * Whether a planned statement's settings and sample reach PostgreSQL with it: in a transaction (SET LOCAL), or on a
 * PostgreSQL server's pool (in the statement's own round trip, queryRowsAfter). Not on the embedded database's
 * pool, whose rankings run on its one pipelined session outside a transaction: there the plans are the planner's.
 */
const plansApply = (db: Db): boolean => db instanceof PgTransaction || isServerPool(db);

/**
 * Runs a planned statement with its planner settings and the probe's sample, set local: they last until the
 * transaction ends (and the next planned statement sets its own, so no other statement reads a sample), or, on a
 * server's pool, for this statement only, sent with it in one round trip (decision 0050). On the embedded database's
 * pool none is sent. (A transaction per statement to apply them there was measured: 82 instead of 107–117 searches a
 * second in the mix, p99 280 instead of 216–245 ms.)
 */
export async function runPlanned<T>(db: Db, planned: PlannedStatement): Promise<T[]> {
  if (isServerPool(db)) return queryRowsAfter<T>(db, plannerSettings(planned), planned.statement);
  if (db instanceof PgTransaction) await db.execute(plannerSettings(planned));
  return queryRows<T>(db, planned.statement);
}

/** The statement that sets a planned statement's planner settings and sample, local to its transaction. */
function plannerSettings(planned: PlannedStatement): SQL {
  const sample = planned.ginLimit
    ? sql`${String(planned.ginLimit)}`
    : planned.sampled
      ? sql`case when numnode(${planned.sampled}) = 1 then ${String(PROBE_SAMPLE)} else '0' end`
      : sql`'0'`;
  return sql`select ${sql.join(
    PLANNER_SETTINGS.map((name) => sql`set_config(${name}, ${planned.off.includes(name) ? 'off' : 'on'}, true)`),
    sql`, `,
  )}, set_config('gin_fuzzy_search_limit', ${sample}, true)`;
}

export interface RankedSearch {
  rows: { id: string; key: number; distance_km: number | null }[];
  total: number;
  path: TextPath | 'no-text' | 'place-first' | 'nothing-searchable';
  /** The page came from the bounded read (decision 0024), proven without scoring every match. */
  bounded?: true;
  /** The text was taken as common from the hint (CommonTexts), without its probe. */
  hinted?: true;
  /** The corrections' probe or the count was proven from a sample (sampledAtLeast). */
  sampled?: true;
  /** A common word with few matches under the filters: the page read from the bitmaps (fewMatchesPage), not walked. */
  few?: true;
}

/** Whether any filter besides the text narrows the search (else a common word's count is the probe's). */
function hasOtherFilters(filters: SearchFilters): boolean {
  return (
    filters.viewerId !== null ||
    filters.categories !== null ||
    filters.place !== null ||
    filters.windows !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    (filters.minRating !== null && filters.minRating > 0) ||
    filters.forSaleOnly
  );
}

type PageRow = { id: string; key: number | string; distance_km: number | string | null };
const toRow = (row: PageRow) => ({ id: row.id, key: Number(row.key), distance_km: row.distance_km === null ? null : Number(row.distance_km) });

/**
 * Whether the common path's page reads and scores every match whatever the plan: words, and a key no index
 * orders (relevance with words, distance from an origin). Such a page counts its matches in the same read.
 */
const scoresEveryMatch = (spec: PageSpec, match: SQL | null): boolean => match !== null && !spec.sort.walks && !spec.sort.orderColumn;

/**
 * The common path (or no text): the page, and a capped count unless a common word's probe already counted past
 * the cap. `pageWithCount`: for a first page that scores every match, the same page with the count in each row,
 * instead of both (the count would read the matches again).
 */
export function indexedStatements(
  spec: PageSpec,
  probeCount: number | null,
  match: SQL | null,
): { page: PlannedStatement; count: PlannedStatement | null; pageWithCount: PlannedStatement | null } {
  const countFromProbe = match !== null && probeCount !== null && !hasOtherFilters(spec.filters) && probeCount > spec.countCap;
  const counted = countFromProbe || (spec.knownTotal ?? null) !== null;
  return {
    page: indexedPage(spec, match),
    count: counted ? null : indexedCount(spec, match),
    pageWithCount: !counted && spec.after === null && scoresEveryMatch(spec, match) ? indexedPage(spec, match, true) : null,
  };
}

/**
 * Whether filters besides the viewer's own listings narrow the words' matches (a category, a place, dates, a price or
 * rating range, for sale): only then may a common word's matches be few.
 */
function narrowsWords(filters: SearchFilters): boolean {
  return hasOtherFilters({ ...filters, viewerId: null });
}

/**
 * The page of a common word whose matches with the filters are few (no more than the count's cap, by the count taken
 * first or a later page's cursor: decision 0049): every match is read from the bitmaps of the word and the filters'
 * tokens, and sorted. A walk in the order of the sort would find them only far apart — its window of SIGNATURE_WINDOW
 * entries holds a page only when at least 1 entry in 400 (a relevance read's 200: 1 in 100) matches, and a thousand
 * matches among the hundreds of thousands of listings a price cap leaves are far fewer: at 100,000 listings, "complete"
 * at most ₪100 by relevance read 40,000 index entries (20 ms) before its window gave up, and the bitmaps then took 4 ms.
 * A cursor's count is the client's to send: a false one costs this read of every match, as a distance sort from an
 * origin reads them anyway, under the same statement limit.
 */
export function fewMatchesPage(spec: PageSpec, match: SQL): PlannedStatement {
  return { ...indexedPage(unwalked(spec), match), off: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'] };
}

/**
 * Where a common word's page would walk: the capped count first when filters narrow the word, and the page of its few
 * matches (fewMatchesPage) when that count, or a later page's from its cursor, is no more than the cap (decision 0049).
 * Only where filters narrow the word: a cursor's count (the client's to send) does not switch a word alone.
 */
async function fewMatchesFirst(db: Db, spec: PageSpec, match: SQL, count: PlannedStatement | null, parts: SQL[] | null) {
  if (!narrowsWords(spec.filters)) return null;
  const counted = count ? await cappedCount(db, spec, count, parts) : null;
  const total = counted?.total ?? spec.knownTotal ?? null;
  if (total === null || total > spec.countCap) return { counted, page: null };
  const rows = (await runPlanned<PageRow>(db, fewMatchesPage(spec, match))).map(toRow);
  return { counted, page: { rows, total } };
}

type TextFirstRow = PageRow & { probe: number; single_word: boolean; total: number; id: string | null };

/**
 * Paths 1 and 3 for one tsquery: the probe, and the page when there were at most textFirstMax matches. One word where
 * runPlanned applies the sample (plansApply) is probed alone first: a sampled probe that finds more than the
 * cap is right, and one that finds no more than the cap runs again whole, with the page — read once, not twice.
 */
async function textFirst(db: Db, spec: PageSpec, match: SQL, thresholds: PathThresholds) {
  const sample = plansApply(db);
  let rows = await runPlanned<TextFirstRow>(db, textFirstPage(spec, match, thresholds, sample));
  if (sample && rows[0]?.single_word === true && Number(rows[0]?.probe ?? 0) <= thresholds.textFirstMax) {
    rows = await runPlanned<TextFirstRow>(db, textFirstPage(spec, match, thresholds, false));
  }
  return {
    probe: Number(rows[0]?.probe ?? 0),
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((row): row is TextFirstRow & { id: string } => row.id !== null).map(toRow),
  };
}

/**
 * The words a web-search query excludes (`-word`, `-"two words"`) and the rest. Only the rest is corrected;
 * the exclusions still apply to the corrected query, as they do to the typed one.
 */
export function splitExclusions(text: string): { wanted: string; excluded: string[] } {
  const excluded: string[] = [];
  const wanted = text.replace(/(^|\s)-("[^"]*"?|\S+)/g, (_, space: string, term: string) => {
    excluded.push(term.replace(/"/g, ''));
    return space;
  });
  return { wanted, excluded: excluded.filter((term) => term.trim() !== '') };
}

export interface CorrectedQuery {
  match: SQL;
  /** One word: the similarity of its closest correction (decision 0037). */
  closest: number | null;
  /** One group of alternatives, nothing excluded: each correction alone (a tsquery), all of whose matches are the query's (sampledAtLeast). */
  parts: SQL[] | null;
  /** One group of alternatives, nothing excluded: the typed words and each alternative, one of which each match holds wholly. */
  alternatives: SQL[] | null;
}

/** The typed words or'ed with the words like them, or null when the listings have no word like them. */
export async function correctedQuery(db: Db, text: string): Promise<CorrectedQuery | null> {
  if (!typoToleranceAllowed(text)) return null;
  const split = splitExclusions(text);
  // One kind of space for the count in SQL and here (`\s` is wider in JavaScript: a no-break space).
  const wanted = split.wanted.replace(/\s+/g, ' ');
  const excluded = split.excluded;
  type Correction = {
    corrected: string | null;
    added: number;
    words: number;
    closest: number | string | null;
    added_lexemes: string[] | null;
    lexemes: string[] | null;
    groups: number;
  };
  const several = wanted.trim().split(/\s+/).length > 1;
  const kept = several ? ((await runPlanned<{ kept: string[] }>(db, rightWordsStatement(wanted)))[0]?.kept ?? []) : [];
  const [correction] = await runPlanned<Correction>(db, correctionStatement(wanted, kept));
  if (!correction?.corrected || Number(correction.added) === 0) return null;
  const corrected = sql`${correction.corrected}::tsquery`;
  const withoutExcluded = excluded.length === 0 ? corrected : sql`(${corrected} && !!${typedQuery(excluded.join(' or '))})`;
  // One word, nothing excluded: the key scores the whole text as typed, so an exclusion (`-wax`) would keep every
  // listing below its word's closest correction, and the bound would never be reached.
  const oneWord = Number(correction.words) === 1 && excluded.length === 0;
  const closest = oneWord && correction.closest !== null ? Number(correction.closest) : null;
  // One group of alternatives (one word as the parser splits it), nothing excluded: each correction's matches are matches
  // of the whole query. Of several groups and'ed, a correction of one says nothing of the others (found in review).
  const oneGroup = oneWord && Number(correction.groups) === 1;
  const asQueries = (lexemes: string[] | null) => (oneGroup && lexemes ? lexemes.map((lexeme) => sql`${lexeme}::tsquery`) : null);
  const parts = asQueries(correction.added_lexemes);
  const group = asQueries(correction.lexemes);
  // A match holds the typed words' every lexeme, or one alternative's of the group.
  const alternatives = group ? [typedQuery(text), ...group] : null;
  return { match: sql`(${typedQuery(text)} || ${withoutExcluded})`, closest, parts, alternatives };
}

/** A statement whose rows are the page, each with the total (one row with null id when the page is empty). */
async function countedPage(db: Db, planned: PlannedStatement): Promise<Omit<RankedSearch, 'path'>> {
  const rows = await runPlanned<PageRow & { total: number; id: string | null }>(db, planned);
  const page = rows.filter((row): row is PageRow & { id: string; total: number } => row.id !== null).map(toRow);
  return { rows: page, total: Number(rows[0]?.total ?? 0) };
}

interface TextPlan {
  spec: PageSpec;
  /** The words as typed, or with their corrections. */
  match: SQL;
  path: TextPath;
  corrected: boolean;
  /** The sort's text score is capped at the closest correction's (decision 0037). */
  textCapped: boolean;
  /** The text-first page, when there were at most textFirstMax matches (then nothing else runs). */
  page: { rows: RankedSearch['rows']; total: number } | null;
  /** The probe's count (null: taken from the hint, none ran). */
  probe: number | null;
  /** The probe was proven from a sample of the corrections. */
  sampled?: true;
  /** Queries each of whose matches are the search's, which samples may count (sampledAtLeast); null: none. */
  parts: SQL[] | null;
  /** Taken as common from the hint, without a probe. */
  hinted?: true;
}

/**
 * Paths 1–3 for the text: the probe (skipped for a text lately found common: a hint, decision 0045), and for too few
 * matches the corrections, whose probe a sample of each correction may answer (sampledAtLeast) — a misspelt common word's
 * corrections are each common, and their whole bitmaps were most of the search (camra at 1,000,000 listings: 114,756
 * entries, 44 ms).
 */
async function planText(db: Db, asked: PageSpec, text: string, thresholds: PathThresholds): Promise<TextPlan> {
  const typed = typedQuery(text);
  const plan = { spec: asked, match: typed, corrected: false, textCapped: false, parts: oneWordParts(text, typed) };
  const common = thresholds.textFirstMax + 1;
  // No probe ran: no count is taken from one (indexedStatements).
  if (asked.commonTexts?.has(text)) return { ...plan, path: 'common', page: null, probe: null, hinted: true };
  const found = await textFirst(db, asked, typed, thresholds);
  const path = textPathFor(found.probe, thresholds);
  if (path === 'common') asked.commonTexts?.add(text);
  const corrected = path === 'fallback' ? await correctedQuery(db, text) : null;
  if (!corrected) return { ...plan, path, page: path === 'common' ? null : pageOf(found), probe: found.probe };
  // One word that no listing has as typed: a listing scores at most its closest correction (decision 0037).
  const cap = found.probe === 0 && asked.sort.withTextCap ? corrected.closest : null;
  const spec = cap === null ? asked : { ...asked, sort: asked.sort.withTextCap!(cap) };
  const walkable = corrected.alternatives ? { ...spec, walkAlternatives: corrected.alternatives } : spec;
  const widened = { spec: walkable, match: corrected.match, path, corrected: true, textCapped: cap !== null, parts: corrected.parts };
  const sampled = plansApply(db) ? corrected.parts : null;
  const [proof] = sampled ? await runPlanned<{ most: number }>(db, sampledAtLeast(sampled, sql`true`, thresholds.textFirstMax)) : [];
  if (Number(proof?.most ?? 0) > thresholds.textFirstMax) return { ...widened, page: null, probe: common, sampled: true };
  const again = await textFirst(db, spec, corrected.match, thresholds);
  return { ...widened, page: again.probe <= thresholds.textFirstMax ? pageOf(again) : null, probe: again.probe };
}

const pageOf = (found: { rows: RankedSearch['rows']; total: number }) => ({ rows: found.rows, total: found.total });

/**
 * Whether the words are only left out ("-tent": every listing without a tent), or one is left out as an alternative
 * ("tent or -bike"): no text index can answer them (PostgreSQL's querytree() is 'T'), and a listing without any word
 * matches them (an empty document does), so most listings do. The text index would be read whole for them, and by
 * relevance every match scored against the words (-tent at 100,000 listings: 0.2 s for the probe, 1.9 s for the page;
 * at 1,000,000, the time limit). Not a word left out twice ("--tent" is "tent"): querytree() drops every NOT, but an
 * empty document does not match it, and a condition tested listing by listing would read the whole table for a rare
 * word. Only web-search syntax leaves a word out, with an ASCII `-` that no letter or digit comes right before
 * (mayLeaveWordsOut): a hyphenated word ("e-bike", "wi-fi") asks nothing more.
 */
async function wordsOnlyLeftOut(db: Db, text: string): Promise<boolean> {
  if (!mayLeaveWordsOut(text)) return false;
  const typed = typedQuery(text);
  const [row] = await queryRows<{ left_out: boolean }>(db, sql`select querytree(${typed}) = 'T' and ''::tsvector @@ ${typed} as left_out`);
  return row?.left_out === true;
}

/** Whether web-search syntax may leave a word out: a `-` at the start, or after a space or a sign ("(-tent)", '"a"-tent'). */
export const mayLeaveWordsOut = (text: string): boolean => /(^|[^\p{L}\p{N}])-/u.test(text);

/**
 * Words only left out, as a condition: the search is the one without words (its access paths, and relevance as quality
 * and closeness — the words are a filter here, and "tent or -bike" does not rank its tents first), each listing read
 * tested for them.
 */
function wordsAsCondition(spec: PageSpec, text: string): PageSpec {
  return { ...spec, filters: { ...spec.filters, text: null, unindexedWords: text }, sort: spec.sort.withoutText?.() ?? spec.sort };
}

/** One page of a search and its capped count, every statement on an access path chosen above: in a transaction or on a
 * PostgreSQL server's pool, where the settings that choose it apply (plansApply). */
export async function rankSearch(db: Db, asked: PageSpec, thresholds: PathThresholds = DEFAULT_THRESHOLDS): Promise<RankedSearch> {
  const ranked = await rankOnce(db, asked, thresholds);
  const text = asked.filters.text;
  if (!ranked.hinted || text === null || ranked.total >= thresholds.fewMatches) return ranked;
  // Few matches for a text remembered as common: if its listings have since gone, it needs its corrections (path 2),
  // which the hint skipped. The probe tells; a text still common or text-first has its page already (the same rows).
  const found = await textFirst(db, asked, typedQuery(text), thresholds);
  if (textPathFor(found.probe, thresholds) !== 'fallback') return ranked;
  asked.commonTexts?.delete(text);
  return rankOnce(db, { ...asked, commonTexts: undefined }, thresholds);
}

async function rankOnce(db: Db, asked: PageSpec, thresholds: PathThresholds): Promise<RankedSearch> {
  let spec = asked;
  const text = spec.filters.text;
  if (text !== null && !hasSearchableText(text)) return { rows: [], total: 0, path: 'nothing-searchable' };
  if (text !== null && (await wordsOnlyLeftOut(db, text))) return rankOnce(db, wordsAsCondition(spec, text), thresholds);
  const withPoints = async (): Promise<PageSpec> => (spec.readPoints && !spec.points ? { ...spec, points: await spec.readPoints() } : spec);
  if (isPlaceFirst(spec.filters)) {
    return { ...(await countedPage(db, placeFirstPage(await withPoints()))), path: 'place-first' };
  }
  const plan = text === null ? null : await planText(db, spec, text, thresholds);
  if (plan?.page) return { ...plan.page, path: plan.path };
  spec = plan?.spec ?? spec;
  const probeCount = plan?.probe ?? null;
  const match = plan?.match ?? null;
  const taken = { path: plan?.path ?? ('no-text' as const), ...(plan?.hinted ? { hinted: true as const } : {}), ...(plan?.sampled ? { sampled: true as const } : {}) };
  const matchCorrected = plan?.corrected ?? false;
  const textCapped = plan?.textCapped ?? false;
  if (match && isPlaceSearch(spec.filters)) {
    return { ...(await countedPage(db, placeTextPage(await withPoints(), match))), ...taken };
  }
  const statements = indexedStatements(spec, probeCount, match);
  // Not for corrected words without a cap: their near matches score less than the text score of 1 the bound assumes,
  // so the bound is almost never proven and every match is scored next. With the cap (one misspelt word), the bound
  // is the closest correction's score, which its matches reach.
  const tryBounded = match !== null && (!matchCorrected || textCapped);
  // Walks need their planner settings (WALK_OFF), which the embedded database's pool does not apply (plansApply).
  const walks = plansApply(db);
  const walkable = walks && wordsWalk(spec, matchCorrected);
  const walksFirst = walkable && match !== null && ((tryBounded && spec.sort.bound !== undefined) || pageWalks(spec, match, matchCorrected));
  const first = walksFirst ? await fewMatchesFirst(db, spec, match, statements.count, plan?.parts ?? null) : null;
  if (first?.page) return { ...first.page, ...taken, few: true };
  const counted = first?.counted ?? null;
  const bounded = tryBounded ? await exactBoundedPage(db, spec, match, walkable) : null;
  if (!bounded && statements.pageWithCount && !counted) return { ...(await countedPage(db, statements.pageWithCount)), ...taken };
  const walked = walks && !bounded && pageWalks(spec, match, matchCorrected) ? await runPlanned<PageRow>(db, walkedPage(spec, match)) : null;
  const page = walked?.length === spec.limit ? walked : null;
  const rows = bounded ?? (page ?? (await runPlanned<PageRow>(db, statements.page))).map(toRow);
  const how = { ...taken, ...(bounded ? { bounded: true as const } : {}) };
  if (!statements.count) return { rows, total: spec.knownTotal ?? probeCount ?? 0, ...how };
  const { total, sampled } = counted ?? (await cappedCount(db, spec, statements.count, plan?.parts ?? null));
  return { rows, total, ...how, ...(sampled ? { sampled } : {}) };
}
