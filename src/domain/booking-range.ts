import { addDays, inclusiveDays, type IsoDate } from './dates';

/**
 * When a range of days can be booked: the one rule behind the booking service, the booking page and the
 * listing page's calendar. Problems are reported in this order, everywhere:
 * end before start → start in the past → overlaps the renter's own active rental → a day not open → shorter
 * than the listing's minimum.
 */
export type BookingRangeProblem = 'end_before_start' | 'start_in_past' | 'own_conflict' | 'unavailable' | 'below_minimum';

/** An inclusive span of days, as the API sends them. */
export type DateSpan = { start_date: IsoDate; end_date: IsoDate };

export interface BookingRangeInput {
  start: IsoDate;
  end: IsoDate;
  /** Today in the market's time zone. */
  today: IsoDate;
  minimumDays: number;
  /** The listing's open days. Left out by a caller that checks them itself (the server, in SQL under a lock). */
  available?: ReadonlySet<IsoDate>;
  /** The renter's own active rentals of any listing (the client has them from the calendar; the server checks them in SQL). */
  ownReservations?: readonly DateSpan[];
}

export type BookingRangeCheck = { ok: true; days: number } | { ok: false; problem: BookingRangeProblem; days: number };

/** Do the inclusive spans [start, end] and `span` share a day? */
export function spansOverlap(start: IsoDate, end: IsoDate, span: DateSpan): boolean {
  return span.start_date <= end && start <= span.end_date;
}

export function overlapsAny(start: IsoDate, end: IsoDate, spans: readonly DateSpan[]): boolean {
  return spans.some((span) => spansOverlap(start, end, span));
}

/** Is every day of [start, end] open? Stops at the first closed day, so a huge range costs no more than the open days. */
function allOpen(start: IsoDate, end: IsoDate, available: ReadonlySet<IsoDate>): boolean {
  for (let day = start; day <= end; day = addDays(day, 1)) if (!available.has(day)) return false;
  return true;
}

export function checkBookingRange(input: BookingRangeInput): BookingRangeCheck {
  const { start, end, today } = input;
  if (end < start) return { ok: false, problem: 'end_before_start', days: 0 };
  const days = inclusiveDays(start, end);
  if (start < today) return { ok: false, problem: 'start_in_past', days };
  if (input.ownReservations && overlapsAny(start, end, input.ownReservations)) return { ok: false, problem: 'own_conflict', days };
  if (input.available && !allOpen(start, end, input.available)) return { ok: false, problem: 'unavailable', days };
  if (days < input.minimumDays) return { ok: false, problem: 'below_minimum', days };
  return { ok: true, days };
}

/** Texts of the rule: the server's error messages and the booking page's notices. */
export const bookingRangeTexts = {
  invalidBooking: 'Invalid booking',
  invalidDateRange: 'Invalid date range',
  bookingConflict: 'Booking conflict',
  startInPast: 'The start date cannot be in the past.',
  endBeforeStart: 'The end date must be on or after the start date.',
  minimumDuration: (days: number) => `Minimum rental duration is ${days} days.`,
  unavailableDates: 'The selected date range contains unavailable dates. Please select a different range.',
  /** The listing page's calendar (spec §4 toasts). */
  calendarConflictTitle: 'Date conflict detected',
  calendarConflict: 'You already have a reservation for some of these dates. Please choose other dates.',
  calendarMinimum: (days: number) => `Minimum rental period is ${days} days`,
  /** Booking page, before sending: one of the renter's own rentals (of this or another listing) overlaps. */
  ownConflict:
    'You already have a reservation during some of these dates. Please choose different dates or manage your existing reservation first.',
} as const;
