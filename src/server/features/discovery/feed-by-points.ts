import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows, queryRowsPrepared } from '../../db/client';
import { RANKING } from '../../../domain/ranking';
import { boostedEnough, type FeedParams, feedEligibility, personalFeedSql, personalScoreSql, type RankedRow, unplacedFeedRowsSql } from './feed-query';
import { pointsFromSql, type PublicPoints, type PublicPointSet } from './public-points';
import { closenessSql, MAX_QUALITY, maxBoost, textArrayParam } from './ranking-sql';

/**
 * The personal feed where listings are dense around the viewer, read public point by public point (decision 0031).
 * A public point (location policy) has one distance from the viewer, so every listing at it has its closeness known
 * before it is read, and `listings_public_point_idx` (public point, then quality_score descending) reads exactly the
 * listings of a point that can reach a score: no listing is read for its cell's best closeness and then dropped.
 *  1. `seedStatement`: the best listings of each point within SEED_RING_KM give a score that the page's last row
 *     reaches at least (they are real candidates): the threshold.
 *  2. `pageStatement`: every point within the distance where the best possible listing could still reach the
 *     threshold is read for the listings that do, plus the listings without coordinates, and the page is sorted.
 * Where the seeds are too few (a sparse area) or the threshold too low to bound the distance, the caller takes the
 * cell-by-cell query (feed-query.ts), which pays one read per 0.1° cell instead of one per point.
 */
/** Each point this near gives a third of a page of seeds: where listings crowd a few points, these alone fill the seeds. */
export const SEED_RADIUS_KM = 3;
/**
 * Each point out to this gives a few seeds (a thirtieth of a page): the best listings of the wider area bring the
 * threshold close to the page's real last score, which lies 8–15 km out where listings are dense (decision 0043).
 */
export const SEED_RING_KM = 8;
/**
 * Beyond this the cell query is taken. The viewer's points are read once and kept (decision 0033), so a point costs
 * one index probe; at 30 km, about 2,400 of them still cost less than the cells (decision 0043).
 */
export const MAX_POINT_RADIUS_KM = 30;

/** How far beyond `reachKm` points are enumerated: the enumeration measures on earthdistance's sphere, the score on the spec's radius. */
const pointsRadiusKm = (reach: number) => reach * 1.002 + 0.05;
/** A viewer's points are read once out to the furthest a page can reach (PublicPoints); each statement keeps those it needs. */
export const VIEWER_POINTS_KM = pointsRadiusKm(MAX_POINT_RADIUS_KM);

type PersonalFeedParams = FeedParams & { origin: { lat: number; lng: number } };

/** The listings of the point `pt` (columns plat, plng, distance_km) that the feed may show, after the cursor. */
function listingsAtPoint(params: PersonalFeedParams, extra: SQL): SQL {
  const score = personalScoreSql(params, sql`pt.distance_km`);
  const after = params.after;
  // The cursor as a range of the index's quality too (a little wider than exact; the key test is exact).
  const afterRange = after
    ? sql`and l.quality_score <= ${after.key}::float8 - ${closenessSql(sql`pt.distance_km`)} + 1e-9
          and (${score}, l.id) < (${after.key}::float8, ${after.id}::uuid)`
    : sql``;
  return sql`
    select l.id, l.owner_id, ${score} as score
    from listings l
    where l.public_lat = pt.plat and l.public_lng = pt.plng and ${feedEligibility(params)} ${afterRange} ${extra}`;
}

/**
 * Step 1: how many seeds there are and the params.limit-th best seed score (null when fewer). Each point gives its
 * best listings by quality (a third of a page within SEED_RADIUS_KM, a thirtieth out to SEED_RING_KM), and with
 * interests its best of the boosted categories too: they can outrank the others by up to the boost, and a threshold
 * that leaves them out would send the page reading far for nothing.
 */
export function seedStatement(params: PersonalFeedParams, points: PublicPointSet | null = null): SQL {
  const depth = params.after?.depth ?? 0;
  const perPoint = sql`(case when pt.distance_km <= ${SEED_RADIUS_KM}::float8 then ${Math.ceil(params.limit / 3) + 10 * depth}::int
    else ${Math.ceil(params.limit / 30) + depth}::int end)`;
  const best = (only: SQL) => sql`(${listingsAtPoint(params, sql`${only} order by l.quality_score desc limit ${perPoint}`)})`;
  const boosted = params.boostCategories.length > 0
    ? sql`union select s.id, s.score from points pt cross join lateral ${best(sql`and l.category = any(${textArrayParam(params.boostCategories)})`)} s
      where pt.distance_km <= ${RANKING.maxDistanceKm}`
    : sql``;
  return sql`
    with points as materialized ${pointsFromSql(points, params.origin, SEED_RING_KM, 0)},
    seeds as materialized (
      select s.id, s.score from points pt cross join lateral ${best(sql``)} s
      where pt.distance_km <= ${RANKING.maxDistanceKm}
      ${boosted}
    )
    select count(*)::int as seeds,
      (select score from seeds order by score desc offset ${params.limit - 1} limit 1) as threshold
    from seeds`;
}

/**
 * How far a listing can be and still reach `threshold`: the distance where the best quality, the most interests can
 * add and the closeness together just reach it. Null when that is beyond MAX_POINT_RADIUS_KM.
 */
export function reachKm(params: Pick<FeedParams, 'boostCategories'>, threshold: number, maxKm = MAX_POINT_RADIUS_KM): number | null {
  const closenessNeeded = threshold - MAX_QUALITY - maxBoost(params.boostCategories);
  const km = RANKING.maxDistanceKm * (1 - closenessNeeded / RANKING.closenessWeight);
  const reach = Math.min(Math.max(0, km), RANKING.maxDistanceKm);
  return reach <= maxKm ? reach : null;
}

/**
 * Step 2: the page. Points are enumerated a little beyond `reachKm` (pointsRadiusKm); each is read only for the qualities
 * that can reach the threshold (a point further out, from a set read wider, has no listing that does). `points`: the
 * viewer's, read out to VIEWER_POINTS_KM; a reach beyond it (only tests ask for one) enumerates its own.
 */
export function pageStatement(params: PersonalFeedParams, threshold: number, reach: number, points: PublicPointSet | null = null): SQL {
  const headroom = sql.raw(String(maxBoost(params.boostCategories)));
  const t = sql`${threshold}::float8`;
  const needed = sql`${t} - ${closenessSql(sql`pt.distance_km`)}`;
  const enough = sql`and l.quality_score >= ${needed} - ${headroom} - 1e-9 ${boostedEnough(params, needed)} offset 0`;
  return sql`
    with points as materialized ${pointsFromSql(pointsRadiusKm(reach) <= VIEWER_POINTS_KM ? points : null, params.origin, pointsRadiusKm(reach), 0)},
    ranked as (
      select c.id, c.owner_id, c.score
      from points pt
      cross join lateral (${listingsAtPoint(params, enough)}) c
      where pt.distance_km <= ${RANKING.maxDistanceKm} and c.score >= ${t}
      union all
      ${unplacedFeedRowsSql(params, t)}
    )
    select id, owner_id, score as key from ranked order by score desc, id desc limit ${params.limit}`;
}

/**
 * The last page's threshold per place, chips, interests, day and cursor (decisions 0031, 0052): a hint of how deep to read, never a
 * result. A page read with a threshold that gives at least a page of rows is exact whatever the threshold was (every
 * eligible listing at or above it was read, so the page's last row is the true one). When listings were removed and
 * it gives fewer, the ranking is read again from fresh seeds. Per instance; nothing depends on it being shared.
 */
export function createFeedThresholds(options: { max: number; ttlMs: number }) {
  const remembered = new LRUCache<string, { threshold: number }>({ max: options.max, ttl: options.ttlMs });
  return {
    get: (key: string) => remembered.get(key)?.threshold ?? null,
    set: (key: string, threshold: number) => remembered.set(key, { threshold }),
  };
}
export type FeedThresholds = ReturnType<typeof createFeedThresholds>;

/**
 * What a remembered threshold is kept for: the place, chips, interests and day, and the cursor of a later page (every
 * viewer of a town with the same chips pages through one ranking: decision 0052). Not the viewer: leaving out their
 * own listings can only lower their page's last score, and a threshold then too high only costs a fresh read.
 */
function thresholdKey(params: PersonalFeedParams): string {
  const after = params.after ? [params.after.key, params.after.id, params.after.depth] : null;
  return JSON.stringify([params.origin, params.categories, params.boostCategories, params.onlyBookable, params.today, params.limit, after]);
}

/** Kept below the last page's threshold, so that one listing leaving does not cost a fresh read. */
const THRESHOLD_SLACK = 0.002;

/** The viewer's public points out to VIEWER_POINTS_KM, read at most once per ranking and only when a statement needs them. */
function viewerPointsOf(db: Db, params: PersonalFeedParams, publicPoints: PublicPoints | null): () => Promise<PublicPointSet | null> {
  let read: Promise<PublicPointSet | null> | null = null;
  return () => (read ??= publicPoints ? publicPoints.around(db, params.origin, VIEWER_POINTS_KM, 0) : Promise.resolve(null));
}

/**
 * A point statement's rows. With the viewer's points given, prepared (at most a few dozen texts per connection: which
 * options are present; the values are parameters): PostgreSQL keeps a generic plan after five runs, which saves their
 * planning, about a third of each (decision 0053). Without them the statement enumerates the points itself, from the
 * origin, which a generic plan would compute again for every point: planned for its values, as the cell statement
 * always is (its generic plans were slower than the planning they saved).
 */
function pointStatementRows<T>(db: Db, statement: SQL, points: PublicPointSet | null): Promise<T[]> {
  return points ? queryRowsPrepared<T>(db, statement) : queryRows<T>(db, statement);
}

/**
 * Reads every eligible listing at or above `threshold` (by points within its reach, else by cells) and sorts them;
 * without a threshold, the cell query finds its own.
 */
async function rowsAbove(
  db: Db,
  params: PersonalFeedParams,
  threshold: number | null,
  points: () => Promise<PublicPointSet | null>,
): Promise<{ rows: RankedRow[]; path: 'points' | 'cells' }> {
  const reach = threshold === null ? null : reachKm(params, threshold);
  if (threshold !== null && reach !== null) {
    const set = await points();
    return { rows: await pointStatementRows<RankedRow>(db, pageStatement(params, threshold, reach, set), set), path: 'points' };
  }
  return { rows: await queryRows<RankedRow>(db, personalFeedSql(params, threshold)), path: 'cells' };
}

/**
 * The personal feed's rows: from a remembered threshold when it still gives a full page; else by points where the
 * seeds bound the distance, or cell by cell — with the seeds' threshold, which only raises the cell query's own
 * (both are scores of real candidates). With `publicPoints`, the viewer's points are read once and kept.
 */
export async function personalFeedRows(
  db: Db,
  params: PersonalFeedParams,
  thresholds: FeedThresholds | null = null,
  publicPoints: PublicPoints | null = null,
): Promise<{ rows: RankedRow[]; path: 'remembered' | 'points' | 'cells' }> {
  const points = viewerPointsOf(db, params, publicPoints);
  const key = thresholds ? thresholdKey(params) : null;
  const remember = (rows: RankedRow[]) => {
    if (key && rows.length === params.limit) thresholds!.set(key, Number(rows.at(-1)!.key) - THRESHOLD_SLACK);
    return rows;
  };
  const known = key ? thresholds!.get(key) : null;
  if (known !== null) {
    const { rows } = await rowsAbove(db, params, known, points);
    if (rows.length === params.limit) return { rows: remember(rows), path: 'remembered' };
  }
  const set = await points();
  const [seed] = await pointStatementRows<{ seeds: number; threshold: number | string | null }>(db, seedStatement(params, set), set);
  const threshold = seed && Number(seed.seeds) >= params.limit && seed.threshold !== null ? Number(seed.threshold) : null;
  const { rows, path } = await rowsAbove(db, params, threshold, points);
  return { rows: remember(rows), path };
}
