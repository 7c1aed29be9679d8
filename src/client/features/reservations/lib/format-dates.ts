import { inclusiveDays } from '@domain/dates';
import { dayCount } from './price-lines';

/** "8 days" for a rental (inclusive count). */
export function rentalLength(start: string, end: string): string {
  return dayCount(inclusiveDays(start, end));
}
