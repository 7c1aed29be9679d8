import { once } from '@domain/once';
const monthYearFormatter = once(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** "2026-11", "2026-11-03" or a full timestamp → "November 2026"; anything else is shown as given. */
export function formatMonthYear(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return Number.isNaN(date.getTime()) ? value : monthYearFormatter().format(date);
}

const relativeFormatter = once(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "5 minutes ago", "yesterday", or a date for anything older than a week. */
export function formatRelativeTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return relativeFormatter().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeFormatter().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relativeFormatter().format(Math.round(seconds / 86_400), 'day');
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

const calendarDayFormatter = once(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));

/** A date picker's day (a local date): "Sunday, 1 November 2026" — the visible day number stays a word of the name. */
export function formatCalendarDay(date: Date): string {
  return calendarDayFormatter().format(date);
}

/** Unread badges show the number, or 9+ above 9; nothing at all for zero. */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}
