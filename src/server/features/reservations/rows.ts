import type { Reservation } from '../../../domain/reservations';
import type { reservations } from '../../db/schema';

/** Database rows → API shapes. */
export type ReservationRow = typeof reservations.$inferSelect;

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

export const money = (value: string | null): number | null => (value === null ? null : Number(value));
