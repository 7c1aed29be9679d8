import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PUBLIC_GRID_DEGREES } from '../../../domain/location-policy';
import { type Db, queryRows } from '../../db/client';
import { earthBoxSql, earthMetersSql, earthMetersToKmSql, earthOriginSql, earthPointSql } from './ranking-sql';

/**
 * The public points (location policy: the centre of a listing's grid square, PUBLIC_GRID_DEGREES a side in
 * latitude, as wide in km in longitude) that can lie within radiusKm of `point`, enumerated in SQL with the
 * very expressions of the generated columns public_lat and public_lng (tables/listings.ts): row k of the
 * grid has latitude (k + 0.5)·g and longitude step g / cos(that latitude), so an enumerated point equals a
 * listing's stored point bit for bit and can be looked up by equality. Rows and columns stop where a listing's own
 * can (latitude ±90, longitude ±180): beyond, least/greatest would give the edge's point again. Each point's distance is computed
 * once, with the formulas of search-query.ts (pointWithinKm) and ranking-sql.ts; `near` says whether it is within the address radius.
 * Columns: plat, plng, distance_km, near. The bounds are widened (110 km per degree is less than any real
 * degree of latitude); the exact distance test then keeps only the points within radiusKm. A query that joins
 * listings to the points should materialize them first: a subquery in FROM is flattened into the join, and each
 * point's distance_km and `near` are then computed once per listing joined, not once per point.
 */
export function publicPointsSql(point: { lat: number; lng: number }, radiusKm: number, nearKm: number): SQL {
  const km = radiusKm + 0.5;
  const latSpan = km / 110;
  const widestLat = Math.min(89, Math.abs(point.lat) + latSpan);
  const lngSpan = Math.min(180, km / (110 * Math.cos((widestLat * Math.PI) / 180)));
  const g = sql.raw(`${PUBLIC_GRID_DEGREES}::float8`);
  const origin = earthOriginSql(point);
  const plat = sql`least(90, greatest(-90, (r.k::float8 + 0.5) * ${g}))`;
  const step = sql`(${g} / greatest(cos(radians((r.k::float8 + 0.5) * ${g})), ${g}))`;
  // pointWithinKm and pointDistanceKmSql's tests and formula, on each point's cube and distance computed once
  // (OFFSET 0 keeps the planner from pulling them up and computing them again per use).
  const within = (km: number) => sql`(${earthBoxSql(origin, km * 1000)} @> e.e and e.meters <= ${km * 1000}::float8)`;
  return sql`(
    select pt.plat, pt.plng, ${earthMetersToKmSql(sql`e.meters`)} as distance_km, ${within(nearKm)} as near
    from generate_series(greatest(${Math.floor((point.lat - latSpan) / PUBLIC_GRID_DEGREES)}, floor(-90::float8 / ${g})::int),
      least(${Math.floor((point.lat + latSpan) / PUBLIC_GRID_DEGREES)}, floor(90::float8 / ${g})::int)) r (k)
    cross join lateral (select ${step} as step) s
    cross join lateral generate_series(greatest(floor((${point.lng}::float8 - ${lngSpan}::float8) / s.step), floor(-180::float8 / s.step))::int,
      least(floor((${point.lng}::float8 + ${lngSpan}::float8) / s.step), floor(180::float8 / s.step))::int) c (m)
    cross join lateral (select ${plat} as plat, least(180, greatest(-180, (c.m::float8 + 0.5) * s.step)) as plng) pt
    cross join lateral (select g.e, ${earthMetersSql(sql`g.e`, origin)} as meters from (select ${earthPointSql(sql`pt.plat`, sql`pt.plng`)} as e offset 0) g offset 0) e
    where ${within(radiusKm)}
  )`;
}


/**
 * A place's public points as the database computed them (publicPointsSql's rows), kept as PostgreSQL array literals:
 * float8 is written in its shortest exact form (extra_float_digits ≥ 1, PostgreSQL's default), so the values sent back
 * are the computed ones bit for bit and still equal the listings' stored points.
 */
export interface PublicPointSet {
  plat: string;
  plng: string;
  distanceKm: string;
  near: string;
}

type PointsAround = { lat: number; lng: number };

/**
 * publicPointsSql's rows read once, as a PublicPointSet ordered by distance (then point: one order for all four arrays),
 * so that a nearer radius is a prefix of it (pointsFromSql); null when float8 would not be written exactly.
 */
export async function readPublicPoints(db: Db, point: PointsAround, radiusKm: number, nearKm: number): Promise<PublicPointSet | null> {
  const inOrder = (column: string) => sql.raw(`coalesce(array_agg(p.${column} order by p.distance_km, p.plat, p.plng)::text, '{}')`);
  const [row] = await queryRows<PublicPointSet & { exact: boolean }>(
    db,
    sql`select ${inOrder('plat')} as "plat", ${inOrder('plng')} as "plng", ${inOrder('distance_km')} as "distanceKm", ${inOrder('near')} as "near",
      current_setting('extra_float_digits')::int >= 1 as "exact"
    from ${publicPointsSql(point, radiusKm, nearKm)} p`,
  );
  if (!row?.exact) return null;
  return { plat: row.plat, plng: row.plng, distanceKm: row.distanceKm, near: row.near };
}

/**
 * The public points within `withinKm` of `point` as a FROM item with publicPointsSql's columns (plat, plng, distance_km,
 * near): from `given` (read before with the same nearKm, at withinKm or beyond), else enumerated in the statement. From
 * a set read further out, the points within distance_km ≤ withinKm are kept: a superset of publicPointsSql's at that
 * radius (distance_km is on the ranking's radius, a little shorter than earthdistance's metres), and at the radius it
 * was read, all of it. Only that prefix of the set is sent (a viewer's set reaches MAX_POINT_RADIUS_KM; most statements need a few km).
 */
export function pointsFromSql(given: PublicPointSet | null, point: PointsAround, withinKm: number, nearKm: number): SQL {
  if (!given) return publicPointsSql(point, withinKm, nearKm);
  const kept = nearestOf(given, withinKm);
  return sql`(select pt.plat, pt.plng, pt.distance_km, pt.near
    from unnest(${kept.plat}::float8[], ${kept.plng}::float8[], ${kept.distanceKm}::float8[], ${kept.near}::bool[]) as pt (plat, plng, distance_km, near)
    where pt.distance_km <= ${withinKm}::float8)`;
}

/** Per set, parsed once: its distances (8 bytes a point beside its ~47 characters). */
const setDistances = new WeakMap<PublicPointSet, Float64Array>();

function distancesOf(set: PublicPointSet): Float64Array {
  let distances = setDistances.get(set);
  if (!distances) {
    distances = set.distanceKm === '{}' ? new Float64Array(0) : Float64Array.from(set.distanceKm.slice(1, -1).split(','), Number);
    setDistances.set(set, distances);
  }
  return distances;
}

/** The points of a set (ordered by distance, readPublicPoints) at distance_km ≤ withinKm: a prefix of each array. */
function nearestOf(set: PublicPointSet, withinKm: number): PublicPointSet {
  const distances = distancesOf(set);
  let count = 0;
  for (let high = distances.length; count < high; ) {
    const middle = (count + high) >>> 1;
    if (distances[middle]! <= withinKm) count = middle + 1;
    else high = middle;
  }
  if (count === distances.length) return set;
  // The literals hold numbers written by float8 and t/f: no quotes, no commas inside an element.
  const cut = (literal: string) => {
    if (count === 0) return '{}';
    let end = 0;
    for (let element = 0; element < count; element++) end = literal.indexOf(',', end + 1);
    return `${literal.slice(0, end)}}`;
  };
  return { plat: cut(set.plat), plng: cut(set.plng), distanceKm: cut(set.distanceKm), near: cut(set.near) };
}

/**
 * Public points per place, kept per app instance: a town's are the same for every search in it, a viewer's for every
 * feed page. They depend on nothing but the place and the grid (no listing data), so nothing ever invalidates them and
 * instances need not share them. Enumerating them was most of a feed page's statement (about 3 of its 4 ms at 9 km).
 * Requests that ask for a place being read wait for that read; a database that would not write float8 exactly
 * (readPublicPoints: null) is remembered, and every statement then enumerates its own.
 */
export function createPublicPoints(options: { maxChars: number }) {
  const kept = new LRUCache<string, PublicPointSet>({
    maxSize: options.maxChars,
    sizeCalculation: (set) => Math.max(1, set.plat.length + set.plng.length + set.distanceKm.length + set.near.length),
  });
  const reading = new Map<string, Promise<PublicPointSet | null>>();
  let inexact = false;
  return {
    async around(db: Db, point: PointsAround, radiusKm: number, nearKm: number): Promise<PublicPointSet | null> {
      if (inexact) return null;
      const key = JSON.stringify([point.lat, point.lng, radiusKm, nearKm]);
      const known = kept.get(key) ?? reading.get(key);
      if (known) return known;
      const read = readPublicPoints(db, point, radiusKm, nearKm)
        .then((set) => {
          if (set) kept.set(key, set);
          else inexact = true;
          return set;
        })
        .finally(() => reading.delete(key));
      reading.set(key, read);
      return read;
    },
  };
}

export type PublicPoints = ReturnType<typeof createPublicPoints>;
