import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { earthBoxSql, earthMetersSql, earthMetersToKmSql, earthOriginSql, earthPointSql, pointDistanceKmSql, textArrayParam } from './ranking-sql';

const origins = [
  { lat: 32.0853, lng: 34.7818 },
  { lat: 29.5577, lng: 34.9519 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 64.1466, lng: -21.9426 },
  { lat: 89.9, lng: 179.9 },
];

/**
 * Points around each origin (a grid out to about 130 km, as search and the feed measure) and across the globe, and each
 * origin's antipode, where a chord may round above the diameter (asin's range; `least` in earthMetersSql).
 */
const points = sql`(
  select o.lat + i * 0.0137 as lat, o.lng + j * 0.0171 as lng
  from (values ${sql.join(origins.map((origin) => sql`(${origin.lat}::float8, ${origin.lng}::float8)`), sql`, `)}) o (lat, lng),
    generate_series(-60, 60, 3) i, generate_series(-60, 60, 3) j
  union all
  select i * 4.5 + 0.123, j * 9.7 - 0.456 from generate_series(-19, 19) i, generate_series(-18, 18) j
  union all
  select -o.lat, o.lng - 180 from (values ${sql.join(origins.map((origin) => sql`(${origin.lat}::float8, ${origin.lng}::float8)`), sql`, `)}) o (lat, lng)
)`;

describe('the distance formulas without earthdistance\'s SQL functions', () => {
  const ctx = useTestApp();

  it('give earthdistance\'s points and distances bit for bit', async () => {
    for (const origin of origins) {
      const from = sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`;
      const [row] = await queryRows<{ compared: number; points_differ: number; meters_differ: number; km_differ: number }>(
        ctx().db,
        sql`select count(*)::int as compared,
            count(*) filter (where ${earthPointSql(sql`p.lat`, sql`p.lng`)} <> ll_to_earth(p.lat, p.lng))::int as points_differ,
            count(*) filter (where ${earthMetersSql(earthPointSql(sql`p.lat`, sql`p.lng`), from)} <> earth_distance(ll_to_earth(p.lat, p.lng), ${from}))::int as meters_differ,
            count(*) filter (where ${pointDistanceKmSql(sql`p.lat`, sql`p.lng`, from)} <> earth_distance(ll_to_earth(p.lat, p.lng), ${from}) / earth() * 6371)::int as km_differ
          from ${points} p`,
      );
      expect(row, JSON.stringify(origin)).toEqual({ compared: 41 * 41 * 5 + 39 * 37 + 5, points_differ: 0, meters_differ: 0, km_differ: 0 });
    }
  });

  it('measure half the circumference between two antipodes, as earth_distance does', async () => {
    const [row] = await queryRows<{ ours: number; theirs: number }>(
      ctx().db,
      sql`select ${earthMetersToKmSql(earthMetersSql(earthPointSql(sql`10::float8`, sql`20::float8`), sql`ll_to_earth(-10, -160)`))} as ours,
        earth_distance(ll_to_earth(10, 20), ll_to_earth(-10, -160)) / earth() * 6371 as theirs`,
    );
    expect(row!.ours).toBe(row!.theirs);
    expect(row!.ours).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('fold a fixed origin and its box to ll_to_earth\'s and earth_box\'s cubes bit for bit, at every branch of gc_to_sec', async () => {
    // -5 m: gc_to_sec's first branch; 4e7 m, more than half the circumference: its second; the rest its third.
    const radii = [-5, 0, 1, 1_000, 4_000, 30_050, 100_000, 20_000_000, 40_000_000];
    for (const origin of origins) {
      const theirs = sql`ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)`;
      for (const meters of radii) {
        const [row] = await queryRows<{ equal: boolean; ours: string; theirs: string; our_box: string; their_box: string }>(
          ctx().db,
          sql`select ${earthOriginSql(origin)} = ${theirs} as equal, (${earthOriginSql(origin)})::text as ours, (${theirs})::text as theirs,
            (${earthBoxSql(earthOriginSql(origin), meters)})::text as our_box, earth_box(${theirs}, ${meters}::float8)::text as their_box`,
        );
        const at = JSON.stringify({ origin, meters });
        expect(row!.equal, at).toBe(true);
        expect(row!.ours, at).toBe(row!.theirs);
        expect(row!.our_box, at).toBe(row!.their_box);
      }
    }
  });

  it('passes a list of texts as one text[] parameter, each element as written', async () => {
    const values = ['Bicycles & Scooters', 'Baby & Kids', 'a "quoted", {braced} one', 'back\\slash', 'NULL', ' spaced ', ''];
    const [row] = await queryRows<{ elements: string[] }>(ctx().db, sql`select ${textArrayParam(values)} as elements`);
    expect(row!.elements).toEqual(values);
  });
});
