import { bookingRangeTexts, type BookingRangeCheck, checkBookingRange, type DateSpan } from '../../../../domain/booking-range';
import { isIsoDate } from '../../../../domain/dates';

export type BookingDates =
  | { ok: true; start: string; end: string; days: number }
  | { ok: false; title: string; description: string };

/** The dates of /booking/:id?startDate&endDate, or why they cannot be read (the range rule itself: `checkBookingDates`). */
export function parseBookingDates(startDate: string | null, endDate: string | null, today: string): BookingDates {
  if (!startDate || !endDate) {
    return { ok: false, title: 'Choose your dates', description: 'Pick a start and an end date on the listing’s calendar to request a booking.' };
  }
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
    return { ok: false, title: 'These dates don’t look right', description: 'The link has dates we can’t read. Pick them again on the listing’s calendar.' };
  }
  const check = checkBookingRange({ start: startDate, end: endDate, today, minimumDays: 1 });
  if (!check.ok && check.problem === 'end_before_start') return { ok: false, title: bookingRangeTexts.invalidDateRange, description: bookingRangeTexts.endBeforeStart };
  if (!check.ok && check.problem === 'start_in_past') return { ok: false, title: bookingRangeTexts.invalidDateRange, description: bookingRangeTexts.startInPast };
  return { ok: true, start: startDate, end: endDate, days: check.days };
}

/** The booking page's check of readable dates against the listing: the domain rule, with the listing's days and the renter's own rentals. */
export function checkBookingDates(
  dates: { start: string; end: string },
  listing: { minimum_rental_days: number; available_dates: readonly string[] },
  ownReservations: readonly DateSpan[],
  today: string,
): BookingRangeCheck {
  return checkBookingRange({
    start: dates.start,
    end: dates.end,
    today,
    minimumDays: listing.minimum_rental_days,
    available: new Set(listing.available_dates),
    ownReservations,
  });
}
