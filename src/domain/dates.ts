import { textInput } from './text';

/** Calendar dates are strings "YYYY-MM-DD": days, not instants. Arithmetic is done in UTC to avoid DST. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isoDateSchema = textInput('Date').refine(isIsoDate, 'Dates must be real calendar dates in the form YYYY-MM-DD');

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the market's time zone (default Asia/Jerusalem), not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Building a formatter costs far more than using one: keep one per time zone.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Inclusive day count: end − start + 1 (spec). */
export function inclusiveDays(start: IsoDate, end: IsoDate): number {
  const ms = new Date(`${end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime();
  return Math.round(ms / 86_400_000) + 1;
}

export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
