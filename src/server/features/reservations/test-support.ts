import { eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../domain/dates';
import { multirangeToDates } from '../../../domain/availability';
import { queryRows } from '../../db/client';
import { listings } from '../../db/schema';
import { createListing, type createProfile, type ListingRow } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** Test helpers for the reservation tests (fast sign-in without password hashing: 50 renters in the concurrency test). */

export type { TestUser } from '../../test/session-helpers';

/** A new signed-in user on the test clock (the shared helper). */
export function signedInUser(t: TestApp, overrides: Parameters<typeof createProfile>[1] = {}): Promise<TestUser> {
  return createSignedInUser(t.db, overrides, t.clock.now());
}

export const today = (t: TestApp) => todayIn(t.config.marketTimeZone, t.clock.now());
export const day = (t: TestApp, offset: number) => addDays(today(t), offset);

/** An active listing of `owner`, available from today for `days` days. */
export async function bookableListing(t: TestApp, owner: TestUser, overrides: Partial<ListingRow> = {}, days = 120): Promise<ListingRow> {
  return createListing(t.db, {
    ownerId: owner.id,
    pricePerDay: '100.00',
    available: `{[${today(t)},${day(t, days)})}`,
    ...overrides,
  });
}

export async function availableDates(t: TestApp, listingId: string): Promise<string[]> {
  const [row] = await queryRows<{ available: string }>(t.db, sql`select available::text as available from listings where id = ${listingId}`);
  return multirangeToDates(row!.available);
}

export async function listingRow(t: TestApp, listingId: string): Promise<ListingRow> {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, listingId));
  return row!;
}

export function post(t: TestApp, url: string, user: TestUser | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

export function get(t: TestApp, url: string, user: TestUser | undefined) {
  return t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

export function book(t: TestApp, renter: TestUser, listingId: string, start: string, end: string, extra: Record<string, unknown> = {}) {
  return post(t, '/api/reservations', renter, { listing_id: listingId, start_date: start, end_date: end, ...extra });
}

export function act(t: TestApp, user: TestUser, reservationId: string, action: string) {
  return post(t, `/api/reservations/${reservationId}/actions`, user, { action });
}

/** Fixes the clock at 09:00 UTC (noon in Jerusalem) of a given day, far from midnight in any market zone. */
export function setClockToNoon(t: TestApp, date = '2030-03-01') {
  t.clock.set(new Date(`${date}T09:00:00Z`));
}
