import { beforeAll, describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import type { SearchResponse } from '../../../domain/discovery';
import { normalizePlaceName } from '../../../domain/geo';
import { publicDistanceKm, publicLocationText, publicPoint } from '../../../domain/location-policy';
import { distanceKm } from '../../../domain/ranking';
import type { GeoPlace, Geocoder } from '../../platform/geocoder/geocoder';
import { createListing } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { useTestApp } from '../../test/test-app';

const towns: Record<string, { lat: number; lng: number }> = {
  'Tel Aviv': { lat: 32.0853, lng: 34.7818 },
  Haifa: { lat: 32.794, lng: 34.9896 },
  Jerusalem: { lat: 31.7683, lng: 35.2137 },
  Nazareth: { lat: 32.6996, lng: 35.3035 },
  Netanya: { lat: 32.3215, lng: 34.8532 },
  Tiberias: { lat: 32.7922, lng: 35.5312 },
  Eilat: { lat: 29.5577, lng: 34.9519 },
};

// The hidden listing lies ~0.68 km from the centre of its public grid cell (still inside the cell).
const cell = publicPoint(towns.Haifa!);
const lngStep = 0.01 / Math.cos((cell.lat * Math.PI) / 180);
const exact = { lat: cell.lat + 0.0045, lng: cell.lng + 0.42 * lngStep };
// A second listing in the same cell, ~1.3 km from the first.
const twin = { lat: cell.lat - 0.0045, lng: cell.lng - 0.42 * lngStep };
const SECRET_ADDRESS = 'Zamenhof Street 17, Haifa, Israel';

/**
 * Like an online geocoder: towns, and precise street addresses. The secret address geocodes to the
 * listing's exact point; "Near Cell, Haifa" to a point 0.2 km from the public point.
 */
const addresses: Record<string, { lat: number; lng: number }> = {
  'zamenhof street 17, haifa': exact,
  'zamenhof street 17, haifa, israel': exact,
  'near cell, haifa': { lat: cell.lat + 0.0018, lng: cell.lng },
};
const geocoder: Geocoder = {
  async suggest() {
    return [];
  },
  async geocode(address: string): Promise<GeoPlace | null> {
    const key = address.trim().toLowerCase();
    const town = Object.keys(towns).find((name) => key.split(',').some((part) => normalizePlaceName(part) === normalizePlaceName(name)));
    if (!town) return null;
    const point = addresses[key] ?? towns[town]!;
    return { label: `${town}, Israel`, city: town, country: 'Israel', ...point };
  },
};

describe('search privacy: the hidden part of an address never leaks', () => {
  const ctx = useTestApp({}, { geocoder });
  let owner: TestUser;

  async function search(query: string, user?: TestUser): Promise<SearchResponse> {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}`, headers: user ? { cookie: user.cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const finds = async (location: string, user?: TestUser) =>
    (await search(`q=Quokka&location=${encodeURIComponent(location)}`, user)).listings.some((listing) => listing.title === 'Quokka drone');

  beforeAll(async () => {
    const t = ctx();
    const available = datesToMultirangeLiteral(nextDates(todayIn(t.config.marketTimeZone, t.clock.now()), 30));
    owner = await createSignedInUser(t.db);
    await createListing(t.db, {
      title: 'Quokka drone',
      category: 'Other electronics',
      location: SECRET_ADDRESS,
      locationLat: exact.lat,
      locationLng: exact.lng,
      ownerId: owner.profile.id,
      available,
    });
    await createListing(t.db, { title: 'Trilateration twin', category: 'Other electronics', location: 'Ha-Nevi’im 3, Haifa, Israel', locationLat: twin.lat, locationLng: twin.lng, available });
    await createListing(t.db, { title: 'Trilateration target', category: 'Other electronics', location: SECRET_ADDRESS, locationLat: exact.lat, locationLng: exact.lng, available });
  });

  it('does not match typed text against the street and number', async () => {
    expect(await finds('Street 17')).toBe(false);
    expect(await finds('Zamenhof')).toBe(false);
    expect(await finds('17')).toBe(false);
    const stranger = await createSignedInUser(ctx().db);
    expect(await finds('Street 17', stranger)).toBe(false);
    // The public part still matches.
    expect(await finds('Haifa, Israel')).toBe(true);
    expect(await finds('Israel')).toBe(true);
  });

  it('a letter-by-letter rebuild learns nothing beyond the public part', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 ,';
    const learned: string[] = [];
    // Start from every letter of the hidden part, as the scripted attack did, and extend while it matches.
    for (const start of ['z', 's', '1', 'st', 'street']) {
      let known = start;
      if (!(await finds(known))) continue;
      for (let step = 0; step < 40; step++) {
        let extended = false;
        for (const char of alphabet) {
          // The place text is trimmed, so a trailing space always "matches"; it teaches nothing.
          if (char === ' ' && known.endsWith(' ')) continue;
          if (await finds(known + char)) {
            known += char;
            extended = true;
            break;
          }
        }
        if (!extended) break;
      }
      learned.push(known);
    }
    const visible = publicLocationText(SECRET_ADDRESS).toLowerCase();
    for (const text of learned) expect(visible, `learned "${text}"`).toContain(text.trim());
    expect(learned.join(' ')).not.toMatch(/zamenhof|street|17/);
  });

  it('"within 0.4 km of a searched address" uses the public point, not the exact one', async () => {
    // The secret address geocodes to the exact point; the listing must not be found by it.
    expect(await finds('Zamenhof Street 17, Haifa')).toBe(false);
    expect(await finds('Zamenhof Street 17, Haifa, Israel')).toBe(false);
    // 0.2 km from the public point: found.
    expect(await finds('Near Cell, Haifa')).toBe(true);
  });

  it('a trilateration attack cannot tell two listings ~1.3 km apart in one cell apart', async () => {
    expect(distanceKm(exact, twin)).toBeGreaterThan(1.2);
    const t = ctx();
    for (const [name, town] of Object.entries(towns)) {
      // A viewer whose profile location is this town (a stranger moving from town to town).
      const viewer = await createSignedInUser(t.db, { locationLat: town.lat, locationLng: town.lng });
      const result = await search('q=Trilateration&sort=distance', viewer);
      const distances = Object.fromEntries(result.listings.map((listing) => [listing.title, listing.distance_km]));
      expect(distances['Trilateration target'], name).toBe(distances['Trilateration twin']);
      expect(distances['Trilateration target'], name).toBe(publicDistanceKm(distanceKm(town, cell)));
      expect((distances['Trilateration target']! * 2) % 1, name).toBe(0);
    }
  });

  it('only the public part of the address is sent with search results', async () => {
    const result = await search('q=Quokka');
    expect(result.listings.map((listing) => listing.location)).toEqual(['Haifa, Israel']);
    expect(JSON.stringify(result)).not.toMatch(/Zamenhof|Street 17/);
  });
});
