import { eachDay, inclusiveDays, type IsoDate } from '../../../../domain/dates';

export type DateRangeSelection = { start: IsoDate; end?: IsoDate };
export type BlockedRange = { start_date: IsoDate; end_date: IsoDate };

/** Spec §4 range picker: first click = start; second = end (swapped if earlier); a click on a full range restarts. */
export function nextRange(current: DateRangeSelection | undefined, clicked: IsoDate): DateRangeSelection {
  if (!current || current.end !== undefined) return { start: clicked };
  return clicked < current.start ? { start: clicked, end: current.start } : { start: current.start, end: clicked };
}

function inBlocked(date: IsoDate, blocked: readonly BlockedRange[]): boolean {
  return blocked.some((range) => date >= range.start_date && date <= range.end_date);
}

/** Detail calendar: a day is selectable when available, not past, and not in the renter's own blocking reservations. */
export function isSelectableDay(date: IsoDate, available: ReadonlySet<IsoDate>, blocked: readonly BlockedRange[], today: IsoDate): boolean {
  return date >= today && available.has(date) && !inBlocked(date, blocked);
}

export type RangeCheck =
  | { ok: true; days: number; belowMinimum: boolean }
  | { ok: false; reason: 'conflict' | 'unavailable' };

/**
 * A complete range on the detail calendar: a conflict with the renter's own reservation first (Date
 * conflict detected), then any day not available (Invalid date range); otherwise the inclusive day count
 * and whether it is below the listing's minimum.
 */
export function checkRange(
  start: IsoDate,
  end: IsoDate,
  available: ReadonlySet<IsoDate>,
  blocked: readonly BlockedRange[],
  today: IsoDate,
  minimumDays: number,
): RangeCheck {
  const days = eachDay(start, end);
  if (days.some((day) => inBlocked(day, blocked))) return { ok: false, reason: 'conflict' };
  if (start < today || days.some((day) => !available.has(day))) return { ok: false, reason: 'unavailable' };
  const count = inclusiveDays(start, end);
  return { ok: true, days: count, belowMinimum: count < minimumDays };
}

export const rangeTexts = {
  invalidTitle: 'Invalid date range',
  invalidDescription: 'The selected date range contains unavailable dates. Please select a different range.',
  conflictTitle: 'Date conflict detected',
  conflictDescription: 'You already have a reservation for some of these dates. Please choose other dates.',
  minimum: (days: number) => `Minimum rental period is ${days} days`,
} as const;
