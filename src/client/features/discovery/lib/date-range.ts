import type { IsoDate } from '../../../../domain/dates';
import { once } from '@domain/once';

export type DateRangeDraft = { start: IsoDate | null; end: IsoDate | null };

/**
 * The search picker's click rule (spec §4): the first click sets the start; the second sets the end
 * (the two are swapped when it is earlier) and completes the range, which closes the picker; a click
 * when both are set starts over with a new start.
 */
export function clickDay(range: DateRangeDraft, day: IsoDate): { range: DateRangeDraft; complete: boolean } {
  if (!range.start || range.end) return { range: { start: day, end: null }, complete: false };
  return day < range.start
    ? { range: { start: day, end: range.start }, complete: true }
    : { range: { start: range.start, end: day }, complete: true };
}

/** Past days cannot be picked (spec §5): anything before today in the market's time zone. */
export function isPastDay(day: IsoDate, today: IsoDate): boolean {
  return day < today;
}

export { dateToIso as toIsoDate } from '@/lib/day-picker-dates';

export { isoToDate as fromIsoDate } from '@/lib/day-picker-dates';

const shortDate = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }));

function formatShort(value: IsoDate): string {
  return shortDate().format(new Date(`${value}T00:00:00Z`));
}

/** "12 Nov – 14 Nov", "12 Nov" (a one-day range), "From 12 Nov" (only a start), or null. */
export function formatDateRange(range: DateRangeDraft): string | null {
  if (!range.start) return null;
  if (!range.end) return `From ${formatShort(range.start)}`;
  if (range.end === range.start) return formatShort(range.start);
  return `${formatShort(range.start)} – ${formatShort(range.end)}`;
}
