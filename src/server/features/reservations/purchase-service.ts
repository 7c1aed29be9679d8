import { todayIn } from '../../../domain/dates';
import { fullName, unnamedPerson } from '../../../domain/person';
import { purchasePrice } from '../../../domain/pricing';
import { pendingReservationStatus } from '../../../domain/reservation-status';
import {
  type CreatePurchaseBody,
  type PurchaseQuote,
  type PurchaseRequestInfo,
  type Reservation,
  reservationTexts,
  systemMessageText,
} from '../../../domain/reservations';
import { type Db, inTransaction } from '../../db/client';
import { purchaseRequests, reservations } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import { addSystemMessage, addUserMessage, notifyAboutReservation, recordReservationStatus } from '../system-messages';
import type { ReservationDeps } from './deps';
import { isConstraintConflict, listingUnavailable, notForSale } from './errors';
import { findListing, hasOpenPurchaseRequest, latestCreditedRentalTotal, type ListingRow, lockListing, profileName } from './queries';
import { toReservation } from './rows';

function assertPurchasable(listing: ListingRow | undefined, buyerId: string): asserts listing is ListingRow & { salePrice: string } {
  if (!listing || listing.deletedAt) throw notFound(reservationTexts.listingNotFound);
  if (listing.ownerId === buyerId) throw forbidden(reservationTexts.ownListingPurchase);
  if (!listing.forSale || listing.salePrice === null) throw notForSale();
  if (listing.status !== 'active') throw listingUnavailable();
}

/** Rental credit: total_price of the buyer's latest rental of this listing that earns one (0 without one). */
export async function rentalCredit(db: Db, buyerId: string, listingId: string): Promise<number> {
  return latestCreditedRentalTotal(db, buyerId, listingId);
}

/** GET /api/listings/:id/purchase-quote */
export async function purchaseQuote(deps: ReservationDeps, buyerId: string, listingId: string): Promise<PurchaseQuote> {
  const listing = await findListing(deps.db, listingId);
  assertPurchasable(listing, buyerId);
  const salePrice = Number(listing.salePrice);
  const credit = await rentalCredit(deps.db, buyerId, listingId);
  return { sale_price: salePrice, rental_credit: credit, purchase_price: purchasePrice(salePrice, credit) };
}

/** POST /api/purchases: the purchase reservation (is_purchase, today), its purchase request, message and notification. */
export async function createPurchase(
  deps: ReservationDeps,
  buyerId: string,
  body: CreatePurchaseBody,
): Promise<{ reservation: Reservation; purchase_request: PurchaseRequestInfo }> {
  const now = deps.clock.now();
  const today = todayIn(deps.config.marketTimeZone, now);
  assertPurchasable(await findListing(deps.db, body.listing_id), buyerId);

  try {
    return await inTransaction(deps.db, async (tx) => {
      // Lock the listing: the state checks and the duplicate check below hold until commit.
      await lockListing(tx, body.listing_id);
      const listing = await findListing(tx, body.listing_id);
      assertPurchasable(listing, buyerId);
      if (await hasOpenPurchaseRequest(tx, buyerId, listing.id)) throw conflict(reservationTexts.duplicatePurchase);

      const salePrice = Number(listing.salePrice);
      const credit = await rentalCredit(tx, buyerId, listing.id);
      const price = purchasePrice(salePrice, credit);
      const [row] = await tx
        .insert(reservations)
        .values({
          listingId: listing.id,
          ownerId: listing.ownerId,
          renterId: buyerId,
          startDate: today,
          endDate: today,
          rentalPrice: price.toFixed(2),
          totalPrice: price.toFixed(2),
          status: pendingReservationStatus,
          isPurchase: true,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning();
      const reservation = row!;
      const [request] = await tx
        .insert(purchaseRequests)
        .values({
          listingId: listing.id,
          buyerId,
          sellerId: listing.ownerId,
          purchasePrice: price.toFixed(2),
          rentalCredit: credit.toFixed(2),
          reservationId: reservation.id,
          status: pendingReservationStatus,
          createdAt: now.toISOString(),
        })
        .returning();

      const buyerName = fullName(await profileName(tx, buyerId), unnamedPerson.someone);
      const { conversationId } = await addSystemMessage(tx, {
        reservation,
        action: 'purchase_requested',
        actorId: buyerId,
        content: systemMessageText('purchase_requested', buyerName, true),
        at: now,
      });
      await recordReservationStatus(tx, reservation, reservation.status);
      if (body.message) {
        await addUserMessage(tx, { conversationId, senderId: buyerId, receiverId: listing.ownerId, content: body.message, at: new Date(now.getTime() + 1) });
      }
      await notifyAboutReservation(tx, {
        userId: listing.ownerId,
        data: { kind: 'purchase_requested', buyer_name: buyerName, listing_title: listing.title, purchase_price: price },
        reservationId: reservation.id,
        at: now,
        metadata: { listing_id: listing.id, purchase_price: price, rental_credit: credit, sale_price: salePrice },
      });
      return {
        reservation: toReservation(reservation, conversationId),
        purchase_request: { id: request!.id, sale_price: salePrice, rental_credit: credit, purchase_price: price, status: request!.status },
      };
    });
  } catch (error) {
    if (isConstraintConflict(error)) throw conflict(reservationTexts.duplicatePurchase);
    throw error;
  }
}

