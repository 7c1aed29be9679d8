import { type DateSpan, overlapsAny } from '../../../../domain/booking-range';
import type { IsoDate } from '../../../../domain/dates';

export type DateRangeSelection = { start: IsoDate; end?: IsoDate };

/** Spec §4 range picker: first click = start; second = end (swapped if earlier); a click on a full range restarts. */
export function nextRange(current: DateRangeSelection | undefined, clicked: IsoDate): DateRangeSelection {
  if (!current || current.end !== undefined) return { start: clicked };
  return clicked < current.start ? { start: clicked, end: current.start } : { start: current.start, end: clicked };
}

/** Detail calendar: a day is selectable when available, not past, and not in the renter's own active rentals. */
export function isSelectableDay(date: IsoDate, available: ReadonlySet<IsoDate>, ownReservations: readonly DateSpan[], today: IsoDate): boolean {
  return date >= today && available.has(date) && !overlapsAny(date, date, ownReservations);
}
