import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { purchaseRequestStatuses, reservationStatuses } from '../../../domain/reservation-status';
import { profiles } from './accounts';
import { createdAt, money, sqlList } from './columns';
import { listings } from './listings';

/**
 * A rental (or purchase, is_purchase) of a listing. History: never deleted, so its references RESTRICT.
 * The no-overlap exclusion constraint over active rentals lives in the custom migration (Drizzle cannot express it).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    ownerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    renterId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** The discounted rental total (spec: booking rental_price). */
    rentalPrice: money().notNull(),
    totalPrice: money().notNull(),
    status: text({ enum: reservationStatuses }).notNull().default('pending'),
    isPurchase: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /**
     * When it became completed: the review window (src/domain/reviews.ts) runs from here. Set by a trigger from
     * updated_at (which every transition sets from the app's clock) when the status becomes completed.
     */
    completedAt: timestamp({ withTimezone: true, mode: 'string' }),
    /** When the reviews job reminded the parties who had not reviewed yet (once per reservation). */
    reviewReminderSentAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('reservations_review_window_idx').on(t.completedAt).where(sql`${t.status} = 'completed' and ${t.reviewReminderSentAt} is null`),
    check('reservations_status', sql`${t.status} in (${sqlList(reservationStatuses)})`),
    check('reservations_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('reservations_purchase_single_day', sql`not ${t.isPurchase} or ${t.startDate} = ${t.endDate}`),
    check('reservations_not_own_listing', sql`${t.renterId} <> ${t.ownerId}`),
    check('reservations_prices', sql`${t.rentalPrice} >= 0 and ${t.totalPrice} >= 0`),
    index('reservations_renter_id_idx').on(t.renterId, t.startDate),
    index('reservations_owner_id_idx').on(t.ownerId, t.startDate),
    index('reservations_listing_id_idx').on(t.listingId, t.startDate),
    index('reservations_pending_created_at_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);


/** A request to buy a for-sale listing; its reservation (is_purchase) carries the dates and status flow. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    buyerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    sellerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    purchasePrice: money().notNull(),
    rentalCredit: money().notNull().default('0'),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text({ enum: purchaseRequestStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchase_requests_reservation_id_key').on(t.reservationId),
    index('purchase_requests_listing_id_idx').on(t.listingId),
    index('purchase_requests_buyer_id_idx').on(t.buyerId),
    index('purchase_requests_seller_id_idx').on(t.sellerId),
    check('purchase_requests_status', sql`${t.status} in (${sqlList(purchaseRequestStatuses)})`),
    check('purchase_requests_prices', sql`${t.purchasePrice} >= 0 and ${t.rentalCredit} >= 0`),
    check('purchase_requests_not_own_listing', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);
