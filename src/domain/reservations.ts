import { z } from 'zod';
import { textInput } from './text';
import { isoDateSchema } from './dates';
import { userReservationActions } from './reservation-actions';
import { bookingRangeTexts } from './booking-range';
import { personSchema } from './person';
import { reservationReviewSummarySchema } from './reviews';
import { type ReservationBadge, reservationBadges, reservationStatuses, type ReservationStatus, reservationStatusBadges } from './reservation-status';

/** Bookings, purchases, status actions and reads: request/response schemas shared by server and client, and texts. */

export const PENDING_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const MAX_BOOKING_MESSAGE_LENGTH = 5000;
/** The calendar window a client may ask for at once. */
export const MAX_CALENDAR_WINDOW_DAYS = 400;

export const reservationTexts = {
  listingNotFound: 'Listing not found',
  listingUnavailable: 'Listing unavailable',
  ownListingBooking: 'You cannot book your own listing.',
  ownListingPurchase: 'You cannot buy your own listing.',
  invalidBooking: bookingRangeTexts.invalidBooking,
  bookingConflict: bookingRangeTexts.bookingConflict,
  invalidDateRange: bookingRangeTexts.invalidDateRange,
  minimumDuration: bookingRangeTexts.minimumDuration,
  startInPast: bookingRangeTexts.startInPast,
  endBeforeStart: bookingRangeTexts.endBeforeStart,
  sameListingConflict: (status: string) =>
    `You already have ${withArticle(status)} reservation for this listing during these dates. Please choose different dates or manage your existing reservation first.`,
  otherListingConflict: (status: string, title: string) =>
    `You already have ${withArticle(status)} reservation for "${title}" during these dates. Please choose different dates or manage your existing reservation first.`,
  unavailableDates: bookingRangeTexts.unavailableDates,
  notForSale: 'Item not for sale',
  duplicatePurchase: 'You already have an open purchase request for this item.',
  reservationNotFound: 'Reservation not found',
  requestExpired: 'This request is older than 24 hours and has expired.',
  duplicateBookingButton: 'Duplicate Booking - Choose Different Dates',
  bookingSuccess: { title: 'Booking request sent!', description: 'The owner will be notified and can approve or decline your request.' },
  purchaseSuccess: { title: 'Purchase request sent!', description: 'The owner will review your purchase request.' },
  /** Spec §8 purchase failure: a refusal or a lost connection (try again), or the server failing (unable to process). */
  purchaseFailed: { title: 'Failed to send purchase request', description: 'Please try again.' },
  purchaseError: { title: 'Error', description: 'Unable to process purchase request.' },
  /** Gearloop takes no payments: the booking page says so next to Request to Book. */
  noPaymentNote: "You won't be charged. Gearloop takes no payments: you pay the owner directly, as you agree together.",
  completeSuccess: { title: 'Purchase completed successfully!', description: 'The item has been sold and the listing has been archived.' },
} as const;

/** "a pending", "an accepted", "an ongoing": the indefinite article for a status word (English: by its first letter's sound). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

// ---------- requests ----------

const messageField = textInput('Message').trim().max(MAX_BOOKING_MESSAGE_LENGTH).optional();

/** Strict: any price the client sends is refused (the server computes prices). */
export const createReservationBody = z.strictObject({
  listing_id: z.uuid('Listing not found'),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  message: messageField,
});
export type CreateReservationBody = z.infer<typeof createReservationBody>;

export const createPurchaseBody = z.strictObject({
  listing_id: z.uuid('Listing not found'),
  message: messageField,
});
export type CreatePurchaseBody = z.infer<typeof createPurchaseBody>;

export const reservationActionBody = z.strictObject({ action: z.enum(userReservationActions) });
export type ReservationActionBody = z.infer<typeof reservationActionBody>;

export const reservationIdParams = z.strictObject({ id: z.uuid(reservationTexts.reservationNotFound) });
export const listingIdParams = z.strictObject({ id: z.uuid(reservationTexts.listingNotFound) });

export const reservationRoleFilter = z.enum(['owner', 'renter', 'all']);
export const listReservationsQuery = z.strictObject({ role: reservationRoleFilter.default('all') });

export const calendarQuery = z
  .strictObject({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: 'to must be on or after from', path: ['to'] });

// ---------- responses ----------

const money = z.number().min(0);
const statusSchema = z.enum(reservationStatuses);

export const reservationSchema = z.object({
  reservation_id: z.uuid(),
  listing_id: z.uuid(),
  owner_id: z.uuid(),
  renter_id: z.uuid(),
  start_date: z.string(),
  end_date: z.string(),
  rental_price: money,
  total_price: money,
  status: statusSchema,
  is_purchase: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  conversation_id: z.uuid().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const rentalBreakdownSchema = z.object({
  days: z.number().int().min(1),
  price_per_day: money.nullable(),
  base_price: money,
  discount_kind: z.enum(['none', 'weekly', 'monthly']),
  discount_percent: z.number().min(0),
  discount_amount: money,
  total_price: money,
});
export type RentalBreakdown = z.infer<typeof rentalBreakdownSchema>;

export const purchaseRequestSchema = z.object({
  id: z.uuid(),
  sale_price: money.nullable(),
  rental_credit: money,
  purchase_price: money,
  status: z.string(),
});
export type PurchaseRequestInfo = z.infer<typeof purchaseRequestSchema>;

export const createReservationResponse = z.object({ reservation: reservationSchema, price: rentalBreakdownSchema });
export const createPurchaseResponse = z.object({ reservation: reservationSchema, purchase_request: purchaseRequestSchema });

export const purchaseQuoteResponse = z.object({ sale_price: money, rental_credit: money, purchase_price: money });
export type PurchaseQuote = z.infer<typeof purchaseQuoteResponse>;

export const reservationListingSummary = z.object({
  listing_id: z.uuid(),
  title: z.string(),
  main_photo_url: z.string().nullable(),
  /** Approximate: the last two comma-separated parts of the address. */
  location: z.string(),
  category: z.string(),
  owner_id: z.uuid(),
});

export const reservationListItem = reservationSchema.extend({
  role: z.enum(['owner', 'renter']),
  listing: reservationListingSummary,
  other_party: personSchema,
  available_actions: z.array(z.enum(userReservationActions)),
  /** Leave a review (open) / You reviewed (submitted) / ended / not completed. */
  review: reservationReviewSummarySchema,
});
export type ReservationListItem = z.infer<typeof reservationListItem>;
export const listReservationsResponse = z.object({ reservations: z.array(reservationListItem) });

export const reservationDetail = reservationSchema.extend({
  short_id: z.string(),
  role: z.enum(['owner', 'renter']),
  listing: z.object({
    listing_id: z.uuid(),
    title: z.string(),
    main_photo_url: z.string().nullable(),
    category: z.string(),
    owner_id: z.uuid(),
    status: z.string(),
    for_sale: z.boolean(),
    sale_price: money.nullable(),
    /** Approximate (last two parts) while pending/declined/cancelled/expired, else the full address. */
    location: z.string(),
    location_precision: z.enum(['approximate', 'full']),
    /** Only with the full location. */
    location_lat: z.number().nullable(),
    location_lng: z.number().nullable(),
  }),
  other_party: personSchema,
  /** Renter view of a rental; null otherwise. */
  price_breakdown: rentalBreakdownSchema.nullable(),
  /** Owner view: what they earn (total_price); null for the renter. */
  earnings: money.nullable(),
  /** Purchases only. */
  purchase_request: purchaseRequestSchema.nullable(),
  /** Owner view of a pending reservation: the renter's first non-system message. */
  renter_message: z.string().nullable(),
  available_actions: z.array(z.enum(userReservationActions)),
  can_request_purchase: z.boolean(),
  /** True while the viewer may still review (review.state open). */
  can_review: z.boolean(),
  review: reservationReviewSummarySchema,
});
export type ReservationDetail = z.infer<typeof reservationDetail>;
export const reservationDetailResponse = z.object({ reservation: reservationDetail });

export const calendarEntrySchema = z.object({
  reservation_id: z.uuid(),
  listing_id: z.uuid(),
  listing_title: z.string(),
  main_photo_url: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  status: statusSchema,
  badge: z.enum(reservationBadges),
  /** hosting: the user owns the listing; renting: the user is the renter (or buyer). */
  kind: z.enum(['hosting', 'renting']),
  is_purchase: z.boolean(),
  other_party: personSchema,
  conversation_id: z.uuid().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarResponse = z.object({ from: z.string(), to: z.string(), entries: z.array(calendarEntrySchema) });

// ---------- helpers ----------

export function shortReservationId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function calendarBadge(status: ReservationStatus): ReservationBadge {
  return reservationStatusBadges[status];
}

/** System message actions recorded on a reservation's conversation. */
export type SystemMessageAction =
  | 'requested'
  | 'purchase_requested'
  | 'accepted'
  | 'declined'
  | 'cancelled_by_owner'
  | 'cancelled_by_renter'
  | 'completed'
  | 'expired'
  | 'started'
  | 'finished';

export function systemMessageText(action: SystemMessageAction, actorName: string | null, isPurchase: boolean): string {
  const who = actorName ?? 'Someone';
  const thing = isPurchase ? 'purchase request' : 'reservation';
  switch (action) {
    case 'requested':
      return `${who} requested to book this item.`;
    case 'purchase_requested':
      return `${who} requested to buy this item.`;
    case 'accepted':
      return `${who} accepted the ${thing}.`;
    case 'declined':
      return `${who} declined the ${thing}.`;
    case 'cancelled_by_owner':
    case 'cancelled_by_renter':
      return `${who} cancelled the ${thing}.`;
    case 'completed':
      return isPurchase ? `${who} completed the purchase.` : `${who} marked the reservation completed.`;
    case 'expired':
      return `This ${thing} expired after 24 hours without a response.`;
    case 'started':
      return 'The rental has started.';
    case 'finished':
      return 'The rental is complete. You can now leave a review.';
  }
}

