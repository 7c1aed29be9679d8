import { type SQL, sql } from 'drizzle-orm';
import { PUBLIC_POINT_MAX_SHIFT_KM } from '../../../domain/location-policy';
import { closeness, RANKING } from '../../../domain/ranking';
import { MAX_QUALITY, NEUTRAL_CLOSENESS, closenessSql, earthOriginSql, interestBoostSql, maxBoost, pointDistanceKmSql, textArrayParam } from './ranking-sql';

/** Listings are bucketed into 0.1° grid cells (generated columns cell_lat, cell_lng) for the personal feed. */
export const CELL_DEGREES = 0.1;
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;

export interface FeedCursor {
  /** The sort key of the last row: quality_score (neutral feed) or the relevance score (personal feed). */
  key: number;
  id: string;
  /** How many pages deep; widens the personal feed's first estimate on later pages. */
  depth: number;
}

export interface FeedParams {
  /** The signed-in viewer's own listings are left out. */
  excludeOwnerId: string | null;
  /** Signed-in feed: listings with no available day from today on are left out. */
  onlyBookable: boolean;
  /** The viewer's location; listings farther than 100 km are dropped and closeness is ranked. */
  origin: { lat: number; lng: number } | null;
  categories: readonly string[] | null;
  /** Listing categories of the viewer's interests (sorted): each ranks RANKING.interestBoost higher. */
  boostCategories: readonly string[];
  today: string;
  after: FeedCursor | null;
  limit: number;
}

export interface RankedRow {
  id: string;
  owner_id: string;
  /** The sort key (see FeedCursor). */
  key: number;
}

/** Which listings the feed may show (status, own listings, bookable from today, the chips), alias `l`. */
export function feedEligibility(params: FeedParams): SQL {
  const parts: SQL[] = [sql`l.status = 'active'`, sql`l.deleted_at is null`];
  if (params.excludeOwnerId) parts.push(sql`l.owner_id <> ${params.excludeOwnerId}::uuid`);
  // Each a single parameter: in a prepared statement's generic plan, daterange(…) and an IN list were built again for
  // every listing tested (decision 0053).
  if (params.onlyBookable) parts.push(sql`l.available && ${`[${params.today},)`}::daterange`);
  if (params.categories && params.categories.length > 0) parts.push(sql`l.category = any(${textArrayParam(params.categories)})`);
  return sql.join(parts, sql` and `);
}

/**
 * One query that ranks the feed. Without a viewer location every listing's closeness is the same
 * (distance 50 km), so the order is quality_score, read straight from its index.
 */
export function neutralFeedSql(params: FeedParams): SQL {
  if (params.boostCategories.length > 0) return boostedNeutralFeedSql(params);
  const after = params.after ? sql`and (l.quality_score, l.id) < (${params.after.key}::float8, ${params.after.id}::uuid)` : sql``;
  return sql`
    select l.id, l.owner_id, l.quality_score as key
    from listings l
    where ${feedEligibility(params)} ${after}
    order by l.quality_score desc, l.id desc
    limit ${params.limit}`;
}

/**
 * The neutral feed of a viewer with interests: the boost is the same for every listing of one side (matching
 * or not), so each side is still read in quality_score order from its index, and the two are merged.
 */
function boostedNeutralFeedSql(params: FeedParams): SQL {
  const matching = sql`l.category in (${sql.join(params.boostCategories.map((category) => sql`${category}`), sql`, `)})`;
  const side = (match: SQL, boost: number) => {
    const key = sql`(l.quality_score + ${sql.raw(String(boost))}::float8)`;
    const after = params.after ? sql`and (${key}, l.id) < (${params.after.key}::float8, ${params.after.id}::uuid)` : sql``;
    return sql`(select l.id, l.owner_id, ${key} as key from listings l
      where ${feedEligibility(params)} and ${match} ${after}
      order by l.quality_score desc, l.id desc limit ${params.limit})`;
  };
  return sql`
    select id, owner_id, key from (
      ${side(matching, RANKING.interestBoost)}
      union all
      ${side(sql`not ${matching}`, 0)}
    ) sides
    order by key desc, id desc
    limit ${params.limit}`;
}

/**
 * A listing's personal feed score (alias `l`: quality_score, category) at `distanceKm` from the viewer. Every path
 * of the personal feed computes it with this one expression, so equal inputs give bit-equal keys (cursors compare).
 */
export function personalScoreSql(params: Pick<FeedParams, 'boostCategories'>, distanceKm: SQL): SQL {
  return sql`(l.quality_score + ${closenessSql(distanceKm)} + ${interestBoostSql(params.boostCategories)})`;
}

/**
 * The personal feed, ranked exactly by quality + closeness within 100 km, in one query that reads
 * only listings that can make the page:
 *  1. `seed`: the best listings of the nine nearest grid cells give a score X that the page's last
 *     row must reach at least (they are real candidates).
 *     `knownThreshold` (feed-by-points.ts) raises X: the seeds' threshold, or a remembered one, which may be too high —
 *     then fewer rows than a page reach it, and the caller reads again.
 *  2. `ranked`: every cell within 100 km whose best possible closeness could still reach X is read
 *     through the (cell, quality) index, only for quality ≥ X − that closeness.
 * Listings without coordinates rank with the neutral distance and come from the quality index.
 */
export function personalFeedSql(params: FeedParams & { origin: { lat: number; lng: number } }, knownThreshold: number | null = null): SQL {
  // Enough seeds from the nine nearest cells to estimate the page's last score, more on deeper pages. Seeds
  // are cheap (index-only, one distance per public point): four times a fair share gives a threshold close
  // to the real one, and every listing between the two is read and scored for nothing (decision 0014).
  const seedPerCell = 4 * Math.ceil(params.limit / 9) + 10 * ((params.after?.depth ?? 0) + 1);
  const origin = sql`p.me`;
  // Closeness and the 100 km cut-off use the public point (location policy): the feed must not let a
  // viewer who moves their own location find the edge of a listing's exact position.
  // Listings share public points (the location policy's grid squares): the cells' candidates are read
  // first without a distance, and the distance is computed once per distinct public point (decision 0014),
  // then joined back — the same formula on the same values, so the same scores as per listing. (OFFSET 0
  // keeps the planner from pulling the distance up into the join, where it ran once per listing, or more.)
  const columns = sql`l.id, l.owner_id, l.quality_score, l.category, l.public_lat, l.public_lng`;
  const withDistance = (rows: string) => sql`(
    select r.id, r.owner_id, r.quality_score, r.category, d.distance_km
    from ${sql.raw(rows)} r
    join (select pt.public_lat, pt.public_lng, ${pointDistanceKmSql(sql`pt.public_lat`, sql`pt.public_lng`, origin)} as distance_km
      from p, (select distinct public_lat, public_lng from ${sql.raw(rows)}) pt
      offset 0) d
      on d.public_lat = r.public_lat and d.public_lng = r.public_lng)`;
  // Interests can lift a listing by at most `headroom`: every bound below leaves that much room.
  const headroom = sql.raw(String(maxBoost(params.boostCategories)));
  const score = personalScoreSql(params, sql`l.distance_km`);
  const after = params.after
    ? sql`and (${score}, l.id) < (${params.after.key}::float8, ${params.after.id}::uuid)`
    : sql``;
  const within = sql`l.distance_km <= ${RANKING.maxDistanceKm}`;
  const cells = cellBounds(params.origin);
  return sql`
    with p as materialized (
      select ${earthOriginSql(params.origin)} as me
    ),
    cells as materialized (
      select * from unnest(${arrayText(cells.cl)}::int[], ${arrayText(cells.cg)}::int[], ${arrayText(cells.bound)}::float8[]) as c (cl, cg, bound)
    ),
    seed_rows as materialized (
      select l.*
      from (select * from cells order by bound desc limit 9) c,
        lateral (
          select ${columns} from listings l
          where l.cell_lat = c.cl and l.cell_lng = c.cg and ${feedEligibility(params)}
          order by l.quality_score desc limit ${seedPerCell}
        ) l
    ),
    seed as materialized (
      select ${score} as score
      from ${withDistance('seed_rows')} l
      where ${within} ${after}
    ),
    x as materialized (
      select greatest(coalesce((select score from seed order by score desc offset ${params.limit - 1} limit 1), -1), ${knownThreshold ?? -1}::float8) as t
    ),
    candidates as materialized (
      select l.*
      from x, cells c,
        lateral (
          select ${columns} from listings l
          where l.cell_lat = c.cl and l.cell_lng = c.cg and ${feedEligibility(params)}
            and l.quality_score >= x.t - c.bound - ${headroom} ${boostedEnough(params, sql`x.t - c.bound`)}
          offset 0
        ) l
      where c.bound > 0 and c.bound + ${MAX_QUALITY} + ${headroom} >= x.t
    ),
    ranked as (
      select l.id, l.owner_id, ${score} as score
      from x, ${withDistance('candidates')} l
      where ${within} and ${score} >= x.t ${after}
      union all
      ${unplacedFeedRowsSql(params, sql`(select t from x)`)}
    )
    select id, owner_id, score as key from ranked order by score desc, id desc limit ${params.limit}`;
}

/** Numbers as a PostgreSQL array literal, sent as one parameter. */
const arrayText = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * The 0.1° cells with a public point that can lie within 100 km of `origin`, each with its bound: the best closeness a
 * public point in it can have, from a lower bound of the distance (equirectangular, 1 % margin; cells group exact
 * points, and a public point lies within PUBLIC_POINT_MAX_SHIFT_KM of its exact point). A bound only decides which
 * cells and qualities are read, never a score. Computed here rather than in the statement: about 575 cells' bounds
 * were a millisecond of the database's time on every cell-by-cell page (decision 0051).
 */
export function cellBounds(origin: { lat: number; lng: number }): { cl: number[]; cg: number[]; bound: number[] } {
  const { lat, lng } = origin;
  const latCell = Math.floor(lat / CELL_DEGREES);
  const lngCell = Math.floor(lng / CELL_DEGREES);
  const latSpan = Math.ceil(RANKING.maxDistanceKm / (KM_PER_DEGREE_LAT * CELL_DEGREES)) + 1;
  const kmPerLngDegree = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.max(0.05, Math.cos(((Math.abs(lat) + 1) * Math.PI) / 180));
  const lngSpan = Math.min(1800, Math.ceil(RANKING.maxDistanceKm / (kmPerLngDegree * CELL_DEGREES)) + 1);
  const kmPerLng = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
  const nearest = (cell: number, at: number) => Math.max(cell * CELL_DEGREES, Math.min(at, (cell + 1) * CELL_DEGREES)) - at;
  const cells: { cl: number[]; cg: number[]; bound: number[] } = { cl: [], cg: [], bound: [] };
  for (let cl = latCell - latSpan; cl <= latCell + latSpan; cl += 1) {
    for (let cg = lngCell - lngSpan; cg <= lngCell + lngSpan; cg += 1) {
      const minKm = Math.max(0, 0.99 * Math.hypot(KM_PER_DEGREE_LAT * nearest(cl, lat), kmPerLng * nearest(cg, lng)) - PUBLIC_POINT_MAX_SHIFT_KM);
      const bound = RANKING.closenessWeight * closeness(minKm);
      if (bound <= 0) continue;
      cells.cl.push(cl);
      cells.cg.push(cg);
      cells.bound.push(bound);
    }
  }
  return cells;
}

/**
 * The listings without coordinates that reach `threshold` (their closeness is the neutral one), from
 * listings_unplaced_quality_idx: the part of the personal feed that no place index holds. Columns: id, owner_id, score.
 * Only those at or above it: a page read from a threshold is exact when it is full only if no row below it was added
 * (a remembered threshold may be above the page's true last score; feed-by-points.ts).
 */
export function unplacedFeedRowsSql(params: FeedParams, threshold: SQL): SQL {
  const score = sql`l.quality_score + ${NEUTRAL_CLOSENESS}::float8 + ${interestBoostSql(params.boostCategories)}`;
  const headroom = sql.raw(String(maxBoost(params.boostCategories)));
  return sql`
    select l.id, l.owner_id, ${score} as score
    from listings l
    where l.location_lat is null and ${feedEligibility(params)}
      and l.quality_score >= ${threshold} - ${NEUTRAL_CLOSENESS}::float8 - ${headroom}
      and ${score} >= ${threshold}
      ${params.after ? sql`and (${score}, l.id) < (${params.after.key}::float8, ${params.after.id}::uuid)` : sql``}`;
}

/**
 * With interests, the index can only bound a cell's or point's quality by the most a listing can gain (the boost);
 * this keeps, before any distance is computed, only the listings whose own boost lets them reach `needed`. (Without
 * it every listing within the boost of the threshold was scored: with interests, most of the reads.)
 */
export function boostedEnough(params: Pick<FeedParams, 'boostCategories'>, needed: SQL): SQL {
  if (params.boostCategories.length === 0) return sql``;
  return sql`and l.quality_score + ${interestBoostSql(params.boostCategories)} >= ${needed} - 1e-9`;
}
