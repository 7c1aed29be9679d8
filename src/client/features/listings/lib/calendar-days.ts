import type { IsoDate } from '../../../../domain/dates';

import { isoToDate } from '@/lib/day-picker-dates';
import { once } from '@domain/once';

export { dateToIso, isoToDate } from '@/lib/day-picker-dates';

const longDate = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** "3 Nov 2026" */
export function formatIsoDate(iso: IsoDate): string {
  return longDate().format(isoToDate(iso));
}
