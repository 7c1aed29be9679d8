import { bookingRangeTexts, type BookingRangeProblem } from '../../../domain/booking-range';
import { errorCodes } from '../../../domain/api-error';
import { reservationTexts } from '../../../domain/reservations';
import { AppError } from '../../platform/http/app-error';

/** The answers a refused booking or purchase gets (codes from domain/api-error.ts, texts from the domain). */
export const invalidBooking = (message: string, details: Record<string, unknown> = {}) =>
  new AppError(errorCodes.invalidBooking, 400, message, { title: bookingRangeTexts.invalidBooking, ...details });
export const bookingConflict = (message: string, details: Record<string, unknown>) =>
  new AppError(errorCodes.bookingConflict, 409, message, { title: bookingRangeTexts.bookingConflict, ...details });
export const datesUnavailable = () =>
  new AppError(errorCodes.datesUnavailable, 409, bookingRangeTexts.unavailableDates, { title: bookingRangeTexts.invalidDateRange });
export const listingUnavailable = () => new AppError(errorCodes.listingUnavailable, 409, reservationTexts.listingUnavailable);
export const notForSale = () => new AppError(errorCodes.notForSale, 400, reservationTexts.notForSale);

/** The answer to a range the domain rule refuses (the problems the server leaves to the rule: order, past, minimum). */
export function rangeRefusal(problem: BookingRangeProblem, minimumDays: number): AppError {
  switch (problem) {
    case 'end_before_start':
      return invalidBooking(bookingRangeTexts.endBeforeStart);
    case 'start_in_past':
      return invalidBooking(bookingRangeTexts.startInPast);
    case 'below_minimum':
      return invalidBooking(bookingRangeTexts.minimumDuration(minimumDays), { minimum_rental_days: minimumDays });
    case 'unavailable':
      return datesUnavailable();
    case 'own_conflict':
      return bookingConflict(bookingRangeTexts.ownConflict, {});
  }
}

/** A unique or exclusion violation (the database's last line against double bookings) anywhere in the error chain. */
export function isConstraintConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '23P01' || code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
