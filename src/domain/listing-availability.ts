import { z } from 'zod';
import { datesToRanges } from './availability';
import { addDays, eachDay, isIsoDate, isoDateSchema, type IsoDate } from './dates';
import { ALWAYS_AVAILABLE_DAYS, ALWAYS_AVAILABLE_DETECT_MIN_DATES, ALWAYS_AVAILABLE_DETECT_NEXT_DAYS, listingTexts, MAX_AVAILABILITY_AHEAD_DAYS, MAX_DATES_PER_AVAILABILITY_UPDATE } from './listings';

/** A listing's availability as an owner chooses it: the request shapes and what they mean in days. */

export const availabilityPeriodSchema = z.strictObject({ start: isoDateSchema, end: isoDateSchema });
export type AvailabilityPeriod = z.infer<typeof availabilityPeriodSchema>;

/** "always" = the next 180 days from today (market time zone); "specific" = the given inclusive periods. */
export const availabilityInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('always') }),
    z.strictObject({
      mode: z.literal('specific'),
      periods: z.array(availabilityPeriodSchema, { error: listingTexts.availabilityRequired }).min(1, listingTexts.availabilityRequired).max(100),
    }),
  ],
  { error: listingTexts.availabilityRequired },
);
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const availabilityUpdateInput = z.strictObject({
  dates: z
    .array(isoDateSchema, { error: 'dates must be a list of YYYY-MM-DD dates' })
    .min(1, 'Select at least one date')
    .max(MAX_DATES_PER_AVAILABILITY_UPDATE, listingTexts.tooManyDates),
  available: z.boolean({ error: 'available must be true or false' }),
});
export type AvailabilityUpdateInput = z.infer<typeof availabilityUpdateInput>;

/** The last day "always available" opens, choosing it today (today + 179 days). */
export const lastAlwaysAvailableDay = (today: IsoDate): IsoDate => addDays(today, ALWAYS_AVAILABLE_DAYS - 1);

/**
 * The days an availability choice stands for, or the rule it breaks. "always" = today + 179 days;
 * specific periods must be real, ordered, not in the past, not overlapping and at most 2 years ahead.
 */
export function availabilityDates(input: AvailabilityInput, today: IsoDate): { dates: IsoDate[] } | { error: string } {
  if (input.mode === 'always') return { dates: eachDay(today, lastAlwaysAvailableDay(today)) };
  if (input.periods.length === 0) return { error: listingTexts.availabilityRequired };
  const lastAllowed = addDays(today, MAX_AVAILABILITY_AHEAD_DAYS);
  for (const period of input.periods) {
    if (!isIsoDate(period.start) || !isIsoDate(period.end)) return { error: 'Dates must be real calendar dates in the form YYYY-MM-DD' };
    if (period.end < period.start) return { error: listingTexts.periodOrder };
    if (period.start < today) return { error: listingTexts.periodInPast };
    if (period.end > lastAllowed) return { error: listingTexts.periodTooFar };
  }
  const sorted = [...input.periods].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.start <= sorted[index - 1]!.end) return { error: listingTexts.periodsOverlap };
  }
  return { dates: sorted.flatMap((period) => eachDay(period.start, period.end)) };
}

/**
 * Edit form (spec §4): "always available" when at least 170 dates are present and every one of the next
 * 30 days is; otherwise consecutive ranges with past dates dropped.
 */
export function detectAvailability(availableDates: readonly IsoDate[], today: IsoDate): AvailabilityInput | { mode: 'specific'; periods: AvailabilityPeriod[] } {
  const set = new Set(availableDates);
  const nextDays = eachDay(today, addDays(today, ALWAYS_AVAILABLE_DETECT_NEXT_DAYS - 1));
  if (set.size >= ALWAYS_AVAILABLE_DETECT_MIN_DATES && nextDays.every((day) => set.has(day))) return { mode: 'always' };
  const periods = datesToRanges(availableDates.filter((date) => date >= today));
  return { mode: 'specific', periods };
}
