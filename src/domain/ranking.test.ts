import { describe, expect, it } from 'vitest';
import { closeness, distanceKm, relevance, reviewCountFactor } from './ranking';

describe('feed relevance', () => {
  it('weighs rating 40 %, review count 20 % and closeness 40 %', () => {
    expect(relevance({ averageRating: 5, reviewCount: 50, distanceKm: 0 })).toBeCloseTo(1, 10);
    expect(relevance({ averageRating: 0, reviewCount: 0, distanceKm: 100 })).toBe(0);
    expect(relevance({ averageRating: 5, reviewCount: 0, distanceKm: 100 })).toBeCloseTo(0.4, 10);
    expect(relevance({ averageRating: 0, reviewCount: 50, distanceKm: 100 })).toBeCloseTo(0.2, 10);
    expect(relevance({ averageRating: 0, reviewCount: 0, distanceKm: 0 })).toBeCloseTo(0.4, 10);
  });

  it('uses a log scale for review counts, capped at 50', () => {
    expect(reviewCountFactor(0)).toBe(0);
    expect(reviewCountFactor(50)).toBeCloseTo(1, 10);
    expect(reviewCountFactor(500)).toBeCloseTo(1, 10);
    expect(reviewCountFactor(5)).toBeCloseTo(Math.log(6) / Math.log(51), 10);
    expect(reviewCountFactor(5)).toBeGreaterThan(5 / 50);
  });

  it('is linear in distance over 100 km and treats an unknown distance as 50 km', () => {
    expect(closeness(0)).toBe(1);
    expect(closeness(25)).toBeCloseTo(0.75, 10);
    expect(closeness(100)).toBe(0);
    expect(closeness(250)).toBe(0);
    expect(closeness(null)).toBeCloseTo(0.5, 10);
    expect(relevance({ averageRating: 4, reviewCount: 10, distanceKm: null })).toBeCloseTo(
      0.4 * 0.8 + 0.2 * (Math.log(11) / Math.log(51)) + 0.4 * 0.5,
      10,
    );
  });

  it('measures great-circle distances on a 6371 km Earth', () => {
    const telAviv = { lat: 32.0853, lng: 34.7818 };
    const jerusalem = { lat: 31.7683, lng: 35.2137 };
    expect(distanceKm(telAviv, jerusalem)).toBeGreaterThan(52);
    expect(distanceKm(telAviv, jerusalem)).toBeLessThan(55);
    expect(distanceKm(telAviv, telAviv)).toBe(0);
  });
});
