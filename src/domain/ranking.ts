/**
 * Feed relevance (spec marketplace-core §9): 40 % rating out of 5, 20 % review-count factor on a log
 * scale capped at 50 reviews, 40 % closeness, linear over 100 km. Unknown distance counts as 50 km.
 * The SQL that ranks the feed is built from these same constants (see the discovery feature).
 */
export const RANKING = {
  ratingWeight: 0.4,
  reviewCountWeight: 0.2,
  closenessWeight: 0.4,
  maxRating: 5,
  reviewCountCap: 50,
  maxDistanceKm: 100,
  unknownDistanceKm: 50,
  /**
   * Added to a listing whose category matches one of the signed-in viewer's onboarding interests
   * (decision 0004, "Interests", and 0019): as much as 25 km of closeness or 1.25 stars of rating.
   */
  interestBoost: 0.1,
} as const;

export const EARTH_RADIUS_KM = 6371;

export function reviewCountFactor(reviewCount: number): number {
  const capped = Math.min(Math.max(reviewCount, 0), RANKING.reviewCountCap);
  return Math.log(1 + capped) / Math.log(1 + RANKING.reviewCountCap);
}

export function closeness(distanceKm: number | null): number {
  const distance = distanceKm ?? RANKING.unknownDistanceKm;
  return Math.max(0, 1 - Math.min(distance, RANKING.maxDistanceKm) / RANKING.maxDistanceKm);
}

export function relevance(input: { averageRating: number; reviewCount: number; distanceKm: number | null; matchesInterest?: boolean }): number {
  const rating = Math.min(Math.max(input.averageRating, 0), RANKING.maxRating) / RANKING.maxRating;
  return (
    RANKING.ratingWeight * rating +
    RANKING.reviewCountWeight * reviewCountFactor(input.reviewCount) +
    RANKING.closenessWeight * closeness(input.distanceKm) +
    (input.matchesInterest ? RANKING.interestBoost : 0)
  );
}

/** Great-circle distance in km (haversine, Earth radius 6371 km). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
