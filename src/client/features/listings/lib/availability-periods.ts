import { addDays, type IsoDate } from '../../../../domain/dates';
import type { AvailabilityPeriod } from '../../../../domain/listing-availability';

/** True when `date` lies inside one of the periods already added. */
export function inAddedPeriod(date: IsoDate, periods: readonly AvailabilityPeriod[]): boolean {
  return periods.some((period) => date >= period.start && date <= period.end);
}

/**
 * Disabled days of the availability range picker: the past, days of periods already added, and — once a
 * start is picked — everything beyond the nearest added period on either side, so a new period can never
 * swallow an existing one.
 */
export function isPeriodDayDisabled(date: IsoDate, periods: readonly AvailabilityPeriod[], today: IsoDate, start?: IsoDate): boolean {
  if (date < today || inAddedPeriod(date, periods)) return true;
  if (!start) return false;
  const before = periods.filter((period) => period.end < start).map((period) => period.end).sort().at(-1);
  const after = periods.filter((period) => period.start > start).map((period) => period.start).sort()[0];
  if (before && date <= before) return true;
  if (after && date >= after) return true;
  return false;
}

/** Adds a period keeping the list sorted; null when it would overlap one already there. */
export function addPeriod(periods: readonly AvailabilityPeriod[], period: AvailabilityPeriod): AvailabilityPeriod[] | null {
  if (periods.some((existing) => period.start <= existing.end && period.end >= existing.start)) return null;
  return [...periods, period].sort((a, b) => (a.start < b.start ? -1 : 1));
}

/** Inclusive day count of a period. */
export function periodLength(period: AvailabilityPeriod): number {
  let days = 0;
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) days += 1;
  return days;
}
