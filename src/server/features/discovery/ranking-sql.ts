import { type SQL, sql } from 'drizzle-orm';
import { EARTH_RADIUS_KM, RANKING } from '../../../domain/ranking';

/**
 * SQL pieces of the feed relevance formula (src/domain/ranking.ts). The static part, 40 % rating +
 * 20 % review-count factor, is the generated column `listings.quality_score` (see tables/listings.ts);
 * closeness is added here.
 */
const raw = (value: number) => sql.raw(String(value));

/**
 * Great-circle distance in km from `origin` (an `earth` or `cube` point) to listing `l`'s public point (location
 * policy), null without coordinates: what search and the feed measure. earthdistance's sphere has radius
 * earth() (6378.168 km); the spec's Earth radius is 6371 km.
 */
export function publicDistanceKmSql(origin: SQL): SQL {
  return pointDistanceKmSql(sql`l.public_lat`, sql`l.public_lng`, origin);
}

/** The same distance for any point given by its latitude and longitude (the same formula, the same result). */
export function pointDistanceKmSql(lat: SQL, lng: SQL, origin: SQL): SQL {
  return earthMetersToKmSql(earthMetersSql(earthPointSql(lat, lng), origin));
}

/**
 * earthdistance's radius, earth(), written out: earth() is an SQL function, and the planner runs each call of it in a
 * statement (and in each inlined ll_to_earth or earth_distance) through the SQL-function executor (decision 0051).
 */
const EARTH_METERS = sql.raw(`'6378168'::float8`);

/**
 * ll_to_earth(lat, lng) as a plain cube: the very expression of its body, so the same three coordinates bit for bit,
 * without the cast to the `earth` domain, whose checks cost about 3 µs a row (decision 0051). Not for an expression
 * that must match listings_public_earth_gist, which indexes ll_to_earth itself.
 */
export function earthPointSql(lat: SQL, lng: SQL): SQL {
  return sql`cube(cube(cube(${EARTH_METERS}*cos(radians(${lat}))*cos(radians(${lng}))),${EARTH_METERS}*cos(radians(${lat}))*sin(radians(${lng}))),${EARTH_METERS}*sin(radians(${lat})))`;
}

/**
 * A fixed point (a place, a viewer) as earthPointSql of two constants: the planner folds it to one cube, the same as
 * ll_to_earth's bit for bit, without inlining ll_to_earth and earth() — each an SQL function whose body it parses again
 * for every call in every statement, about 60 µs of planning each (decision 0053).
 */
export function earthOriginSql(point: { lat: number; lng: number }): SQL {
  return earthPointSql(sql`${point.lat}::float8`, sql`${point.lng}::float8`);
}

/**
 * earth_box(origin, meters) written out: its body and gc_to_sec's, with earth() as its value (decision 0053). The box
 * is the same cube, so the GiST test `… @> ll_to_earth(lat, lng)` reads listings_public_earth_gist as before.
 */
export function earthBoxSql(origin: SQL, meters: number): SQL {
  const m = sql`${meters}::float8`;
  const seconds = sql`(case when ${m} < 0 then 0::float8 when ${m}/${EARTH_METERS} > pi() then 2*${EARTH_METERS} else 2*${EARTH_METERS}*sin(${m}/(2*${EARTH_METERS})) end)`;
  return sql`cube_enlarge(${origin}, ${seconds}, 3)`;
}

/**
 * earth_distance(a, b) between two points of the sphere, in metres: its body (sec_to_gc of cube_distance) with
 * earth() written out, inlined here so that it runs without the SQL-function calls. The chord of two points of the
 * sphere is at most its diameter: `least` only keeps a rounding above it from asin's range error, where
 * sec_to_gc answers pi()·earth(), the same float8 as 2·earth()·asin(1).
 */
export function earthMetersSql(a: SQL, b: SQL): SQL {
  return sql`(2*${EARTH_METERS}*asin(least(cube_distance(${a}, ${b})/(2*${EARTH_METERS}), 1::float8)))`;
}

/** A distance in metres on earthdistance's sphere in km on the spec's sphere. */
export function earthMetersToKmSql(meters: SQL): SQL {
  return sql`(${meters} / ${EARTH_METERS} * ${EARTH_RADIUS_KM})`;
}

/**
 * 40 % closeness, linear over 100 km; an unknown distance counts as 50 km. float8 throughout: without a distance the
 * bounds are integer literals, and 50 / 100 was integer division (0.4 where the domain's formula gives 0.2).
 */
export function closenessSql(distanceKm: SQL | null): SQL {
  const unknown = sql`${raw(RANKING.unknownDistanceKm)}::float8`;
  const distance = distanceKm ? sql`coalesce(${distanceKm}, ${unknown})` : unknown;
  return sql`(${raw(RANKING.closenessWeight)} * (1 - least(${distance}, ${raw(RANKING.maxDistanceKm)}::float8) / ${raw(RANKING.maxDistanceKm)}::float8))`;
}

export const NEUTRAL_CLOSENESS = RANKING.closenessWeight * (1 - RANKING.unknownDistanceKm / RANKING.maxDistanceKm);
export const MAX_QUALITY = RANKING.ratingWeight + RANKING.reviewCountWeight;

/** The interest boost of listing `l`: RANKING.interestBoost when its category is one the viewer is interested in. */
export function interestBoostSql(boostCategories: readonly string[]): SQL {
  if (boostCategories.length === 0) return sql`0`;
  return sql`(case when l.category = any(${textArrayParam(boostCategories)}) then ${raw(RANKING.interestBoost)} else 0 end)`;
}

/**
 * A list of texts as one text[] parameter. In a prepared statement's generic plan, `x in ($1, $2, …)` builds its array
 * again for every row it tests; one array parameter is a value (decision 0053).
 */
export function textArrayParam(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

/** The most any listing can gain from interests (0 without interests): widens the bounds of the personal feed. */
export function maxBoost(boostCategories: readonly string[]): number {
  return boostCategories.length > 0 ? RANKING.interestBoost : 0;
}
