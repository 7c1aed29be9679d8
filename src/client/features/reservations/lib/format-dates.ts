import { inclusiveDays } from '../../../../domain/dates';
import { dayCount } from './price-lines';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDayMonthYear = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tue, 8 Dec 2026" */
export function formatLongDate(isoDate: string): string {
  return weekdayDayMonthYear.format(asDate(isoDate));
}

/** "8 Dec 2026", "8 – 15 Dec 2026", "28 Dec 2026 – 4 Jan 2027" */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return dayMonthYear.format(asDate(start));
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const sameMonth = sameYear && start.slice(5, 7) === end.slice(5, 7);
  if (sameMonth) return `${Number(start.slice(8, 10))} – ${dayMonthYear.format(asDate(end))}`;
  if (sameYear) return `${dayMonth.format(asDate(start))} – ${dayMonthYear.format(asDate(end))}`;
  return `${dayMonthYear.format(asDate(start))} – ${dayMonthYear.format(asDate(end))}`;
}

/** "8 days" for a rental (inclusive count). */
export function rentalLength(start: string, end: string): string {
  return dayCount(inclusiveDays(start, end));
}
