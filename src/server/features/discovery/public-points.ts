import { type SQL, sql } from 'drizzle-orm';
import { PUBLIC_GRID_DEGREES } from '../../../domain/location-policy';
import { earthMetersToKmSql } from './ranking-sql';

/**
 * The public points (location policy: the centre of a listing's grid square, PUBLIC_GRID_DEGREES a side in
 * latitude, as wide in km in longitude) that can lie within radiusKm of `point`, enumerated in SQL with the
 * very expressions of the generated columns public_lat and public_lng (tables/listings.ts): row k of the
 * grid has latitude (k + 0.5)·g and longitude step g / cos(that latitude), so an enumerated point equals a
 * listing's stored point bit for bit and can be looked up by equality. Each point's distance is computed
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
  const origin = sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
  const plat = sql`least(90, greatest(-90, (r.k::float8 + 0.5) * ${g}))`;
  const step = sql`(${g} / greatest(cos(radians((r.k::float8 + 0.5) * ${g})), ${g}))`;
  // pointWithinKm and pointDistanceKmSql's tests and formula, on each point's ll_to_earth and earth_distance
  // computed once (OFFSET 0 keeps the planner from pulling them up and computing them again per use).
  const within = (km: number) => sql`(earth_box(${origin}, ${km * 1000}::float8) @> e.e and e.meters <= ${km * 1000}::float8)`;
  return sql`(
    select pt.plat, pt.plng, ${earthMetersToKmSql(sql`e.meters`)} as distance_km, ${within(nearKm)} as near
    from generate_series(${Math.floor((point.lat - latSpan) / PUBLIC_GRID_DEGREES)}::int, ${Math.floor((point.lat + latSpan) / PUBLIC_GRID_DEGREES)}::int) r (k)
    cross join lateral (select ${step} as step) s
    cross join lateral generate_series(floor((${point.lng}::float8 - ${lngSpan}::float8) / s.step)::int, floor((${point.lng}::float8 + ${lngSpan}::float8) / s.step)::int) c (m)
    cross join lateral (select ${plat} as plat, least(180, greatest(-180, (c.m::float8 + 0.5) * s.step)) as plng) pt
    cross join lateral (select g.e, earth_distance(g.e, ${origin}) as meters from (select ll_to_earth(pt.plat, pt.plng) as e offset 0) g offset 0) e
    where ${within(radiusKm)}
  )`;
}

