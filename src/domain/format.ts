import { once } from './once';
/**
 * How money and calendar dates read everywhere: the client's pages and the server's notification texts use these
 * same Intl formatters, so "₪1,190" and "8 – 10 Dec 2026" look alike wherever they appear.
 */
const wholeShekels = once(() => new Intl.NumberFormat('en-IL', { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 }));
const withAgorot = once(() => new Intl.NumberFormat('en-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A price in shekels: ₪120 for whole shekels, ₪89.50 otherwise (cards read "₪120 / day", "Buy: ₪900"). */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeShekels().format(amount) : withAgorot().format(amount);
}

const wholeNumber = once(() => new Intl.NumberFormat('en-IL', { maximumFractionDigits: 0 }));

/** A count of things: "3,000". */
export function formatCount(count: number): string {
  return wholeNumber().format(count);
}

/** A text box's countdown: "1 character left", "2,500 characters left". */
export function charactersLeftText(left: number): string {
  return `${formatCount(left)} ${left === 1 ? 'character' : 'characters'} left`;
}

// Calendar dates are days, not instants: format them in UTC so no time zone moves them.
const dayMonth = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const dayMonthYear = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const weekdayDayMonthYear = once(() => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/**
 * Builds a date formatter ahead of need. The first one a page makes loads the locale's calendar data — 50–60 ms on a
 * slow phone — and the formatters after it are cheap: the app's start does this in a task of its own before it draws a
 * page that shows dates, so that cost is not inside a slice of the page's render (docs/decisions/0029).
 */
export function prepareDateFormats(): void {
  dayMonthYear();
}

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tue, 8 Dec 2026" */
export function formatLongDate(isoDate: string): string {
  return weekdayDayMonthYear().format(asDate(isoDate));
}

/** "8 Dec 2026", "8 – 15 Dec 2026", "28 Nov – 4 Dec 2026", "28 Dec 2026 – 4 Jan 2027" */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return dayMonthYear().format(asDate(start));
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const sameMonth = sameYear && start.slice(5, 7) === end.slice(5, 7);
  if (sameMonth) return `${Number(start.slice(8, 10))} – ${dayMonthYear().format(asDate(end))}`;
  if (sameYear) return `${dayMonth().format(asDate(start))} – ${dayMonthYear().format(asDate(end))}`;
  return `${dayMonthYear().format(asDate(start))} – ${dayMonthYear().format(asDate(end))}`;
}

// ---------- instants (message times, day separators) ----------

const instantFormatters = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat; key: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined) {
  const id = timeZone ?? '';
  let formatters = instantFormatters.get(id);
  if (!formatters) {
    formatters = {
      time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }),
      day: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }),
      dayMonth: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }),
      key: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    };
    instantFormatters.set(id, formatters);
  }
  return formatters;
}

function validInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day ("2026-12-08") an instant falls on in `timeZone`, or null for an unreadable instant. */
export function instantDay(value: string | null | undefined, timeZone?: string): string | null {
  const date = validInstant(value);
  return date ? formattersFor(timeZone).key.format(date) : null;
}

function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/** "14:05" (24-hour), or null for an unreadable instant. */
export function formatTimeOfDay(value: string | null | undefined, timeZone?: string): string | null {
  const date = validInstant(value);
  return date ? formattersFor(timeZone).time.format(date) : null;
}

/** A day separator: "Today", "Yesterday", or "Tue, 8 Dec 2026"; null for an unreadable instant. */
export function formatDaySeparator(value: string | null | undefined, now: Date = new Date(), timeZone?: string): string | null {
  const date = validInstant(value);
  if (!date) return null;
  const formatters = formattersFor(timeZone);
  const ago = daysBetween(formatters.key.format(date), formatters.key.format(now));
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return formatters.day.format(date);
}

/** A list row's last activity: "14:05" today, "Yesterday", "Mon" within a week, else "8 Dec"; null when unreadable. */
export function formatActivityTime(value: string | null | undefined, now: Date = new Date(), timeZone?: string): string | null {
  const date = validInstant(value);
  if (!date) return null;
  const formatters = formattersFor(timeZone);
  const ago = daysBetween(formatters.key.format(date), formatters.key.format(now));
  if (ago <= 0) return formatters.time.format(date);
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return formatters.weekday.format(date);
  return formatters.dayMonth.format(date);
}

/** "8 Dec 2026" (a calendar day, e.g. when a review window closes). */
export function formatDay(isoDate: string): string {
  return dayMonthYear().format(asDate(isoDate));
}
