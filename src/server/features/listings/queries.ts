import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { datesToMultirangeLiteral } from '../../../domain/availability';
import { activeReservationStatuses, dateHoldingReservationStatuses, renterConflictStatuses } from '../../../domain/reservation-status';
import { type Db, queryRows } from '../../db/client';
import { listingPhotos, listings } from '../../db/schema';
import { type ListingRow, listingColumns } from '../../db/tables/listings';
import { sqlList } from '../../db/tables/columns';

export type { ListingRow } from '../../db/tables/listings';
export type ListingPhotoRow = typeof listingPhotos.$inferSelect;

export async function findListing(db: Db, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(and(eq(listings.id, id), isNull(listings.deletedAt))).limit(1);
  return row;
}

/** Locks the listing row for the rest of the transaction (serialises photo edits). */
export async function lockListing(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select id from listings where id = ${id} for update`);
}

/** The listing's open days from `today` on, as datemultirange text. */
export async function findAvailableFrom(db: Db, id: string, today: string): Promise<string | undefined> {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select (available * datemultirange(daterange(${today}::date, null)))::text as available from listings where id = ${id}`,
  );
  return row?.available;
}

export async function listPhotos(db: Db, listingId: string): Promise<ListingPhotoRow[]> {
  return db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(asc(listingPhotos.position));
}

/** Replaces a listing's photo rows with `rows` in this order (positions 0…n-1, ids kept). */
export async function rewritePhotos(tx: Db, listingId: string, rows: readonly Omit<ListingPhotoRow, 'position' | 'listingId'>[]): Promise<void> {
  await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId));
  if (rows.length === 0) return;
  await tx.insert(listingPhotos).values(rows.map((row, position) => ({ ...row, listingId, position })));
}

/** Days held by reservations of these statuses (rentals only; purchases hold no calendar days). */
function heldDaysSql(listingId: string, statuses: readonly string[]) {
  return sql`coalesce((select range_agg(daterange(r.start_date, r.end_date, '[]')) from reservations r
    where r.listing_id = ${listingId} and not r.is_purchase and r.status in (${sqlList(statuses)})), '{}'::datemultirange)`;
}

/** Availability replaced by `dates`, except days held by active reservations, which stay unavailable. */
export function replaceAvailabilitySql(listingId: string, dates: readonly string[]) {
  return sql`(${datesToMultirangeLiteral(dates)}::datemultirange - ${heldDaysSql(listingId, activeReservationStatuses)})`;
}

/** Adds days (minus reserved ones) or removes days, as one multirange union/difference. */
export async function changeAvailability(db: Db, listingId: string, dates: readonly string[], available: boolean, updatedAt: string): Promise<void> {
  const literal = datesToMultirangeLiteral(dates);
  const next = available
    ? sql`available + (${literal}::datemultirange - ${heldDaysSql(listingId, dateHoldingReservationStatuses)})`
    : sql`available - ${literal}::datemultirange`;
  await db.execute(sql`update listings set available = ${next}, updated_at = ${updatedAt} where id = ${listingId}`);
}

export interface ReservedDayRow {
  reservation_id: string;
  start_date: string;
  end_date: string;
}

/** Reservations holding days of this listing (owner calendar), ending no earlier than `since`. */
export async function findReservedRanges(db: Db, listingId: string, since: string): Promise<ReservedDayRow[]> {
  return queryRows<ReservedDayRow>(
    db,
    sql`select r.id as reservation_id, r.start_date::text as start_date, r.end_date::text as end_date
        from reservations r
        where r.listing_id = ${listingId} and not r.is_purchase and r.status in (${sqlList(dateHoldingReservationStatuses)})
          and r.end_date >= ${since}::date
        order by r.start_date`,
  );
}

/** The renter's own active rentals of the listing (detail calendar): the same set the booking service refuses to overlap. */
/**
 * The renter's own active rentals of any listing that end today or later: the days the booking service would refuse
 * to them (it checks every listing), so the calendar and the booking page can say so before a request is sent.
 * Only the viewer's own reservations, and only their dates.
 */
export async function findRenterBlockedRanges(db: Db, renterId: string, from: string): Promise<{ start_date: string; end_date: string }[]> {
  return queryRows(
    db,
    sql`select r.start_date::text as start_date, r.end_date::text as end_date from reservations r
        where r.renter_id = ${renterId} and not r.is_purchase
          and r.status in (${sqlList(renterConflictStatuses)})
          and r.end_date >= ${from}::date
        order by r.start_date, r.end_date`,
  );
}

export async function hasActiveReservations(db: Db, listingId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from reservations where listing_id = ${listingId} and status in (${sqlList(activeReservationStatuses)})) as found`,
  );
  return Boolean(row?.found);
}

/** Anything that must stay readable after the listing goes: reservations, purchases, conversations, reviews. */
export async function hasHistory(db: Db, listingId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from reservations where listing_id = ${listingId})
          or exists (select 1 from purchase_requests where listing_id = ${listingId})
          or exists (select 1 from conversations where listing_id = ${listingId})
          or exists (select 1 from listing_reviews where listing_id = ${listingId}) as found`,
  );
  return Boolean(row?.found);
}

export async function countOwnListingsByStatus(db: Db, ownerId: string): Promise<{ active: number; inactive: number }> {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from listings where owner_id = ${ownerId} and deleted_at is null group by status`,
  );
  const counts = { active: 0, inactive: 0 };
  for (const row of rows) if (row.status === 'active' || row.status === 'inactive') counts[row.status] = Number(row.count);
  return counts;
}
