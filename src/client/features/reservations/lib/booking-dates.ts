import { inclusiveDays, isIsoDate } from '../../../../domain/dates';
import { reservationTexts } from '../../../../domain/reservations';

export type BookingDates =
  | { ok: true; start: string; end: string; days: number }
  | { ok: false; title: string; description: string };

/** The dates of /booking/:id?startDate&endDate, or why they cannot be booked. */
export function parseBookingDates(startDate: string | null, endDate: string | null, today: string): BookingDates {
  if (!startDate || !endDate) {
    return { ok: false, title: 'Choose your dates', description: 'Pick a start and an end date on the listing’s calendar to request a booking.' };
  }
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
    return { ok: false, title: 'These dates don’t look right', description: 'The link has dates we can’t read. Pick them again on the listing’s calendar.' };
  }
  if (endDate < startDate) return { ok: false, title: reservationTexts.invalidDateRange, description: reservationTexts.endBeforeStart };
  if (startDate < today) return { ok: false, title: reservationTexts.invalidDateRange, description: reservationTexts.startInPast };
  return { ok: true, start: startDate, end: endDate, days: inclusiveDays(startDate, endDate) };
}
