import { addDays } from '../../../../domain/dates';
import { once } from '@domain/once';

/** Israel's week starts on Sunday. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type MonthKey = string; // "YYYY-MM"

export function isMonthKey(value: string | null): value is MonthKey {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function monthOf(isoDate: string): MonthKey {
  return isoDate.slice(0, 7);
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta];
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 7);
}

const monthTitle = once(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

export function formatMonthTitle(month: MonthKey): string {
  return monthTitle().format(new Date(`${month}-01T00:00:00Z`));
}

/** The weeks (Sunday to Saturday) covering the month, including the adjacent days that fill them. */
export function monthGrid(month: MonthKey): { from: string; to: string; weeks: string[][] } {
  const first = `${month}-01`;
  const startOffset = new Date(`${first}T00:00:00Z`).getUTCDay();
  const from = addDays(first, -startOffset);
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const endOffset = 6 - new Date(`${last}T00:00:00Z`).getUTCDay();
  const to = addDays(last, endOffset);
  const weeks: string[][] = [];
  for (let day = from; day <= to; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return { from, to, weeks };
}

/** The entries that cover a day, longest-running first so multi-day bars line up. */
export function entriesOn<T extends { start_date: string; end_date: string }>(entries: readonly T[], day: string): T[] {
  return entries
    .filter((entry) => entry.start_date <= day && day <= entry.end_date)
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
}
