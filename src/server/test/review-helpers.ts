import { eq } from 'drizzle-orm';
import { reservations } from '../db/schema';
import { createScheduler } from '../platform/scheduler';
import type { TestApp } from './test-app';
import { reservationJobs } from '../features/reservations/jobs';
import { act, book, bookableListing, day, get, post, signedInUser, type TestUser } from '../features/reservations/test-support';
import { reviewJobs } from '../features/reviews/jobs';

export { get, post, setClockToNoon, signedInUser, type TestUser } from '../features/reservations/test-support';

const DAY = 24 * 60 * 60 * 1000;

export type RentalState = 'pending' | 'accepted' | 'ongoing' | 'completed' | 'cancelled';

export interface Rental {
  owner: TestUser;
  renter: TestUser;
  listingId: string;
  reservationId: string;
}

/** Runs the reservation and review jobs once through the advisory-locked scheduler. */
export function runJobs(t: TestApp) {
  return createScheduler({
    db: t.db,
    jobs: [...reservationJobs(t.clock, t.config.marketTimeZone), ...reviewJobs(t.clock, t.config.marketTimeZone)],
    intervalMs: 60_000,
    log: t.app.log,
  }).runOnce();
}

/**
 * A rental driven through the real flow into `state`: booked for tomorrow and the day after, accepted, started by
 * the job on its first day, completed by the job the day after its last (the clock moves on; completed_at = then).
 */
export async function rentalIn(t: TestApp, state: RentalState, parties: Partial<Pick<Rental, 'owner' | 'renter'>> & { listingId?: string } = {}): Promise<Rental> {
  const owner = parties.owner ?? (await signedInUser(t, { firstName: 'Olga', lastName: 'Owner' }));
  const renter = parties.renter ?? (await signedInUser(t, { firstName: 'Rami', lastName: 'Renter' }));
  const listingId = parties.listingId ?? (await bookableListing(t, owner)).id;
  const booked = await book(t, renter, listingId, day(t, 1), day(t, 2));
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  const reservationId: string = booked.json().reservation.reservation_id;
  const rental = { owner, renter, listingId, reservationId };
  if (state === 'pending') return rental;
  if (state === 'cancelled') {
    await act(t, renter, reservationId, 'cancel_by_renter');
    return rental;
  }
  await act(t, owner, reservationId, 'accept');
  if (state === 'accepted') return rental;
  t.clock.advance(DAY);
  await runJobs(t);
  if (state === 'ongoing') return rental;
  t.clock.advance(2 * DAY);
  await runJobs(t);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (row?.status !== 'completed') throw new Error(`expected completed, got ${row?.status}`);
  return rental;
}

export function submit(t: TestApp, user: TestUser | undefined, reservationId: string, body: unknown) {
  return post(t, `/api/reservations/${reservationId}/review`, user, body);
}

export function status(t: TestApp, user: TestUser | undefined, reservationId: string) {
  return get(t, `/api/reservations/${reservationId}/review`, user);
}

export const DAYS = (n: number) => n * DAY;
