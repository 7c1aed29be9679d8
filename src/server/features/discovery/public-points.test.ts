import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createListing, createProfile } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { VIEWER_POINTS_KM } from './feed-by-points';
import { createPublicPoints, pointsFromSql, publicPointsSql, readPublicPoints } from './public-points';
import { ADDRESS_RADIUS_KM, CITY_RADIUS_KM } from './search-query';

const places = [
  { lat: 32.0853, lng: 34.7818 },
  { lat: 29.5577, lng: 34.9519 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 64.1466, lng: -21.9426 },
];

/** The rows of `a` that `b` lacks, compared exactly (float8 equality, bit for bit). */
async function missing(db: Parameters<typeof queryRows>[0], a: SQL, b: SQL) {
  return queryRows<{ plat: number }>(
    db,
    sql`select plat, plng, distance_km, near from ${a} a except all select plat, plng, distance_km, near from ${b} b`,
  );
}

describe('public points read once per place', () => {
  const ctx = useTestApp();

  it('are the enumerated points bit for bit, at a town\'s radius and at a viewer\'s', async () => {
    const db = ctx().db;
    for (const place of places) {
      for (const [radius, near] of [[CITY_RADIUS_KM, ADDRESS_RADIUS_KM], [VIEWER_POINTS_KM, 0]] as const) {
        const given = await readPublicPoints(db, place, radius, near);
        expect(given).not.toBeNull();
        const inline = publicPointsSql(place, radius, near);
        const read = pointsFromSql(given, place, radius, near);
        expect(await missing(db, inline, read), `${JSON.stringify(place)} ${radius}`).toEqual([]);
        expect(await missing(db, read, inline), `${JSON.stringify(place)} ${radius}`).toEqual([]);
        const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${read} p`);
        expect(count!.n).toBeGreaterThan(radius > 10 ? 300 : 30);
      }
    }
  });

  it('read further out, keep every point of a nearer radius (and only points within it)', async () => {
    const db = ctx().db;
    for (const place of places) {
      const given = await readPublicPoints(db, place, VIEWER_POINTS_KM, 0);
      for (const within of [0.5, 3, 7.25, 9.6, 12]) {
        const kept = pointsFromSql(given, place, within, 0);
        expect(await missing(db, publicPointsSql(place, within, 0), kept), `${JSON.stringify(place)} ${within} km`).toEqual([]);
        const [furthest] = await queryRows<{ km: number | null }>(db, sql`select max(distance_km) as km from ${kept} p`);
        expect(Number(furthest!.km)).toBeLessThanOrEqual(within);
      }
    }
  });

  it('send a statement only the points it keeps: the set is ordered by distance, and a nearer radius is its prefix', async () => {
    const db = ctx().db;
    const dialect = new PgDialect({ casing: 'snake_case' });
    const elements = (literal: unknown) => (literal === '{}' ? [] : String(literal).slice(1, -1).split(','));
    for (const place of places) {
      const given = (await readPublicPoints(db, place, VIEWER_POINTS_KM, 0))!;
      const all = elements(given.distanceKm).map(Number);
      expect(all).toEqual([...all].sort((a, b) => a - b));
      for (const within of [0, 0.5, 3, 12, VIEWER_POINTS_KM]) {
        const [plat, plng, distanceKm, near] = dialect.sqlToQuery(pointsFromSql(given, place, within, 0)).params.map(elements);
        const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${publicPointsSql(place, within, 0)} p`);
        // Exactly the set's points within the radius (at least those enumerated at it), element for element its prefix.
        const kept = all.filter((km) => km <= within).length;
        expect(kept, `${within} km`).toBeGreaterThanOrEqual(count!.n);
        expect(plat).toEqual(elements(given.plat).slice(0, kept));
        expect(plng).toEqual(elements(given.plng).slice(0, kept));
        expect(distanceKm).toEqual(elements(given.distanceKm).slice(0, kept));
        expect(near).toEqual(elements(given.near).slice(0, kept));
      }
    }
  });

  it('hold no point twice by the antimeridian or a pole, and still the points of the listings at the edge', async () => {
    const db = ctx().db;
    const edges = [{ lat: -17.01, lng: 179.95 }, { lat: -17.01, lng: -179.95 }, { lat: 89.95, lng: 10 }, { lat: -89.95, lng: -170 }];
    for (const place of edges) {
      const points = publicPointsSql(place, VIEWER_POINTS_KM, 0);
      const [counts] = await queryRows<{ all: number; distinct: number }>(db, sql`select count(*)::int as all, count(distinct (plat, plng))::int as distinct from ${points} p`);
      expect(counts!.all, JSON.stringify(place)).toBe(counts!.distinct);
      expect(counts!.all).toBeGreaterThan(100);
    }
    // Listings on the edge itself: their public points are enumerated (bit for bit).
    const owner = await createProfile(db);
    for (const [at, lng] of [[edges[0]!, 180], [edges[0]!, 179.9999], [edges[1]!, -180]] as const) {
      const listing = await createListing(db, { ownerId: owner.id, locationLat: at.lat, locationLng: lng });
      const [found] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${publicPointsSql(at, VIEWER_POINTS_KM, 0)} p
        join listings l on l.public_lat = p.plat and l.public_lng = p.plng where l.id = ${listing.id}::uuid`);
      expect(found!.n, `${lng}`).toBe(1);
    }
  });

  it('a place with no point in reach reads an empty set, not an error', async () => {
    const given = await readPublicPoints(ctx().db, places[0]!, 0, 0);
    expect(given).toEqual({ plat: '{}', plng: '{}', distanceKm: '{}', near: '{}' });
    const [count] = await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from ${pointsFromSql(given, places[0]!, 0, 0)} p`);
    expect(count!.n).toBe(0);
  });

  it('where float8 would not be written exactly, none are kept and the statements enumerate their own', async () => {
    await ctx().db.transaction(async (tx) => {
      await tx.execute(sql`set local extra_float_digits = 0`);
      expect(await readPublicPoints(tx, places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).toBeNull();
      const publicPoints = createPublicPoints({ maxChars: 1_000_000 });
      expect(await publicPoints.around(tx, places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).toBeNull();
      // Remembered: not read again, even for another place.
      await tx.execute(sql`set local extra_float_digits = 1`);
      expect(await publicPoints.around(tx, places[1]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).toBeNull();
    });
    expect(pointsFromSql(null, places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).toEqual(publicPointsSql(places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM));
  });

  it('are kept per place and radius: the second search in a town reads nothing', async () => {
    const publicPoints = createPublicPoints({ maxChars: 1_000_000 });
    const first = await publicPoints.around(ctx().db, places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM);
    expect(await publicPoints.around(ctx().db, places[0]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).toBe(first);
    expect(await publicPoints.around(ctx().db, places[0]!, VIEWER_POINTS_KM, 0)).not.toBe(first);
    expect(await publicPoints.around(ctx().db, places[1]!, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)).not.toBe(first);
    // Two first requests for one place at once share one read.
    const [a, b] = await Promise.all([places[2]!, places[2]!].map((place) => publicPoints.around(ctx().db, place, CITY_RADIUS_KM, ADDRESS_RADIUS_KM)));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });
});
