import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicLocationText, publicPoint } from '../../domain/location-policy';
import { listings } from './schema';
import { createListing } from '../test/factories';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const db = () => database().db;

/** Small deterministic generator, so a failure names a reproducible input. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('public location columns mirror the location policy', () => {
  it('public_location equals publicLocationText for tricky and random addresses', async () => {
    const random = generator(7);
    const alphabet = ['a', 'B', ' ', ' ', ',', ',', '\t', '\n', '\u00a0', 'é', '5', '-', '‘', '\r', '\v', '\f'];
    const tricky = [
      'Herzl 5, Haifa, Israel',
      'Haifa',
      'Haifa, Israel',
      '  Herzl 5 ,  Haifa  ,Israel  ',
      'Herzl 5, , Haifa, , Israel, ',
      ',,,',
      ' , ',
      'Street\u00a0, Haifa\u00a0,\u00a0Israel',
      'a,b',
      '\tTab St 1,\tTel Aviv-Yafo\t,\tIsrael\n',
      "Modi‘in-Maccabim-Re‘ut, Israel",
    ];
    const generated = Array.from({ length: 200 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
    );
    const inputs = [...tricky, ...generated];
    const created = [];
    for (const location of inputs) created.push(await createListing(db(), { location }));
    const rows = await db()
      .select({ id: listings.id, location: listings.location, publicLocation: listings.publicLocation })
      .from(listings)
      .where(inArray(listings.id, created.map((row) => row.id)));
    expect(rows).toHaveLength(inputs.length);
    for (const row of rows) expect(row.publicLocation, JSON.stringify(row.location)).toBe(publicLocationText(row.location));
    expect(rows.find((row) => row.location === 'Herzl 5, Haifa, Israel')?.publicLocation).toBe('Haifa, Israel');
  });

  it('public_lat and public_lng equal publicPoint, and lie within the ~1.1 km cell of the exact point', async () => {
    const random = generator(11);
    const points = [
      { lat: 32.0853, lng: 34.7818 },
      { lat: 0, lng: 0 },
      { lat: -33.8688, lng: 151.2093 },
      { lat: 64.1466, lng: -21.9426 },
      { lat: 89.999, lng: 179.999 },
      { lat: -90, lng: -180 },
      { lat: 90, lng: 180 },
      ...Array.from({ length: 150 }, () => ({ lat: random() * 180 - 90, lng: random() * 360 - 180 })),
    ];
    const created = [];
    for (const point of points) created.push(await createListing(db(), { locationLat: point.lat, locationLng: point.lng }));
    const rows = await db()
      .select({ lat: listings.locationLat, lng: listings.locationLng, publicLat: listings.publicLat, publicLng: listings.publicLng })
      .from(listings)
      .where(inArray(listings.id, created.map((row) => row.id)));
    expect(rows).toHaveLength(points.length);
    for (const row of rows) {
      const expected = publicPoint({ lat: row.lat!, lng: row.lng! });
      expect(row.publicLat!, `${row.lat},${row.lng}`).toBeCloseTo(expected.lat, 9);
      expect(row.publicLng!, `${row.lat},${row.lng}`).toBeCloseTo(expected.lng, 9);
      if (Math.abs(row.lat!) < 80) {
        // Within the cell: at most half a cell (≈ 0.56 km) north-south and east-west of its centre.
        const eastWestKm = Math.abs(row.publicLng! - row.lng!) * 111.32 * Math.cos((row.publicLat! * Math.PI) / 180);
        expect(Math.abs(row.publicLat! - row.lat!) * 110.57).toBeLessThanOrEqual(0.56);
        expect(eastWestKm).toBeLessThanOrEqual(0.56);
      }
    }
    const unplaced = await createListing(db(), { locationLat: null, locationLng: null });
    const [row] = await db()
      .select({ publicLat: listings.publicLat, publicLng: listings.publicLng })
      .from(listings)
      .where(inArray(listings.id, [unplaced.id]));
    expect(row).toEqual({ publicLat: null, publicLng: null });
  });
});
