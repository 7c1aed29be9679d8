import { expect } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../domain/availability';
import { addDays, todayIn } from '../../domain/dates';
import type { FeedResponse } from '../../domain/discovery';
import { publicPoint } from '../../domain/location-policy';
import { distanceKm, relevance } from '../../domain/ranking';
import type { ListingRow } from './factories';
import type { TestUser } from './session-helpers';
import type { TestApp } from './test-app';

/** Feed tests' helpers: the API's pages, and the order the domain formula gives. */
export const today = (t: TestApp) => todayIn(t.config.marketTimeZone, t.clock.now());
export const availableFrom = (t: TestApp, offset: number, days = 30) => datesToMultirangeLiteral(nextDates(addDays(today(t), offset), days));

export async function feed(t: TestApp, user?: TestUser, query = ''): Promise<FeedResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/feed${query}`, headers: user ? { cookie: user.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function allPages(t: TestApp, user: TestUser | undefined, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const result: FeedResponse = await feed(t, user, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...result.listings.map((listing) => listing.listing_id));
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  return ids;
}

/** The distance the feed may use: from the listing's public point (location policy). */
export function publicDistance(origin: { lat: number; lng: number }, listing: ListingRow): number | null {
  return listing.locationLat !== null && listing.locationLng !== null
    ? distanceKm(origin, publicPoint({ lat: listing.locationLat, lng: listing.locationLng }))
    : null;
}

export function expectedRelevance(listing: ListingRow, origin: { lat: number; lng: number } | null, boosted: readonly string[] = []): number {
  const distance = origin ? publicDistance(origin, listing) : null;
  return relevance({
    averageRating: listing.reviewCount > 0 ? listing.ratingSum / listing.reviewCount : 0,
    reviewCount: listing.reviewCount,
    distanceKm: distance,
    matchesInterest: boosted.includes(listing.category),
  });
}
