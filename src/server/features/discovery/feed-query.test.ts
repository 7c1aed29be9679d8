import { describe, expect, it } from 'vitest';
import { closeness, distanceKm, RANKING } from '../../../domain/ranking';
import { createRandom } from '../../db/seed/prng';
import { CELL_DEGREES, cellBounds } from './feed-query';

describe('the personal feed\'s cell bounds', () => {
  it('hold every cell with a listing whose public point can be within 100 km, bounded by that point\'s closeness', () => {
    const random = createRandom(51);
    for (const origin of [{ lat: 32.0853, lng: 34.7818 }, { lat: 29.5577, lng: 34.9519 }, { lat: -33.8688, lng: 151.2093 }, { lat: 64.1466, lng: -21.9426 }]) {
      const cells = cellBounds(origin);
      const boundOf = new Map(cells.cl.map((cl, index) => [`${cl},${cells.cg[index]}`, cells.bound[index]!]));
      expect(cells.bound.every((bound) => bound > 0 && bound <= RANKING.closenessWeight)).toBe(true);
      for (let sample = 0; sample < 5_000; sample += 1) {
        // A listing's exact point (which decides its cell) up to 110 km away, and its public point up to 1 km from it.
        const exact = { lat: origin.lat + (random.next() - 0.5) * 2, lng: origin.lng + (random.next() - 0.5) * 2 / Math.cos((origin.lat * Math.PI) / 180) };
        const shown = { lat: exact.lat + (random.next() - 0.5) * 0.012, lng: exact.lng + (random.next() - 0.5) * 0.012 / Math.cos((exact.lat * Math.PI) / 180) };
        if (distanceKm(exact, shown) > 1) continue;
        const km = distanceKm(origin, shown);
        if (km >= RANKING.maxDistanceKm) continue;
        const cell = `${Math.floor(exact.lat / CELL_DEGREES)},${Math.floor(exact.lng / CELL_DEGREES)}`;
        expect(boundOf.get(cell), `${JSON.stringify({ origin, exact, shown, km })}`).toBeGreaterThanOrEqual(RANKING.closenessWeight * closeness(km));
      }
    }
  });

  it('leave out the cells no point within 100 km can be in', () => {
    const origin = { lat: 32.0853, lng: 34.7818 };
    const cells = cellBounds(origin);
    for (let index = 0; index < cells.cl.length; index += 1) {
      const centre = { lat: (cells.cl[index]! + 0.5) * CELL_DEGREES, lng: (cells.cg[index]! + 0.5) * CELL_DEGREES };
      expect(distanceKm(origin, centre)).toBeLessThan(RANKING.maxDistanceKm + 10);
    }
    expect(cells.cl.length).toBeGreaterThan(200);
    expect(cells.cl.length).toBeLessThan(400);
  });
});
