import { and, type AnyColumn, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { systemTransition, type SystemReservationAction } from '../../../domain/reservation-actions';
import { openPurchaseRequestStatuses, type PurchaseRequestStatus, rentalCreditStatuses, renterConflictStatuses } from '../../../domain/reservation-status';
import { type Db, queryRows } from '../../db/client';
import { listings, profiles, purchaseRequests, reservations } from '../../db/schema';
import { type ListingRow, listingColumns } from '../../db/tables/listings';
import { sqlList } from '../../db/tables/columns';
import type { ReservationRow } from './rows';

/** Every SQL statement of the reservations feature (services and jobs call these; they hold no SQL themselves). */

export type { ListingRow } from '../../db/tables/listings';

export async function findListing(db: Db, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

export async function listingTitle(db: Db, listingId: string): Promise<string | null> {
  const [row] = await db.select({ title: listings.title }).from(listings).where(eq(listings.id, listingId)).limit(1);
  return row?.title ?? null;
}

export async function profileName(db: Db, id: string): Promise<{ first_name: string | null; last_name: string | null } | undefined> {
  const [row] = await db
    .select({ first_name: profiles.firstName, last_name: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/** Takes a per-renter transaction lock, so one renter's concurrent requests are checked one after another. */
export async function lockRenter(tx: Db, renterId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(742002, hashtext(${renterId}))`);
}

/** Locks the listing row for the rest of the transaction; its state and whether [start, end] is open. */
export async function lockListingForBooking(tx: Db, listingId: string, start: string, end: string) {
  const [row] = await queryRows<{ status: string; deleted_at: string | null; is_available: boolean }>(
    tx,
    sql`select status, deleted_at, available @> daterange(${start}::date, ${end}::date, '[]') as is_available
        from listings where id = ${listingId} for update`,
  );
  return row;
}

export async function lockListing(tx: Db, listingId: string): Promise<void> {
  await tx.execute(sql`select id from listings where id = ${listingId} for update`);
}

/** Is every day of [start, end] open on the listing? */
export async function isRangeOpen(db: Db, listingId: string, start: string, end: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select available @> daterange(${start}::date, ${end}::date, '[]') as ok from listings where id = ${listingId}`,
  );
  return row?.ok === true;
}

/** Takes a new rental's days out of the listing's availability. */
export async function takeDaysFromListing(tx: Db, listingId: string, start: string, end: string) {
  await tx.execute(sql`
    update listings set available = available - datemultirange(daterange(${start}::date, ${end}::date, '[]'))
    where id = ${listingId}`);
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

/** The renter's own active rental overlapping [start, end] (statuses: domain renterConflictStatuses), this listing first. */
export async function findRenterConflict(db: Db, renterId: string, listingId: string, start: string, end: string) {
  const [row] = await queryRows<{ id: string; status: string; listing_id: string; title: string }>(
    db,
    sql`select r.id, r.status, r.listing_id, l.title
        from reservations r join listings l on l.id = r.listing_id
        where r.renter_id = ${renterId}
          and r.status in (${sqlList(renterConflictStatuses)})
          and not r.is_purchase
          and daterange(r.start_date, r.end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
        order by (r.listing_id = ${listingId}) desc, r.created_at
        limit 1`,
  );
  return row;
}

/** Rental credit: total_price of the buyer's latest rental of this listing that earns one (domain rentalCreditStatuses). */
export async function latestCreditedRentalTotal(db: Db, buyerId: string, listingId: string): Promise<number> {
  const [row] = await queryRows<{ total_price: string }>(
    db,
    sql`select total_price from reservations
        where renter_id = ${buyerId} and listing_id = ${listingId} and not is_purchase and status in (${sqlList(rentalCreditStatuses)})
        order by end_date desc, created_at desc limit 1`,
  );
  return row ? Number(row.total_price) : 0;
}

export async function hasOpenPurchaseRequest(db: Db, buyerId: string, listingId: string): Promise<boolean> {
  const open = await db
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(
      and(eq(purchaseRequests.listingId, listingId), eq(purchaseRequests.buyerId, buyerId), inArray(purchaseRequests.status, [...openPurchaseRequestStatuses])),
    )
    .limit(1);
  return open.length > 0;
}

/**
 * One bounded batch of a system transition (the scheduler's jobs): up to `batch` reservations in the transition's
 * `from` statuses (rentals, purchases or both, as the state machine says) that match `due`, oldest by `order` first,
 * move to its `to` status. Rows another instance holds are skipped; running it again changes nothing.
 */
export async function transitionDueBatch(
  tx: Db,
  input: { action: SystemReservationAction; due: SQL | undefined; order: AnyColumn; batch: number; now: Date },
): Promise<ReservationRow[]> {
  const { from, to, purchase } = systemTransition(input.action);
  const inFrom = inArray(reservations.status, [...from]);
  const kind = purchase === undefined ? undefined : eq(reservations.isPurchase, purchase);
  // Locked and read first, then updated by id: as `id in (subquery … limit)` the planner may run the subquery again
  // per row (it did once the tables had statistics), and the batch was no longer a bound.
  const due = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(inFrom, kind, input.due))
    .orderBy(asc(input.order))
    .limit(input.batch)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(reservations)
    .set({ status: to, updatedAt: input.now.toISOString() })
    .where(and(inArray(reservations.id, due.map((row) => row.id)), inFrom))
    .returning();
}

/** The purchase request of a purchase reservation follows its reservation (accepted, declined, expired …). */
export async function setPurchaseRequestStatus(tx: Db, reservationId: string, status: PurchaseRequestStatus) {
  await tx.update(purchaseRequests).set({ status }).where(eq(purchaseRequests.reservationId, reservationId));
}
