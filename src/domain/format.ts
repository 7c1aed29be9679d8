/**
 * How money and calendar dates read everywhere: the client's pages and the server's notification texts use these
 * same Intl formatters, so "₪1,190" and "8 – 10 Dec 2026" look alike wherever they appear.
 */
const wholeShekels = new Intl.NumberFormat('en-IL', { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 });
const withAgorot = new Intl.NumberFormat('en-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in shekels: ₪120 for whole shekels, ₪89.50 otherwise (cards read "₪120 / day", "Buy: ₪900"). */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeShekels.format(amount) : withAgorot.format(amount);
}

// Calendar dates are days, not instants: format them in UTC so no time zone moves them.
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDayMonthYear = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tue, 8 Dec 2026" */
export function formatLongDate(isoDate: string): string {
  return weekdayDayMonthYear.format(asDate(isoDate));
}

/** "8 Dec 2026", "8 – 15 Dec 2026", "28 Nov – 4 Dec 2026", "28 Dec 2026 – 4 Jan 2027" */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return dayMonthYear.format(asDate(start));
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const sameMonth = sameYear && start.slice(5, 7) === end.slice(5, 7);
  if (sameMonth) return `${Number(start.slice(8, 10))} – ${dayMonthYear.format(asDate(end))}`;
  if (sameYear) return `${dayMonth.format(asDate(start))} – ${dayMonthYear.format(asDate(end))}`;
  return `${dayMonthYear.format(asDate(start))} – ${dayMonthYear.format(asDate(end))}`;
}
