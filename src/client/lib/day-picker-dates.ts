import type { IsoDate } from '@domain/dates';

/** A YYYY-MM-DD day as a local-midnight Date (what react-day-picker works with). */
export function isoToDate(iso: IsoDate): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A local Date (as the day picker hands them out) → YYYY-MM-DD (its calendar day, no time zone shift). */
export function dateToIso(date: Date): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
