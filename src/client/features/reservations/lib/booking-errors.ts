import { pendingLimitTexts } from '../../../../domain/pending-limits';
import { reservationTexts } from '../../../../domain/reservations';
import { errorMessage, isApiError } from '../../../lib/api';
import { errorCodes } from '../../../../domain/api-error';

export const BOOKING_FAILED_TITLE = 'Error creating reservation';

export type BookingErrorToast = {
  title: string;
  description: string;
  /** The renter already holds a reservation of this very listing on these dates. */
  duplicate: boolean;
  /** The renter holds as many pending requests as allowed (calendar squatting limits). */
  limit?: boolean;
};

function detailsOf(error: { details: unknown }): Record<string, unknown> {
  return typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};
}

/** The spec's toast for a refused booking: 'Booking conflict', 'Invalid booking', 'Invalid date range', or 'Error creating reservation'. */
export function bookingErrorToast(error: unknown, listingId: string): BookingErrorToast {
  if (isApiError(error)) {
    const details = detailsOf(error);
    const title = typeof details.title === 'string' ? details.title : null;
    switch (error.code) {
      case errorCodes.bookingConflict:
        return { title: title ?? reservationTexts.bookingConflict, description: error.message, duplicate: details.listing_id === listingId };
      case errorCodes.invalidBooking:
        return { title: title ?? reservationTexts.invalidBooking, description: error.message, duplicate: false };
      case errorCodes.datesUnavailable:
        return { title: title ?? reservationTexts.invalidDateRange, description: error.message, duplicate: false };
      case errorCodes.pendingLimit:
        return { title: title ?? pendingLimitTexts.title, description: error.message, duplicate: false, limit: true };
    }
  }
  return { title: BOOKING_FAILED_TITLE, description: errorMessage(error), duplicate: false };
}

/** The spec's purchase failure toasts: a refusal names its reason, the server failing is "Unable to process", a lost connection "Please try again." */
export function purchaseErrorToast(error: unknown): { title: string; description: string } {
  if (isApiError(error)) {
    if (error.isClientError) return { title: reservationTexts.purchaseFailed.title, description: error.message };
    return { ...reservationTexts.purchaseError };
  }
  return { ...reservationTexts.purchaseFailed };
}
