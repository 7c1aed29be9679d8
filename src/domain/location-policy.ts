import { addressRevealingStatuses, type ReservationStatus } from './reservation-status';

export { addressRevealingStatuses };

/**
 * Location privacy: the one place that decides how much of a listing's location a viewer may receive
 * (docs/decisions/0012-location-privacy.md).
 *
 * - Text: the owner gets the full address; everyone else the public part (the last two comma-separated
 *   parts: "Herzl 5, Haifa, Israel" → "Haifa, Israel"). Inside a reservation, its status decides for both
 *   parties: the full address once the rental is agreed, the public part while pending or after it ended
 *   without happening (spec: Reservation detail).
 * - Coordinates: whoever gets the full address gets the exact point; nobody else gets a point.
 * - Distances: computed from the exact point for the owner, from the public point (the centre of a
 *   ~1.1 km grid cell, `publicPoint`) for everyone else, and rounded to 0.5 km (`publicDistanceKm`).
 *
 * The database keeps `public_location`, `public_lat` and `public_lng` as generated columns whose SQL
 * (src/server/db/tables/listings.ts) mirrors `publicLocationText` and `publicPoint`; a test checks that
 * they agree. Search matches and measures only these columns.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The parts of a listing the policy reads. */
export interface LocatedListing {
  ownerId: string;
  location: string;
  lat: number | null;
  lng: number | null;
}

export interface VisibleLocation {
  text: string;
  precision: 'full' | 'approximate';
  /** The exact point, only for a viewer who may receive the full address. */
  coordinates: GeoPoint | null;
  /** The point this viewer's distances may be computed from. */
  distanceFrom: GeoPoint | null;
}


/** Grid step in degrees of latitude (≈ 1.11 km); longitude steps are widened by 1 / cos(latitude) to the same length. */
export const PUBLIC_GRID_DEGREES = 0.01;
/** Upper bound of the distance between an exact point and its public point (half a cell's diagonal ≈ 0.79 km). */
export const PUBLIC_POINT_MAX_SHIFT_KM = 1;
/** Non-owners' distances are rounded to this many km. */
export const PUBLIC_DISTANCE_STEP_KM = 0.5;

/**
 * Whitespace trimmed around the comma-separated parts. Spelled out (not `\s` or `trim()`) so that the
 * SQL mirror in tables/listings.ts trims exactly the same characters on every database locale.
 */
export const LOCATION_SPACE_CLASS = '[ \\t\\n\\r\\f\\v]';
const edgeSpace = new RegExp(`^${LOCATION_SPACE_CLASS}+|${LOCATION_SPACE_CLASS}+$`, 'g');
const separator = new RegExp(`${LOCATION_SPACE_CLASS}*,${LOCATION_SPACE_CLASS}*`);

/** The public part of an address: its last two non-empty comma-separated parts. */
export function publicLocationText(location: string): string {
  const parts = location
    .replace(edgeSpace, '')
    .split(separator)
    .filter((part) => part !== '');
  return parts.slice(-2).join(', ');
}

/** The public point: the centre of the ~1.1 km × 1.1 km grid cell the exact point lies in. */
export function publicPoint(point: GeoPoint): GeoPoint {
  const cellLat = (Math.floor(point.lat / PUBLIC_GRID_DEGREES) + 0.5) * PUBLIC_GRID_DEGREES;
  const lngStep = PUBLIC_GRID_DEGREES / Math.max(Math.cos(cellLat * (Math.PI / 180)), PUBLIC_GRID_DEGREES);
  const cellLng = (Math.floor(point.lng / lngStep) + 0.5) * lngStep;
  return { lat: Math.min(90, Math.max(-90, cellLat)), lng: Math.min(180, Math.max(-180, cellLng)) };
}

/** A distance as a non-owner may see it. */
export function publicDistanceKm(km: number): number {
  return Math.round(km / PUBLIC_DISTANCE_STEP_KM) * PUBLIC_DISTANCE_STEP_KM;
}

/**
 * What of `listing`'s location `viewerId` may receive. Pass `reservationStatus` when the location is read
 * through a reservation (its parties only); without it only the owner gets more than the public part.
 */
export function visibleLocation(listing: LocatedListing, viewerId: string | null, reservationStatus?: ReservationStatus): VisibleLocation {
  const exact = listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null;
  const full =
    reservationStatus === undefined
      ? viewerId !== null && viewerId === listing.ownerId
      : (addressRevealingStatuses as readonly ReservationStatus[]).includes(reservationStatus);
  if (full) return { text: listing.location, precision: 'full', coordinates: exact, distanceFrom: exact };
  return {
    text: publicLocationText(listing.location),
    precision: 'approximate',
    coordinates: null,
    distanceFrom: exact ? publicPoint(exact) : null,
  };
}
