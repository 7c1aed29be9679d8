import { checkBookingRange } from '../../../domain/booking-range';
import { todayIn } from '../../../domain/dates';
import { fullName, unnamedPerson } from '../../../domain/person';
import { rentalPriceForDates } from '../../../domain/pricing';
import { pendingReservationStatus } from '../../../domain/reservation-status';
import { type CreateReservationBody, type RentalBreakdown, type Reservation, reservationTexts, systemMessageText } from '../../../domain/reservations';
import { type Db, inTransaction } from '../../db/client';
import { reservations } from '../../db/schema';
import { forbidden, notFound } from '../../platform/http/app-error';
import { addSystemMessage, addUserMessage, notifyAboutReservation, recordReservationStatus } from '../system-messages';
import type { ReservationDeps } from './deps';
import { bookingConflict, datesUnavailable, isConstraintConflict, listingUnavailable, rangeRefusal } from './errors';
import { assertPendingLimits } from './pending-limits';
import {
  findListing,
  findRenterConflict,
  isRangeOpen,
  type ListingRow,
  lockListingForBooking,
  lockRenter,
  profileName,
  takeDaysFromListing,
} from './queries';
import { toReservation } from './rows';

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
  // The domain rule (domain/booking-range.ts) in its order; own conflicts and open days are checked here in SQL.
  const range = checkBookingRange({ start, end, today, minimumDays: listing.minimumRentalDays });
  if (!range.ok && range.problem !== 'below_minimum') throw rangeRefusal(range.problem, listing.minimumRentalDays);
  await assertNoRenterConflict(deps.db, renterId, listing.id, start, end);
  if (!(await isRangeOpen(deps.db, listing.id, start, end))) throw datesUnavailable();
  if (!range.ok) throw rangeRefusal(range.problem, listing.minimumRentalDays);
  const price = rentalPriceForDates(pricedListing(listing), start, end);

  try {
    return await inTransaction(deps.db, async (tx) => {
      await lockRenter(tx, renterId);
      const locked = await lockListingForBooking(tx, listing.id, start, end);
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
          status: pendingReservationStatus,
          isPurchase: false,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning();
      const reservation = row!;
      await takeDaysFromListing(tx, listing.id, start, end);

      const renterName = fullName(await profileName(tx, renterId), unnamedPerson.someone);
      const { conversationId } = await addSystemMessage(tx, {
        reservation,
        action: 'requested',
        actorId: renterId,
        content: systemMessageText('requested', renterName, false),
        at: now,
      });
      await recordReservationStatus(tx, reservation, reservation.status);
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
        data: {
          kind: 'booking_requested',
          renter_name: renterName,
          listing_title: listing.title,
          start_date: start,
          end_date: end,
          total_price: price.total_price,
        },
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

/** The renter's own active rental overlapping the dates (this listing first): 409 naming it. */
async function assertNoRenterConflict(db: Db, renterId: string, listingId: string, start: string, end: string) {
  const existing = await findRenterConflict(db, renterId, listingId, start, end);
  if (!existing) return;
  const status = existing.status.replace(/_/g, ' ');
  const details = { conflicting_reservation_id: existing.id, listing_id: existing.listing_id, status: existing.status };
  if (existing.listing_id === listingId) throw bookingConflict(reservationTexts.sameListingConflict(status), details);
  throw bookingConflict(reservationTexts.otherListingConflict(status, existing.title), details);
}
