import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { PUBLIC_GRID_DEGREES } from '../../../domain/location-policy';
import { pointDistanceKmSql } from './ranking-sql';
import {
  ADDRESS_RADIUS_KM,
  CITY_RADIUS_KM,
  pointWithinKm,
  type SearchFilters,
  type SortExpression,
  searchConditions,
  streetMatch,
  unplacedPlaceCondition,
} from './search-query';

/**
 * Search access paths chosen on purpose (decision 0014). PostgreSQL cannot estimate how selective the
 * trigram operator `<%` is, and with `ORDER BY <indexed key> LIMIT n` it walked the order index testing
 * `search_vector @@ q OR q <% search_text` on every row — for a rare or absent word, the whole table. So:
 *  1. a probe counts the full-text matches of the words alone from the GIN index, capped;
 *  2. fewer than FEW_MATCHES: the words are rare, misspelt or absent, and near-misses count too — the
 *     candidates are the full-text matches plus the trigram matches, each read from its own index
 *     (capped), and the filters and the sort apply to those few rows;
 *  3. up to TEXT_FIRST_MAX (500): the full-text matches are read from the GIN index and sorted;
 *  4. more (a common word): no trigram test at all; the planner picks between the order index (it stops
 *     after a page) and the GIN or place index — its estimates for `@@` come from real statistics — but a
 *     sequential scan is never allowed, and the capped count reads only index-backed bitmaps.
 * Every statement runs in the caller's transaction with its planner settings (SET LOCAL).
 */
export const FEW_MATCHES = 50;
export const TEXT_FIRST_MAX = 500;
/** Near-misses read at most: a trigram candidate set larger than this is cut (its count is then a lower bound). */
export const TRIGRAM_CAP = 2_000;
/** Typo tolerance is for a word or a few: a long query's trigrams would touch most of the index for nothing. */
export const TRIGRAM_MAX_WORDS = 4;
export const TRIGRAM_MAX_LENGTH = 60;

type PlannerSetting = 'enable_seqscan' | 'enable_indexscan' | 'enable_indexonlyscan' | 'enable_bitmapscan';
const PLANNER_SETTINGS: readonly PlannerSetting[] = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'];

/** A statement with the planner paths it may not use. */
export interface PlannedStatement {
  off: readonly PlannerSetting[];
  statement: SQL;
}

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

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;
const live = sql`l.status = 'active' and l.deleted_at is null`;

/** Whether the words have anything a text index can match (letters or digits, any script). */
export function hasSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export function trigramFallbackAllowed(text: string): boolean {
  return text.length <= TRIGRAM_MAX_LENGTH && text.trim().split(/\s+/).length <= TRIGRAM_MAX_WORDS;
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
}

function afterCondition(spec: PageSpec, key: SQL, id: SQL): SQL {
  if (!spec.after) return sql`true`;
  const keyType = spec.sort.keyType === 'numeric' ? sql`numeric` : sql`float8`;
  const compare = spec.sort.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${key}, ${id}) ${compare} (${spec.after.key}::${keyType}, ${spec.after.id}::uuid)`;
}

const orderOf = (spec: PageSpec) => (spec.sort.direction === 'asc' ? sql`asc` : sql`desc`);

/** The filters other than the text (place, dates, price, rating, for sale, the viewer's own listings). */
const otherConditions = (spec: PageSpec) => searchConditions({ ...spec.filters, text: null }, spec.today);

/**
 * Paths 1–3 in one statement. `text_matches` reads at most textFirstMax + 1 full-text matches from the GIN
 * index (the probe); when there are more, nothing else runs (one-time filters) and the answer is a single
 * row with `probe` above the cap: the caller goes on with the common path. Otherwise the candidates — the
 * full-text matches, plus the trigram near-misses when there are fewer than fewMatches — are looked up one
 * by one through the primary key (OFFSET 0 keeps the planner from replacing that with a scan of a whole
 * town or price range, whose selectivity it cannot estimate), filtered, counted, and the page returned.
 * The text conditions stand alone (status and deletion are checked with the other filters, per candidate),
 * so that only the text indexes can answer them — not a bitmap of every active listing filtered row by row.
 * Only bitmap scans are allowed: no sequential scan, and no index walked in order while testing each row
 * (the trigram index answers `<%` itself, and each candidate is one primary-key bitmap probe).
 * Rows: one per listing of the page, each with probe and total; a single row with null id when it is empty.
 */
export function textFirstPage(spec: PageSpec, text: string, thresholds: PathThresholds = DEFAULT_THRESHOLDS): PlannedStatement {
  const nearMisses = trigramFallbackAllowed(text)
    ? sql`union
        select id from (
          select l.id from listings l
          where (select n from probe) < ${thresholds.fewMatches} and ${text} <% l.search_text
          limit ${TRIGRAM_CAP}) near`
    : sql``;
  const order = orderOf(spec);
  return {
    off: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
    statement: sql`
      with text_matches as materialized (
        select l.id from listings l where l.search_vector @@ ${tsQuery(text)} limit ${thresholds.textFirstMax + 1}
      ),
      probe as materialized (select count(*)::int as n from text_matches),
      candidates as materialized (
        select id from text_matches where (select n from probe) <= ${thresholds.textFirstMax}
        ${nearMisses}
      ),
      matches as materialized (
        select l.id, l.key, l.distance_km
        from candidates c
        cross join lateral (
          select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km
          from listings l
          where l.id = c.id and ${otherConditions(spec)}
          offset 0
        ) l
      )
      select (select n from probe) as probe, counted.total, page.id, page.key, page.distance_km
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select m.id, m.key, m.distance_km from matches m
        where ${afterCondition(spec, sql`m.key`, sql`m.id`)}
        order by m.key ${order}, m.id ${order}
        limit ${spec.limit}
      ) page on true`,
  };
}

/**
 * The public points (location policy: the centre of a listing's grid square, PUBLIC_GRID_DEGREES a side in
 * latitude, as wide in km in longitude) that can lie within radiusKm of `point`, enumerated in SQL with the
 * very expressions of the generated columns public_lat and public_lng (tables/listings.ts): row k of the
 * grid has latitude (k + 0.5)·g and longitude step g / cos(that latitude), so an enumerated point equals a
 * listing's stored point bit for bit and can be looked up by equality. Each point's distance is computed
 * once, with the formulas of search-query.ts; `near` says whether it is within the address radius.
 * Columns: plat, plng, distance_km, near. The bounds are widened (110 km per degree is less than any real
 * degree of latitude); the exact distance test then keeps only the points within radiusKm.
 */
export function publicPointsSql(point: { lat: number; lng: number }, radiusKm: number, nearKm: number): SQL {
  const km = radiusKm + 0.5;
  const latSpan = km / 110;
  const widestLat = Math.min(89, Math.abs(point.lat) + latSpan);
  const lngSpan = Math.min(180, km / (110 * Math.cos((widestLat * Math.PI) / 180)));
  const g = sql.raw(`${PUBLIC_GRID_DEGREES}::float8`);
  const origin = sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
  const plat = sql`least(90, greatest(-90, (r.k::float8 + 0.5) * ${g}))`;
  const step = sql`(${g} / greatest(cos(radians((r.k::float8 + 0.5) * ${g})), ${g}))`;
  return sql`(
    select pt.plat, pt.plng, ${pointDistanceKmSql(sql`pt.plat`, sql`pt.plng`, origin)} as distance_km,
      ${pointWithinKm(sql`pt.plat`, sql`pt.plng`, point, nearKm)} as near
    from generate_series(${Math.floor((point.lat - latSpan) / PUBLIC_GRID_DEGREES)}::int, ${Math.floor((point.lat + latSpan) / PUBLIC_GRID_DEGREES)}::int) r (k)
    cross join lateral (select ${step} as step) s
    cross join lateral generate_series(floor((${point.lng}::float8 - ${lngSpan}::float8) / s.step)::int, floor((${point.lng}::float8 + ${lngSpan}::float8) / s.step)::int) c (m)
    cross join lateral (select ${plat} as plat, least(180, greatest(-180, (c.m::float8 + 0.5) * s.step)) as plng) pt
    where ${pointWithinKm(sql`pt.plat`, sql`pt.plng`, point, radiusKm)}
  )`;
}

/**
 * A search in a town (or at an address) without text (decision 0014). The town is CITY_RADIUS_KM around a
 * point, so its listings are those at the public points within that radius — at most a few dozen points,
 * enumerated in the query (publicPointsSql) and each read by equality from `listings_public_point_idx`,
 * which INCLUDEs every column the filters and sort keys use: an index-only scan per point, no heap block
 * per listing (the town's bitmap fetched 4,056 of them for Petah Tikva at 100,000 listings), and no
 * distance computed per listing (each point's distance once, which was most of the time on warm data).
 * Listings without coordinates that name the town come from their own small index. Every filter applies,
 * all matches are counted (a town's listings, no more) and the page is sorted from them, with the same keys
 * as the former query (SortExpression.keyAt). Only for a place with a point, without text.
 * One row per listing of the page, each with the total; a single row with null id when it is empty.
 */
export function placeFirstPage(spec: PageSpec): PlannedStatement {
  const place = spec.filters.place!;
  const point = place.point!;
  const order = orderOf(spec);
  const filters = searchConditions({ ...spec.filters, text: null, place: null }, spec.today);
  const keyAt = spec.sort.keyAt ?? (() => spec.sort.key);
  const onStreet = place.kind === 'address' ? sql`(p.near or ${place.street ? streetMatch(place.street) : sql`true`})` : sql`true`;
  return {
    off: ['enable_seqscan', 'enable_bitmapscan'],
    statement: sql`
      with matches as materialized (
        select l.id, l.key, l.distance_km
        from ${publicPointsSql(point, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)} p
        cross join lateral (
          select l.id, ${keyAt(sql`p.distance_km`)} as key, p.distance_km
          from listings l
          where l.public_lat = p.plat and l.public_lng = p.plng and ${onStreet} and ${filters}
          offset 0
        ) l
        union all
        select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km from listings l
        where l.location_lat is null and l.public_lat is null and ${unplacedPlaceCondition(place)} and ${filters}
      )
      select counted.total, page.id, page.key, page.distance_km
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select m.id, m.key, m.distance_km from matches m
        where ${afterCondition(spec, sql`m.key`, sql`m.id`)}
        order by m.key ${order}, m.id ${order}
        limit ${spec.limit}
      ) page on true`,
  };
}

/** Whether a search takes the place-first path: no text, and a town or an address with a point. */
export function isPlaceFirst(filters: SearchFilters): boolean {
  return filters.text === null && filters.place?.point != null && (filters.place.kind === 'city' || filters.place.kind === 'address');
}

/** Path 4 (and searches without text): the page, through an index chosen by the planner — never a full scan. */
export function indexedPage(spec: PageSpec, text: string | null): PlannedStatement {
  const order = orderOf(spec);
  return {
    off: ['enable_seqscan'],
    statement: sql`
      select l.id, ${spec.sort.key} as key, ${spec.distance} as distance_km
      from listings l
      where ${live} ${text ? sql`and l.search_vector @@ ${tsQuery(text)}` : sql``} and ${otherConditions(spec)}
        and ${afterCondition(spec, spec.sort.key, sql`l.id`)}
      order by ${spec.sort.orderColumn ?? spec.sort.key} ${order}, l.id ${order}
      limit ${spec.limit}`,
  };
}

/** Matches counted up to cap + 1 from index bitmaps (no order-index walk, no full scan). */
export function indexedCount(spec: PageSpec, text: string | null): PlannedStatement {
  return {
    off: ['enable_seqscan', 'enable_indexscan'],
    statement: sql`select count(*)::int as total from (
      select 1 from listings l
      where ${live} ${text ? sql`and l.search_vector @@ ${tsQuery(text)}` : sql``} and ${otherConditions(spec)}
      limit ${spec.countCap + 1}) matches`,
  };
}

/** Runs a planned statement in the current transaction, with its planner settings for this statement. */
export async function runPlanned<T>(db: Db, planned: PlannedStatement): Promise<T[]> {
  await db.execute(
    sql`select ${sql.join(
      PLANNER_SETTINGS.map((name) => sql`set_config(${name}, ${planned.off.includes(name) ? 'off' : 'on'}, true)`),
      sql`, `,
    )}`,
  );
  return queryRows<T>(db, planned.statement);
}

export interface RankedSearch {
  rows: { id: string; key: number; distance_km: number | null }[];
  total: number;
  path: TextPath | 'no-text' | 'place-first' | 'nothing-searchable';
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

/** The common path (or no text): the page, and a capped count unless a common word's probe already counted past the cap. */
export function indexedStatements(spec: PageSpec, probeCount: number | null): { page: PlannedStatement; count: PlannedStatement | null } {
  const text = spec.filters.text;
  const countFromProbe = text !== null && probeCount !== null && !hasOtherFilters(spec.filters) && probeCount > spec.countCap;
  return { page: indexedPage(spec, text), count: countFromProbe ? null : indexedCount(spec, text) };
}

/** One page of a search and its capped count, every statement on an access path chosen above. Call in a transaction. */
export async function rankSearch(db: Db, spec: PageSpec, thresholds: PathThresholds = DEFAULT_THRESHOLDS): Promise<RankedSearch> {
  const text = spec.filters.text;
  if (text !== null && !hasSearchableText(text)) return { rows: [], total: 0, path: 'nothing-searchable' };
  if (isPlaceFirst(spec.filters)) {
    const rows = await runPlanned<PageRow & { total: number; id: string | null }>(db, placeFirstPage(spec));
    const page = rows.filter((row): row is PageRow & { id: string; total: number } => row.id !== null).map(toRow);
    return { rows: page, total: Number(rows[0]?.total ?? 0), path: 'place-first' };
  }
  let probeCount: number | null = null;
  let path: RankedSearch['path'] = 'no-text';
  if (text !== null) {
    const rows = await runPlanned<PageRow & { probe: number; total: number; id: string | null }>(db, textFirstPage(spec, text, thresholds));
    probeCount = Number(rows[0]?.probe ?? 0);
    path = textPathFor(probeCount, thresholds);
    if (path !== 'common') {
      const page = rows.filter((row): row is PageRow & { id: string; probe: number; total: number } => row.id !== null).map(toRow);
      return { rows: page, total: Number(rows[0]?.total ?? 0), path };
    }
  }
  const statements = indexedStatements(spec, probeCount);
  const rows = (await runPlanned<PageRow>(db, statements.page)).map(toRow);
  if (!statements.count) return { rows, total: probeCount ?? 0, path };
  const [count] = await runPlanned<{ total: number }>(db, statements.count);
  return { rows, total: Number(count?.total ?? 0), path };
}
