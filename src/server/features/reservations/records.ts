import { eq, sql } from 'drizzle-orm';
import type { Reservation } from '../../../domain/reservations';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { listings, profiles, type reservations } from '../../db/schema';
import { type ListingRow, listingColumns } from '../../db/tables/listings';

/** What the reservation services need from the app. */
export type ReservationDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage'>;

export type ReservationRow = typeof reservations.$inferSelect;
export type { ListingRow } from '../../db/tables/listings';

/** PostgreSQL timestamps (either driver, string mode) as ISO strings. */
export function isoTimestamp(value: string | Date): string {
  return new Date(value).toISOString();
}

export function toReservation(row: ReservationRow, conversationId: string | null): Reservation {
  return {
    reservation_id: row.id,
    listing_id: row.listingId,
    owner_id: row.ownerId,
    renter_id: row.renterId,
    start_date: row.startDate,
    end_date: row.endDate,
    rental_price: Number(row.rentalPrice),
    total_price: Number(row.totalPrice),
    status: row.status,
    is_purchase: row.isPurchase,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
    conversation_id: conversationId,
  };
}

export async function findListing(db: Db, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

export async function profileName(db: Db, id: string): Promise<{ first_name: string | null; last_name: string | null } | undefined> {
  const [row] = await db
    .select({ first_name: profiles.firstName, last_name: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/**
 * Gives a reservation's days back to its listing (multirange union) — only the days from `today` on: past days are
 * never offered again.
 */
export async function returnDaysToListing(tx: Db, input: { listingId: string; startDate: string; endDate: string; today: string }) {
  if (input.endDate < input.today) return;
  const from = input.startDate > input.today ? input.startDate : input.today;
  await tx.execute(sql`
    update listings set available = available + datemultirange(daterange(${from}::date, ${input.endDate}::date, '[]'))
    where id = ${input.listingId}`);
}

/** A unique or exclusion violation (the database's last line against double bookings) anywhere in the error chain. */
export function isConstraintConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '23P01' || code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Takes a per-renter transaction lock, so one renter's concurrent requests are checked one after another. */
export async function lockRenter(tx: Db, renterId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(742002, hashtext(${renterId}))`);
}

export const money = (value: string | null): number | null => (value === null ? null : Number(value));
