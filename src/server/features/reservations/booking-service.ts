import { sql } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import { rentalPriceForDates } from '../../../domain/pricing';
import { type CreateReservationBody, displayName, type RentalBreakdown, type Reservation, reservationTexts, systemMessageText } from '../../../domain/reservations';
import { type Db, inTransaction, queryRows } from '../../db/client';
import { reservations } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import { addSystemMessage, addUserMessage, notifyAboutReservation } from '../system-messages/system-messages';
import { assertPendingLimits } from './pending-limits';
import { findListing, isConstraintConflict, type ListingRow, lockRenter, profileName, type ReservationDeps, toReservation } from './records';

const invalidBooking = (message: string, details: Record<string, unknown> = {}) =>
  new AppError('INVALID_BOOKING', 400, message, { title: reservationTexts.invalidBooking, ...details });
const bookingConflict = (message: string, details: Record<string, unknown>) =>
  new AppError('BOOKING_CONFLICT', 409, message, { title: reservationTexts.bookingConflict, ...details });
const datesUnavailable = () =>
  new AppError('DATES_UNAVAILABLE', 409, reservationTexts.unavailableDates, { title: reservationTexts.invalidDateRange });
export const listingUnavailable = () => new AppError('LISTING_UNAVAILABLE', 409, reservationTexts.listingUnavailable);

export function pricedListing(listing: Pick<ListingRow, 'pricePerDay' | 'weeklyDiscount' | 'monthlyDiscount'>) {
  return { price_per_day: Number(listing.pricePerDay), weekly_discount: listing.weeklyDiscount, monthly_discount: listing.monthlyDiscount };
}

/**
 * POST /api/reservations. Cheap checks first (no locks), then one transaction that locks the renter and the listing,
 * checks again, and writes the reservation, the availability, the conversation, its messages and the notification.
 */
export async function createBooking(
  deps: ReservationDeps,
  renterId: string,
  body: CreateReservationBody,
): Promise<{ reservation: Reservation; price: RentalBreakdown }> {
  const now = deps.clock.now();
  const today = todayIn(deps.config.marketTimeZone, now);
  const { start_date: start, end_date: end } = body;

  const listing = await findListing(deps.db, body.listing_id);
  if (!listing || listing.deletedAt) throw notFound(reservationTexts.listingNotFound);
  if (listing.ownerId === renterId) throw forbidden(reservationTexts.ownListingBooking);
  if (listing.status !== 'active') throw listingUnavailable();
  if (start < today) throw invalidBooking(reservationTexts.startInPast);
  if (end < start) throw invalidBooking(reservationTexts.endBeforeStart);
  const price = rentalPriceForDates(pricedListing(listing), start, end);
  if (price.days < listing.minimumRentalDays) {
    throw invalidBooking(reservationTexts.minimumDuration(listing.minimumRentalDays), { minimum_rental_days: listing.minimumRentalDays });
  }
  await assertNoRenterConflict(deps.db, renterId, listing.id, start, end);
  if (!(await isAvailable(deps.db, listing.id, start, end))) throw datesUnavailable();

  try {
    return await inTransaction(deps.db, async (tx) => {
      await lockRenter(tx, renterId);
      const [locked] = await queryRows<{ status: string; deleted_at: string | null; is_available: boolean }>(
        tx,
        sql`select status, deleted_at, available @> daterange(${start}::date, ${end}::date, '[]') as is_available
            from listings where id = ${listing.id} for update`,
      );
      if (!locked || locked.deleted_at) throw notFound(reservationTexts.listingNotFound);
      if (locked.status !== 'active') throw listingUnavailable();
      await assertNoRenterConflict(tx, renterId, listing.id, start, end);
      await assertPendingLimits(tx, renterId, listing.id);
      if (!locked.is_available) throw datesUnavailable();

      const [row] = await tx
        .insert(reservations)
        .values({
          listingId: listing.id,
          ownerId: listing.ownerId,
          renterId,
          startDate: start,
          endDate: end,
          rentalPrice: price.total_price.toFixed(2),
          totalPrice: price.total_price.toFixed(2),
          status: 'pending',
          isPurchase: false,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning();
      const reservation = row!;
      await tx.execute(sql`
        update listings set available = available - datemultirange(daterange(${start}::date, ${end}::date, '[]'))
        where id = ${listing.id}`);

      const renterName = displayName(await profileName(tx, renterId));
      const { conversationId } = await addSystemMessage(tx, {
        reservation,
        action: 'requested',
        actorId: renterId,
        content: systemMessageText('requested', renterName, false),
        at: now,
      });
      if (body.message) {
        await addUserMessage(tx, {
          conversationId,
          senderId: renterId,
          receiverId: listing.ownerId,
          content: body.message,
          at: new Date(now.getTime() + 1),
        });
      }
      await notifyAboutReservation(tx, {
        userId: listing.ownerId,
        type: 'reservation_request',
        title: 'New booking request',
        content: `${renterName} wants to rent "${listing.title}" from ${start} to ${end} (₪${price.total_price.toFixed(2)}).`,
        reservationId: reservation.id,
        at: now,
        metadata: { listing_id: listing.id, start_date: start, end_date: end },
      });
      return { reservation: toReservation(reservation, conversationId), price: { ...price, price_per_day: Number(listing.pricePerDay) } };
    });
  } catch (error) {
    // The exclusion constraint is the last line: a booking that slipped past the checks is a conflict, not a 500.
    if (isConstraintConflict(error)) throw datesUnavailable();
    throw error;
  }
}

/** The renter's own pending/accepted/ongoing rental overlapping the dates (this listing first). */
async function assertNoRenterConflict(db: Db, renterId: string, listingId: string, start: string, end: string) {
  const [existing] = await queryRows<{ id: string; status: string; listing_id: string; title: string }>(
    db,
    sql`select r.id, r.status, r.listing_id, l.title
        from reservations r join listings l on l.id = r.listing_id
        where r.renter_id = ${renterId}
          and r.status in ('pending', 'accepted', 'ongoing', 'confirmed')
          and not r.is_purchase
          and daterange(r.start_date, r.end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
        order by (r.listing_id = ${listingId}) desc, r.created_at
        limit 1`,
  );
  if (!existing) return;
  const status = existing.status.replace(/_/g, ' ');
  const details = { conflicting_reservation_id: existing.id, listing_id: existing.listing_id, status: existing.status };
  if (existing.listing_id === listingId) throw bookingConflict(reservationTexts.sameListingConflict(status), details);
  throw bookingConflict(reservationTexts.otherListingConflict(status, existing.title), details);
}

async function isAvailable(db: Db, listingId: string, start: string, end: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select available @> daterange(${start}::date, ${end}::date, '[]') as ok from listings where id = ${listingId}`,
  );
  return row?.ok === true;
}
