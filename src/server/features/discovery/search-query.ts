import { type SQL, sql } from 'drizzle-orm';
import type { SearchSort } from '../../../domain/search';
import { closenessSql, earthBoxSql, earthMetersSql, earthOriginSql, earthPointSql, publicDistanceKmSql } from './ranking-sql';

/*
 * Location privacy (docs/decisions/0012-location-privacy.md). Search never returns the viewer's own
 * listings, so every searcher is a non-owner: every place condition, distance and sort key here reads
 * only the public columns the location policy defines (src/domain/location-policy.ts):
 *  - `l.public_location`: the public text ("Haifa, Israel"). Typed place text and street names match only
 *    it, never the private address, so scripted substring searches cannot rebuild a street and number.
 *  - `l.public_lat`, `l.public_lng`: the centre of the listing's ~1.1 km grid cell. The 4 km city area,
 *    the 0.4 km address radius, distance sorting, closeness and `distance_km` are all measured from it
 *    (`distance_km` is rounded to 0.5 km in search-service.ts), so no sequence of searches locates a
 *    listing more precisely than its cell.
 */

/** Broad areas match by name or by lying within this radius of their centre; addresses within 0.4 km. */
export const CITY_RADIUS_KM = 4;
export const ADDRESS_RADIUS_KM = 0.4;

export interface PlaceFilter {
  kind: 'country' | 'city' | 'address' | 'unknown';
  /** Text that a listing's location must contain (a country, a city, a street…). */
  names: string[];
  /** Street part of an address ("Dizengoff St 50"), matched by text. */
  street: string | null;
  point: { lat: number; lng: number } | null;
}

export interface SearchFilters {
  viewerId: string | null;
  text: string | null;
  categories: readonly string[] | null;
  place: PlaceFilter | null;
  /** Date windows (the range shifted by each offset within ±flexibility); a listing needs one fully available. */
  windows: { start: string; end: string }[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  forSaleOnly: boolean;
  /** Filter tokens most listings have (BroadTokens, decision 0047): left out of the text index's conditions. */
  broadTokens?: ReadonlySet<string>;
  /**
   * Words no text index can answer — only words left out ("-tent"), or one left out as an alternative ("tent or
   * -bike") — kept as a plain condition on each listing read in another order (search-plan.ts wordsOnlyLeftOut).
   */
  unindexedWords?: string | null;
}

export interface SortSpec {
  sort: SearchSort;
  /** Where distance is measured from (searched place, else the user); null = unknown. */
  origin: { lat: number; lng: number } | null;
  text: string | null;
  /**
   * The highest text score a listing can have: for a misspelt word, the similarity of its closest correction
   * (decision 0037). Unset: 1.
   */
  textCap?: number;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function withinKm(point: { lat: number; lng: number }, km: number): SQL {
  return pointWithinKm(sql`l.public_lat`, sql`l.public_lng`, point, km);
}

/** Whether a point (a listing's public point, or one enumerated in search-plan.ts) lies within km of `point`. */
export function pointWithinKm(lat: SQL, lng: SQL, point: { lat: number; lng: number }, km: number): SQL {
  const origin = earthOriginSql(point);
  return sql`(${lat} is not null
    and ${earthBoxSql(origin, km * 1000)} @> ll_to_earth(${lat}, ${lng})
    and ${earthMetersSql(earthPointSql(lat, lng), origin)} <= ${km * 1000}::float8)`;
}

function nameMatch(names: string[]): SQL {
  // "Tel Aviv" already matches "Tel Aviv-Yafo": keep only names no other name is part of.
  const lower = names.map((name) => name.toLowerCase());
  const needed = names.filter((name, index) => !lower.some((other, j) => j !== index && other.length < lower[index]!.length && lower[index]!.includes(other)));
  return sql`(${sql.join(needed.map((name) => sql`l.public_location ilike ${likePattern(name)}`), sql` or `)})`;
}

/**
 * A listing with coordinates is in a city when it lies within the city's area; one without coordinates
 * (its address could not be placed) when its address names the city.
 */
function placeCondition(place: PlaceFilter): SQL {
  const byName = place.names.length > 0 ? nameMatch(place.names) : sql`false`;
  const unplacedByName = sql`(l.public_lat is null and ${byName})`;
  switch (place.kind) {
    case 'country':
      return byName;
    case 'city':
      return place.point ? sql`(${withinKm(place.point, CITY_RADIUS_KM)} or ${unplacedByName})` : byName;
    case 'address': {
      const inArea = place.point ? sql`(${withinKm(place.point, CITY_RADIUS_KM)} or ${unplacedByName})` : byName;
      const street = place.street ? sql`l.public_location ilike ${likePattern(place.street)}` : sql`true`;
      const near = place.point ? withinKm(place.point, ADDRESS_RADIUS_KM) : sql`false`;
      return sql`((${street} and ${inArea}) or ${near})`;
    }
    case 'unknown':
      return byName;
  }
}

/**
 * The place condition for listings without coordinates only (their address could not be placed): by name,
 * and for an address by its street too. `placeCondition` gives the same answer for those listings.
 */
export const streetMatch = (street: string) => sql`l.public_location ilike ${likePattern(street)}`;

export function unplacedPlaceCondition(place: PlaceFilter): SQL {
  const byName = place.names.length > 0 ? nameMatch(place.names) : sql`false`;
  if (place.kind !== 'address' || !place.point) return byName;
  return place.street ? sql`(l.public_location ilike ${likePattern(place.street)} and ${byName})` : byName;
}

/**
 * The WHERE clause for a search (alias `l`), every condition parameterised and, but for `offIndex`, index-friendly.
 * `offIndex`: ranges written so that no btree answers them (`+ 0`) — for statements whose word's GIN scan already
 * narrows them by their tokens (wordMatch). The planner takes the tokens and the range as independent, so it ANDed
 * in the price index's bitmap of the whole range: 11,654 entries beside the word's 2,482 at 40,000 listings.
 */
export function searchConditions(filters: SearchFilters, today: string, offIndex: readonly RangeColumn[] = []): SQL {
  const parts: SQL[] = [sql`l.status = 'active'`, sql`l.deleted_at is null`];
  if (filters.viewerId) parts.push(sql`l.owner_id <> ${filters.viewerId}::uuid`);
  if (filters.text) {
    parts.push(sql`(l.search_vector @@ websearch_to_tsquery('english', ${filters.text}) or ${filters.text} <% l.search_text)`);
  }
  if (filters.unindexedWords) parts.push(unindexedWordsCondition(filters.unindexedWords));
  if (filters.categories) parts.push(sql`l.category in (${sql.join(filters.categories.map((c) => sql`${c}`), sql`, `)})`);
  if (filters.place) parts.push(placeCondition(filters.place));
  if (filters.windows) {
    const future = filters.windows.filter((window) => window.start >= today);
    parts.push(
      future.length === 0
        ? sql`false`
        : sql`(${sql.join(future.map((w) => sql`l.available @> daterange(${w.start}::date, ${w.end}::date, '[]')`), sql` or `)})`,
    );
  }
  parts.push(...orderIndexConditions(filters, offIndex));
  return sql.join(parts, sql` and `);
}

/** The filters every order index carries (price, rating, for sale: migration 0020), as conditions on `l`. */
export type OrderIndexFilters = Pick<SearchFilters, 'minPrice' | 'maxPrice' | 'minRating' | 'forSaleOnly'>;

/** Words no text index answers (SearchFilters.unindexedWords), on `l`: coalesce() keeps every text index out of the plan. */
export const unindexedWordsCondition = (words: string): SQL => sql`coalesce(l.search_vector @@ websearch_to_tsquery('english', ${words}), false)`;

/** searchConditions' conditions for the filters every order index carries; none when they are unset. */
export function orderIndexConditions(filters: OrderIndexFilters, offIndex: readonly RangeColumn[] = []): SQL[] {
  const parts: SQL[] = [];
  const price = offIndex.includes('price') ? sql`(l.price_per_day + 0)` : sql`l.price_per_day`;
  const rating = offIndex.includes('rating') ? sql`(l.rating_avg + 0)` : sql`l.rating_avg`;
  if (filters.minPrice !== null) parts.push(sql`${price} >= ${filters.minPrice}`);
  if (filters.maxPrice !== null) parts.push(sql`${price} <= ${filters.maxPrice}`);
  if (filters.minRating !== null && filters.minRating > 0) parts.push(sql`${rating} >= ${filters.minRating}::float8`);
  // For sale with a price. The CHECK listings_sale_price allows a sale price only on a listing for sale, so the price
  // alone says both, and the planner estimates it from its null fraction (it took the two as independent: 1 in 50
  // instead of 1 in 7, and built a bitmap of every active listing to count them).
  if (filters.forSaleOnly) parts.push(sql`l.sale_price is not null`);
  return parts;
}

/** Filtered columns that also have a btree: price (listings_price_idx) and rating (listings_rating_idx). */
export type RangeColumn = 'price' | 'rating';

/**
 * The filters as tokens in the word's GIN index (migration 0019, decision 0014): a word's bitmap already holds only
 * the listings whose price, rating, category and sale fall in the filters' ranges, instead of being ANDed with the
 * price index's bitmap of every listing in the price range. The bounds are the SQL function's ladder; a test checks
 * that the two agree at every bound. The tokens a search asks for are the next bound outward, so every listing that
 * passes the exact conditions has them: they narrow, the exact conditions decide.
 */
export const PRICE_TOKEN_BOUNDS = [10, 20, 30, 50, 75, 100, 150, 200, 250, 300, 400, 500, 700, 1000] as const;
/** Rating floors in tenths (r35: an average of 3.5 or more). */
export const RATING_TOKEN_FLOORS = [10, 15, 20, 25, 30, 35, 40, 45, 50] as const;

/**
 * The tokens every match must have (`all`), and those of which it must have one (`any`: the categories). None for
 * the range of the column the sort walks (`walks`): that range is its btree's, which the planner walks in order and
 * stops after a page; a token would count the range twice in its estimate (the word with "p<150" and price ≤ 150,
 * taken as independent: 976 rows instead of 13,373), and it sorted every match instead of walking (15 → 110 ms).
 * None that most listings have (`filters.broadTokens`, decision 0047): the exact conditions decide alone.
 */
export function filterTokens(filters: SearchFilters, walks?: RangeColumn): { all: string[]; any: string[] | null } {
  const all: string[] = [];
  const { minPrice, maxPrice, minRating } = filters;
  if (walks !== 'price') {
    const upper = maxPrice === null ? undefined : PRICE_TOKEN_BOUNDS.find((bound) => bound >= maxPrice);
    if (upper !== undefined) all.push(`p<${upper}`);
    const lower = minPrice === null ? undefined : PRICE_TOKEN_BOUNDS.findLast((bound) => bound <= minPrice);
    if (lower !== undefined) all.push(`p>${lower}`);
  }
  const floor = minRating === null || walks === 'rating' ? undefined : RATING_TOKEN_FLOORS.findLast((tenths) => tenths <= minRating * 10);
  if (floor !== undefined) all.push(`r${floor}`);
  if (filters.forSaleOnly) all.push('sale');
  const any = filters.categories && filters.categories.length > 0 ? filters.categories.map((category) => `c:${category}`) : null;
  const broad = filters.broadTokens;
  return { all: broad ? all.filter((token) => !broad.has(token)) : all, any };
}

/** The expression of the tokens column of listings_search_vector_idx, as the index has it. */
const filterTokensSql = sql`listing_filter_tokens(l.price_per_day, l.rating_avg, l.sale_price, l.category)`;
const textArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** A tsquery matched together with the tokens the filters imply: both answered by the one GIN index. */
export function wordMatch(filters: SearchFilters, match: SQL, walks?: RangeColumn): SQL {
  const { all, any } = filterTokens(filters, walks);
  const parts = [sql`l.search_vector @@ ${match}`];
  if (all.length > 0) parts.push(sql`${filterTokensSql} @> ${textArray(all)}`);
  if (any) parts.push(sql`${filterTokensSql} && ${textArray(any)}`);
  return sql.join(parts, sql` and `);
}

/**
 * 0–1 text relevance: full-text rank (normalised) or typo-tolerant word similarity, whichever is higher; at most
 * `cap` when given (a real, as the scores are, so a listing at the cap and the bound compare equal).
 */
function textScore(text: string, cap?: number): SQL {
  const score = sql`greatest(
    ts_rank_cd(l.search_vector, websearch_to_tsquery('english', ${text}), 32),
    word_similarity(${text}, l.search_text))`;
  return cap === undefined ? score : sql`least(${score}, ${capReal(cap)})`;
}

const capReal = (cap: number) => sql`${String(cap)}::real`;

export interface SortExpression {
  key: SQL;
  direction: 'asc' | 'desc';
  /** The key's SQL type, so the cursor compares like for like (and the price index still applies). */
  keyType?: 'numeric';
  /** The filtered column whose btree the sort can walk in order (its range must stay indexable: searchConditions). */
  walks?: RangeColumn;
  /**
   * The same key with the listing's distance in km (from the origin) given as `distanceKm` instead of computed
   * from its public point: for reads that compute each public point's distance once (search-plan.ts). Only
   * with an origin; the same formula on the same values, so the same keys.
   */
  keyAt?: (distanceKm: SQL) => SQL;
  /**
   * An indexed column whose order is the key's order: the key is that column plus a constant (relevance or
   * distance without an origin: quality_score + the neutral closeness), so ORDER BY the column walks
   * listings_quality_idx and stops after a page instead of sorting every listing by the sum.
   */
  orderColumn?: SQL;
  /** With orderColumn: the constant the key adds to it. */
  orderConstant?: SQL;
  /**
   * For a key that is an indexed column's value plus a bounded rest (relevance with text and without an
   * origin: quality_score plus 0.7 × a text score of at most 1 plus the neutral closeness): the column, and
   * the highest key a listing with a given value of it can have. A page read in the column's order can then
   * prove that no listing further down could enter it (search-plan.ts boundedPage).
   */
  bound?: { column: SQL; maxKey: (columnValue: SQL) => SQL };
  /** Relevance with text: the same sort with the text score capped (SortSpec.textCap). */
  withTextCap?: (cap: number) => SortExpression;
  /** Relevance with text: the same sort without it (quality and closeness alone), for words only left out (search-plan.ts). */
  withoutText?: () => SortExpression;
}

/**
 * The sort key of each of the five sorts. Relevance blends text relevance (70 %) with the listing's
 * quality and closeness (30 %); without text it is the feed's relevance from the search origin.
 */
export function sortExpression(spec: SortSpec): SortExpression {
  // Without an origin, every listing's closeness is the neutral one: the key is quality plus a constant.
  const qualityOrder = { orderColumn: sql`l.quality_score`, orderConstant: closenessSql(null) };
  const distance = spec.origin ? publicDistanceKmSql(earthOriginSql(spec.origin)) : null;
  const keyOf = (distanceKm: SQL | null): Omit<SortExpression, 'keyAt'> => {
    switch (spec.sort) {
      case 'price_asc':
        return { key: sql`l.price_per_day`, direction: 'asc', keyType: 'numeric', walks: 'price' };
      case 'price_desc':
        return { key: sql`l.price_per_day`, direction: 'desc', keyType: 'numeric', walks: 'price' };
      case 'rating':
        return { key: sql`l.rating_avg`, direction: 'desc', walks: 'rating' };
      case 'distance':
        return distanceKm
          ? { key: sql`coalesce(${distanceKm}, 1e9::float8)`, direction: 'asc' }
          : { key: sql`(l.quality_score + ${closenessSql(null)})`, direction: 'desc', ...qualityOrder };
      case 'relevance': {
        const base = sql`(l.quality_score + ${closenessSql(distanceKm)})`;
        if (!spec.text) return { key: base, direction: 'desc', ...(distanceKm ? {} : qualityOrder) };
        // base is at most 1 (quality ≤ 0.6, closeness ≤ 0.4), like the text score.
        const key = sql`(0.7 * ${textScore(spec.text, spec.textCap)} + 0.3 * ${base})`;
        const withTextCap = (cap: number) => sortExpression({ ...spec, textCap: cap });
        const withoutText = () => sortExpression({ ...spec, text: null, textCap: undefined });
        if (distanceKm) return { key, direction: 'desc', withTextCap, withoutText };
        const topText = spec.textCap === undefined ? sql`1` : capReal(spec.textCap);
        const maxKey = (quality: SQL) => sql`(0.7 * ${topText} + 0.3 * (${quality} + ${closenessSql(null)}))`;
        return { key, direction: 'desc', bound: { column: sql`l.quality_score`, maxKey }, withTextCap, withoutText };
      }
    }
  };
  const expression = keyOf(distance);
  return spec.origin ? { ...expression, keyAt: (distanceKm) => keyOf(distanceKm).key } : expression;
}

export function searchPageSql(options: {
  where: SQL;
  sort: SortExpression;
  origin: { lat: number; lng: number } | null;
  after: { key: number; id: string } | null;
  limit: number;
}): SQL {
  const { key, direction } = options.sort;
  const keyType = options.sort.keyType === 'numeric' ? sql`numeric` : sql`float8`;
  const compare = direction === 'asc' ? sql`>` : sql`<`;
  const order = direction === 'asc' ? sql`asc` : sql`desc`;
  const after = options.after ? sql`and (${key}, l.id) ${compare} (${options.after.key}::${keyType}, ${options.after.id}::uuid)` : sql``;
  const distance = options.origin ? publicDistanceKmSql(earthOriginSql(options.origin)) : sql`null::float8`;
  return sql`
    select l.id, ${key} as key, ${distance} as distance_km
    from listings l
    where ${options.where} ${after}
    order by ${key} ${order}, l.id ${order}
    limit ${options.limit}`;
}

/** Matches counted up to cap + 1, so a broad search costs no more than a narrow one. */
export function searchCountSql(where: SQL, cap: number): SQL {
  return sql`select count(*)::int as total from (select 1 from listings l where ${where} limit ${cap + 1}) matches`;
}
