import { describe, expect, it } from 'vitest';
import { distanceKm } from './ranking';
import { PUBLIC_POINT_MAX_SHIFT_KM, addressRevealingStatuses, publicDistanceKm, publicLocationText, publicPoint, visibleLocation } from './location-policy';
import { reservationStatuses } from './reservation-status';

const listing = { ownerId: 'owner', location: 'Herzl St 5, Apt 3, Haifa, Israel', lat: 32.8123, lng: 34.9987 };

describe('publicLocationText', () => {
  it('keeps the last two non-empty comma-separated parts', () => {
    expect(publicLocationText('Herzl St 5, Apt 3, Haifa, Israel')).toBe('Haifa, Israel');
    expect(publicLocationText('Tel Aviv,  Israel ')).toBe('Tel Aviv, Israel');
    expect(publicLocationText('Israel')).toBe('Israel');
    expect(publicLocationText('a, b, , ')).toBe('a, b');
    expect(publicLocationText(' , ')).toBe('');
  });
});

describe('publicPoint', () => {
  it('is the centre of a ~1.1 km cell: every point of the cell maps to it, and it is never more than ~0.8 km away', () => {
    const centre = publicPoint(listing);
    for (const [dLat, dLng] of [[0, 0], [0.004, 0.005], [-0.004, -0.005], [0.004, -0.005]] as const) {
      const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
      expect(publicPoint(point)).toEqual(centre);
      expect(distanceKm(point, centre)).toBeLessThan(0.8);
    }
    // Neighbouring cells are ~1.1 km apart.
    expect(distanceKm(centre, publicPoint({ lat: centre.lat + 0.01, lng: centre.lng }))).toBeGreaterThan(1.05);
  });
});

describe('PUBLIC_POINT_MAX_SHIFT_KM', () => {
  it('bounds the distance between any inhabited point and its public point (the feed relies on it)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let index = 0; index < 5000; index += 1) {
      const point = { lat: -70 + random() * 140, lng: -180 + random() * 360 };
      expect(distanceKm(point, publicPoint(point))).toBeLessThanOrEqual(PUBLIC_POINT_MAX_SHIFT_KM);
    }
  });
});

describe('publicDistanceKm', () => {
  it('rounds to 0.5 km', () => {
    expect(publicDistanceKm(12.26)).toBe(12.5);
    expect(publicDistanceKm(12.24)).toBe(12);
    expect(publicDistanceKm(0.1)).toBe(0);
  });
});

describe('visibleLocation', () => {
  it('gives the owner the full address and exact point, and distances from it', () => {
    expect(visibleLocation(listing, 'owner')).toEqual({
      text: listing.location,
      precision: 'full',
      coordinates: { lat: listing.lat, lng: listing.lng },
      distanceFrom: { lat: listing.lat, lng: listing.lng },
    });
  });

  it('gives anyone else the public part, no coordinates, and distances from the public point', () => {
    for (const viewer of [null, 'someone-else']) {
      expect(visibleLocation(listing, viewer)).toEqual({
        text: 'Haifa, Israel',
        precision: 'approximate',
        coordinates: null,
        distanceFrom: publicPoint(listing),
      });
    }
  });

  it('inside a reservation, reveals the address only in agreed statuses', () => {
    for (const status of reservationStatuses) {
      const reveals = (addressRevealingStatuses as readonly string[]).includes(status);
      for (const viewer of ['owner', 'renter']) {
        const visible = visibleLocation(listing, viewer, status);
        expect(visible.text, status).toBe(reveals ? listing.location : 'Haifa, Israel');
        expect(visible.coordinates, status).toEqual(reveals ? { lat: listing.lat, lng: listing.lng } : null);
      }
    }
    expect([...addressRevealingStatuses].sort()).toEqual(['accepted', 'completed', 'confirmed', 'ongoing']);
  });

  it('has no point for a listing without coordinates', () => {
    expect(visibleLocation({ ...listing, lat: null, lng: null }, null).distanceFrom).toBeNull();
    expect(visibleLocation({ ...listing, lat: null, lng: null }, 'owner').coordinates).toBeNull();
  });
});
