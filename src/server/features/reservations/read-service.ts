import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inclusiveDays } from '../../../domain/dates';
import { rentalPrice } from '../../../domain/pricing';
import { availableActions } from '../../../domain/reservation-actions';
import { visibleLocation } from '../../../domain/location-policy';
import { visiblePerson } from '../../../domain/person';
import {
  dateHoldingReservationStatuses,
  isStatusIn,
  pendingReservationStatus,
  rentalCreditStatuses,
} from '../../../domain/reservation-status';
import {
  calendarBadge,
  type CalendarEntry,
  type RentalBreakdown,
  type ReservationDetail,
  type ReservationListItem,
  reservationTexts,
  shortReservationId,
} from '../../../domain/reservations';
import type { Db } from '../../db/client';
import { conversations, listings, messages, profiles, purchaseRequests, reservations } from '../../db/schema';
import { notFound } from '../../platform/http/app-error';
import { reviewSummaries } from '../reviews';
import type { ReservationDeps } from './deps';
import { money, type ReservationRow, toReservation } from './rows';

const ownerProfile = alias(profiles, 'owner_profile');
const renterProfile = alias(profiles, 'renter_profile');

const mainPhotoKey = sql<string | null>`(select lp.card_key from listing_photos lp where lp.listing_id = ${listings.id} order by lp.position limit 1)`;

const safeProfileColumns = <T extends typeof ownerProfile | typeof renterProfile>(table: T) => ({
  id: table.id,
  first_name: table.firstName,
  last_name: table.lastName,
  profile_photo_url: table.profilePhotoUrl,
  deleted: sql<boolean>`${table.deletedAt} is not null`,
});

function baseQuery(db: Db) {
  return db
    .select({
      reservation: reservations,
      conversationId: conversations.id,
      listing: {
        id: listings.id,
        title: listings.title,
        category: listings.category,
        ownerId: listings.ownerId,
        status: listings.status,
        location: listings.location,
        locationLat: listings.locationLat,
        locationLng: listings.locationLng,
        forSale: listings.forSale,
        salePrice: listings.salePrice,
        pricePerDay: listings.pricePerDay,
        weeklyDiscount: listings.weeklyDiscount,
        monthlyDiscount: listings.monthlyDiscount,
        photoKey: mainPhotoKey,
      },
      owner: safeProfileColumns(ownerProfile),
      renter: safeProfileColumns(renterProfile),
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(ownerProfile, eq(ownerProfile.id, reservations.ownerId))
    .innerJoin(renterProfile, eq(renterProfile.id, reservations.renterId))
    .leftJoin(conversations, eq(conversations.reservationId, reservations.id));
}

type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

const partyFilter = (userId: string, role: 'owner' | 'renter' | 'all'): SQL | undefined =>
  role === 'owner'
    ? eq(reservations.ownerId, userId)
    : role === 'renter'
      ? eq(reservations.renterId, userId)
      : or(eq(reservations.ownerId, userId), eq(reservations.renterId, userId));

function photoUrl(deps: ReservationDeps, key: string | null): string | null {
  return key ? deps.storage.publicUrl(key) : null;
}

/** The listing's location for a party of the reservation: the location policy, decided by the reservation's status. */
function reservationLocation(row: BaseRow, userId: string) {
  const { ownerId, location, locationLat, locationLng } = row.listing;
  return visibleLocation({ ownerId, location, lat: locationLat, lng: locationLng }, userId, row.reservation.status);
}

/** GET /api/reservations?role=owner|renter|all — newest first. */
export async function listReservations(deps: ReservationDeps, userId: string, role: 'owner' | 'renter' | 'all'): Promise<ReservationListItem[]> {
  const rows = await baseQuery(deps.db).where(partyFilter(userId, role)).orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(500);
  const reviews = await reviewSummaries(deps.db, {
    userId,
    reservations: rows.map((row) => row.reservation),
    now: deps.clock.now(),
    timeZone: deps.config.marketTimeZone,
  });
  return rows.map((row) => {
    const myRole = row.reservation.ownerId === userId ? 'owner' : 'renter';
    return {
      ...toReservation(row.reservation, row.conversationId),
      role: myRole,
      listing: {
        listing_id: row.listing.id,
        title: row.listing.title,
        main_photo_url: photoUrl(deps, row.listing.photoKey),
        location: reservationLocation(row, userId).text,
        category: row.listing.category,
        owner_id: row.listing.ownerId,
      },
      other_party: visiblePerson(myRole === 'owner' ? row.renter : row.owner),
      available_actions: availableActions(myRole, { status: row.reservation.status, is_purchase: row.reservation.isPurchase }),
      review: reviews.get(row.reservation.id)!,
    };
  });
}

/** GET /api/reservations/:id — the parties only; anyone else gets "Reservation not found". */
export async function getReservationDetail(deps: ReservationDeps, userId: string, reservationId: string): Promise<ReservationDetail> {
  const [row] = await baseQuery(deps.db)
    .where(and(eq(reservations.id, reservationId), partyFilter(userId, 'all')))
    .limit(1);
  if (!row) throw notFound(reservationTexts.reservationNotFound);
  const r = row.reservation;
  const role = r.ownerId === userId ? 'owner' : 'renter';
  const location = reservationLocation(row, userId);

  const [purchase] = r.isPurchase
    ? await deps.db.select().from(purchaseRequests).where(eq(purchaseRequests.reservationId, r.id)).limit(1)
    : [];
  let renterMessage: string | null = null;
  if (role === 'owner' && r.status === pendingReservationStatus && row.conversationId) {
    const [first] = await deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversationId, row.conversationId), eq(messages.isSystemMessage, false), eq(messages.senderId, r.renterId)))
      .orderBy(asc(messages.createdAt))
      .limit(1);
    renterMessage = first?.content ?? null;
  }
  const salePrice = money(row.listing.salePrice);
  const review = (await reviewSummaries(deps.db, { userId, reservations: [r], now: deps.clock.now(), timeZone: deps.config.marketTimeZone })).get(r.id)!;

  return {
    ...toReservation(r, row.conversationId),
    short_id: shortReservationId(r.id),
    role,
    listing: {
      listing_id: row.listing.id,
      title: row.listing.title,
      main_photo_url: photoUrl(deps, row.listing.photoKey),
      category: row.listing.category,
      owner_id: row.listing.ownerId,
      status: row.listing.status,
      for_sale: row.listing.forSale,
      sale_price: salePrice,
      location: location.text,
      location_precision: location.precision,
      location_lat: location.coordinates?.lat ?? null,
      location_lng: location.coordinates?.lng ?? null,
    },
    other_party: visiblePerson(role === 'owner' ? row.renter : row.owner),
    price_breakdown: role === 'renter' && !r.isPurchase ? breakdown(r, row.listing) : null,
    earnings: role === 'owner' ? Number(r.totalPrice) : null,
    purchase_request: purchase
      ? {
          id: purchase.id,
          sale_price: salePrice,
          rental_credit: Number(purchase.rentalCredit),
          purchase_price: Number(purchase.purchasePrice),
          status: purchase.status,
        }
      : null,
    renter_message: renterMessage,
    available_actions: availableActions(role, { status: r.status, is_purchase: r.isPurchase }),
    can_request_purchase:
      role === 'renter' &&
      !r.isPurchase &&
      row.listing.forSale &&
      salePrice !== null &&
      isStatusIn(r.status, rentalCreditStatuses),
    can_review: review.state === 'open',
    review,
  };
}

/**
 * The renter's price breakdown. The stored total is what was agreed; the listing's current prices explain it when
 * they still produce that total, otherwise only days and total are known.
 */
function breakdown(r: ReservationRow, listing: BaseRow['listing']): RentalBreakdown {
  const days = inclusiveDays(r.startDate, r.endDate);
  const total = Number(r.totalPrice);
  const current = rentalPrice(
    { price_per_day: Number(listing.pricePerDay), weekly_discount: listing.weeklyDiscount, monthly_discount: listing.monthlyDiscount },
    days,
  );
  if (current.total_price === total) return { ...current, price_per_day: Number(listing.pricePerDay) };
  return { days, price_per_day: null, base_price: total, discount_kind: 'none', discount_percent: 0, discount_amount: 0, total_price: total };
}

/** GET /api/me/calendar — the user's real reservations (hosting and renting) overlapping [from, to]. */
export async function calendarEntries(deps: ReservationDeps, userId: string, from: string, to: string): Promise<CalendarEntry[]> {
  const rows = await baseQuery(deps.db)
    .where(
      and(
        partyFilter(userId, 'all'),
        inArray(reservations.status, [...dateHoldingReservationStatuses]),
        lte(reservations.startDate, to),
        gte(reservations.endDate, from),
      ),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.createdAt))
    .limit(1000);
  return rows.map((row) => {
    const hosting = row.reservation.ownerId === userId;
    return {
      reservation_id: row.reservation.id,
      listing_id: row.listing.id,
      listing_title: row.listing.title,
      main_photo_url: photoUrl(deps, row.listing.photoKey),
      start_date: row.reservation.startDate,
      end_date: row.reservation.endDate,
      status: row.reservation.status,
      badge: calendarBadge(row.reservation.status),
      kind: hosting ? 'hosting' : 'renting',
      is_purchase: row.reservation.isPurchase,
      other_party: visiblePerson(hosting ? row.renter : row.owner),
      conversation_id: row.conversationId,
    };
  });
}
