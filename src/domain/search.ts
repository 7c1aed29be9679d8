import { z } from 'zod';
import { controlCharactersAsSpaces, textInput } from './text';
import { isCategory, isCategoryGroup } from './categories';
import { addDays, isIsoDate, type IsoDate } from './dates';

/** Search sliders (spec §5, §9): price 0–1000 step 10, the ends mean "no bound"; rating 0–5 step 0.5, 0 = any. */
export const PRICE_SLIDER = { min: 0, max: 1000, step: 10 } as const;
export const RATING_SLIDER = { min: 0, max: 5, step: 0.5 } as const;
export const MAX_QUERY_LENGTH = 200;
export const MAX_LOCATION_LENGTH = 200;

/** Date flexibility options (spec §9): Exact dates, ±1, ±2, ±7, ±14 days. */
export const flexibilityOptions = [
  { days: 0, label: 'Exact dates' },
  { days: 1, label: '±1 day' },
  { days: 2, label: '±2 days' },
  { days: 7, label: '±7 days' },
  { days: 14, label: '±14 days' },
] as const;
export type Flexibility = (typeof flexibilityOptions)[number]['days'];
const flexibilityDays = flexibilityOptions.map((option) => option.days) as number[];

export const searchSorts = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'distance', label: 'Distance' },
] as const;
export type SearchSort = (typeof searchSorts)[number]['value'];

/** The search dialog's state (spec entity "Search filter"). */
export interface SearchFilter {
  what: string;
  where: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  dateFlexibility: Flexibility;
  /** Slider values: minPrice 0 and maxPrice 1000 mean no bound. */
  minPrice: number;
  maxPrice: number;
  minRating: number;
  forSaleOnly: boolean;
}

export const emptySearchFilter: SearchFilter = {
  what: '',
  where: '',
  startDate: null,
  endDate: null,
  dateFlexibility: 0,
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  minRating: 0,
  forSaleOnly: false,
};

/**
 * `/search?…` from the dialog (spec §2): q, location, startDate, endDate, flexibility only when not exact,
 * minPrice only above 0, maxPrice only below the slider's maximum (the end means "Any"), minRating only
 * above 0, forSaleOnly=true only when checked. Empty values are left out.
 */
export function searchParamsFromFilter(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.what.trim()) params.set('q', filter.what.trim());
  if (filter.where.trim()) params.set('location', filter.where.trim());
  if (filter.startDate && filter.endDate) {
    params.set('startDate', filter.startDate);
    params.set('endDate', filter.endDate);
    if (filter.dateFlexibility !== 0) params.set('flexibility', String(filter.dateFlexibility));
  }
  if (filter.minPrice > PRICE_SLIDER.min) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice < PRICE_SLIDER.max) params.set('maxPrice', String(filter.maxPrice));
  if (filter.minRating > 0) params.set('minRating', String(filter.minRating));
  if (filter.forSaleOnly) params.set('forSaleOnly', 'true');
  return params;
}

export function searchUrl(filter: SearchFilter): string {
  const query = searchParamsFromFilter(filter).toString();
  return query ? `/search?${query}` : '/search';
}

/** The dialog's state back from a URL (unknown or malformed values fall back to the defaults). */
export function filterFromSearchParams(params: URLSearchParams): SearchFilter {
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isFinite(value) ? value : fallback;
  };
  const start = params.get('startDate');
  const end = params.get('endDate');
  const flexibility = number('flexibility', 0);
  const datesValid = start !== null && end !== null && isIsoDate(start) && isIsoDate(end) && start <= end;
  // A negative price is malformed (the default); one above the slider is at its "Any" end.
  const price = (name: string, fallback: number) => {
    const value = number(name, fallback);
    return value < PRICE_SLIDER.min ? fallback : Math.min(value, PRICE_SLIDER.max);
  };
  const prices = [price('minPrice', PRICE_SLIDER.min), price('maxPrice', PRICE_SLIDER.max)];
  return {
    // A control character (which the API refuses) is read as the space it most likely stood for: the words still search.
    what: controlCharactersAsSpaces(params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    where: controlCharactersAsSpaces(params.get('location') ?? '').slice(0, MAX_LOCATION_LENGTH),
    startDate: datesValid ? start : null,
    endDate: datesValid ? end : null,
    dateFlexibility: (datesValid && flexibilityDays.includes(flexibility) ? flexibility : 0) as Flexibility,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    minRating: clamp(number('minRating', 0), RATING_SLIDER.min, RATING_SLIDER.max),
    forSaleOnly: params.get('forSaleOnly') === 'true',
  };
}

/** What a search filters by, one entry per chip under the results: the Filters badge and the dialog count the same. */
export type ActiveFilterKind = 'category' | 'location' | 'dates' | 'price' | 'rating' | 'for_sale';

/** The one rule for "active filters": a category, a place, a date range, a price bound (one, however many ends), a rating, for sale only. */
export function activeFilters(filter: SearchFilter, category: string | null = null): ActiveFilterKind[] {
  const kinds: ActiveFilterKind[] = [];
  if (category) kinds.push('category');
  if (filter.where.trim()) kinds.push('location');
  if (filter.startDate && filter.endDate) kinds.push('dates');
  if (filter.minPrice > PRICE_SLIDER.min || filter.maxPrice < PRICE_SLIDER.max) kinds.push('price');
  if (filter.minRating > RATING_SLIDER.min) kinds.push('rating');
  if (filter.forSaleOnly) kinds.push('for_sale');
  return kinds;
}

export function activeFilterCount(filter: SearchFilter, category: string | null = null): number {
  return activeFilters(filter, category).length;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Every offset of a ±flexibility window: a listing matches when the range shifted by one of them is free. */
export function flexibilityWindows(start: IsoDate, end: IsoDate, flexibility: number): { start: IsoDate; end: IsoDate }[] {
  const windows: { start: IsoDate; end: IsoDate }[] = [];
  for (let offset = -flexibility; offset <= flexibility; offset += 1) {
    windows.push({ start: addDays(start, offset), end: addDays(end, offset) });
  }
  return windows;
}

const optionalNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .optional();

/** Query parameters of GET /api/search (the /search page's URL, plus sort and paging). */
export const searchQuerySchema = z
  .object({
    q: textInput('Search text').trim().max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
    category: textInput('Category')
      .refine((value) => isCategory(value) || isCategoryGroup(value), 'Unknown category')
      .optional(),
    location: textInput('Location').trim().max(MAX_LOCATION_LENGTH, `Location must be at most ${MAX_LOCATION_LENGTH} characters`).optional(),
    startDate: textInput('startDate').refine(isIsoDate, 'startDate must be a date (YYYY-MM-DD)').optional(),
    endDate: textInput('endDate').refine(isIsoDate, 'endDate must be a date (YYYY-MM-DD)').optional(),
    flexibility: z.coerce
      .number()
      .refine((value) => flexibilityDays.includes(value), 'flexibility must be 0, 1, 2, 7 or 14 days')
      .optional(),
    minPrice: optionalNumber('minPrice', 0, 1_000_000),
    maxPrice: optionalNumber('maxPrice', 0, 1_000_000),
    minRating: optionalNumber('minRating', 0, 5),
    forSaleOnly: z.enum(['true', 'false']).optional(),
    sort: z.enum(searchSorts.map((sort) => sort.value) as [SearchSort, ...SearchSort[]]).default('relevance'),
    cursor: textInput('cursor').max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => (query.startDate === undefined) === (query.endDate === undefined), {
    message: 'Give both startDate and endDate, or neither',
    path: ['endDate'],
  })
  .refine((query) => !query.startDate || !query.endDate || query.endDate >= query.startDate, {
    message: 'The end date cannot be before the start date',
    path: ['endDate'],
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'The minimum price cannot be above the maximum price',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
