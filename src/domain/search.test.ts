import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activeFilters,
  flexibilityOptions,
  emptySearchFilter,
  filterFromSearchParams,
  flexibilityWindows,
  searchQuerySchema,
  searchUrl,
} from './search';

describe('search URL from the dialog', () => {
  it('is /search with nothing set', () => {
    expect(searchUrl(emptySearchFilter)).toBe('/search');
  });

  it('leaves out defaults: exact dates, price ends, rating 0, for-sale off', () => {
    const url = searchUrl({
      ...emptySearchFilter,
      what: ' camera ',
      where: 'Tel Aviv',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
    });
    expect(url).toBe('/search?q=camera&location=Tel+Aviv&startDate=2026-12-01&endDate=2026-12-05');
  });

  it('includes flexibility, price bounds inside the slider, rating and for-sale when set', () => {
    const params = new URL(
      searchUrl({
        ...emptySearchFilter,
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        dateFlexibility: 2,
        minPrice: 50,
        maxPrice: 300,
        minRating: 3.5,
        forSaleOnly: true,
      }),
      'http://x',
    ).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      flexibility: '2',
      minPrice: '50',
      maxPrice: '300',
      minRating: '3.5',
      forSaleOnly: 'true',
    });
  });

  it('treats the slider ends as no bound ("Any")', () => {
    expect(searchUrl({ ...emptySearchFilter, minPrice: 0, maxPrice: 1000 })).toBe('/search');
    expect(searchUrl({ ...emptySearchFilter, maxPrice: 990 })).toBe('/search?maxPrice=990');
  });

  it('round-trips through the URL, ignoring malformed values', () => {
    const filter = { ...emptySearchFilter, what: 'tent', startDate: '2026-12-01', endDate: '2026-12-03', dateFlexibility: 7 as const, minRating: 4 };
    expect(filterFromSearchParams(new URL(searchUrl(filter), 'http://x').searchParams)).toEqual(filter);
    expect(filterFromSearchParams(new URLSearchParams('flexibility=5&minPrice=abc&startDate=2026-02-30&endDate=2026-03-01'))).toEqual(emptySearchFilter);
    // A negative bound is malformed too: not "Up to ₪0".
    expect(filterFromSearchParams(new URLSearchParams('minPrice=-20&maxPrice=-5&minRating=-1'))).toEqual(emptySearchFilter);
    expect(filterFromSearchParams(new URLSearchParams('minPrice=abc&maxPrice=-5'))).toEqual(emptySearchFilter);
    // A control character in the words or the place (refused by the API) reads as a space.
    const pasted = filterFromSearchParams(new URLSearchParams({ q: 'bike\u0001helmet\u007f', location: 'Tel Aviv\u0000Yafo' }));
    expect([pasted.what, pasted.where]).toEqual(['bike helmet ', 'Tel Aviv Yafo']);
  });
});

describe('flexibility windows', () => {
  it('shifts the whole range by every offset within ±flexibility', () => {
    expect(flexibilityWindows('2026-12-10', '2026-12-12', 0)).toEqual([{ start: '2026-12-10', end: '2026-12-12' }]);
    expect(flexibilityWindows('2026-12-10', '2026-12-12', 2)).toEqual([
      { start: '2026-12-08', end: '2026-12-10' },
      { start: '2026-12-09', end: '2026-12-11' },
      { start: '2026-12-10', end: '2026-12-12' },
      { start: '2026-12-11', end: '2026-12-13' },
      { start: '2026-12-12', end: '2026-12-14' },
    ]);
    expect(flexibilityWindows('2026-12-31', '2027-01-01', 14)).toHaveLength(29);
  });
});

describe('search query validation', () => {
  const parse = (query: Record<string, string>) => searchQuerySchema.safeParse(query);
  it('accepts a full query and defaults the sort', () => {
    const result = parse({ q: 'camera', category: 'Cameras', startDate: '2026-12-01', endDate: '2026-12-02', flexibility: '7', minPrice: '10', maxPrice: '200', minRating: '4.5', forSaleOnly: 'true' });
    expect(result.success && result.data.sort).toBe('relevance');
  });
  it('refuses bad input with a clear message', () => {
    const message = (query: Record<string, string>) => {
      const result = parse(query);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message({ category: 'Spaceships' })).toBe('Unknown category');
    expect(message({ minPrice: '300', maxPrice: '100' })).toBe('The minimum price cannot be above the maximum price');
    expect(message({ startDate: '2026-12-05', endDate: '2026-12-01' })).toBe('The end date cannot be before the start date');
    expect(message({ startDate: '2026-12-05' })).toBe('Give both startDate and endDate, or neither');
    expect(message({ flexibility: '365' })).toBe('flexibility must be 0, 1, 2, 7 or 14 days');
    expect(message({ q: 'x'.repeat(5000) })).toBe('Search text must be at most 200 characters');
    expect(message({ minRating: '9' })).toBe('minRating must be at most 5');
    expect(message({ sort: 'random' })).toBeTruthy();
  });
  it('accepts category groups as well as categories', () => {
    expect(parse({ category: 'Electronics' }).success).toBe(true);
  });
});

describe('active filters: one rule for the badge, the chips and the dialog', () => {
  it('counts a price range once, dates only as a whole range, and the category when given', () => {
    expect(activeFilterCount(emptySearchFilter)).toBe(0);
    const filter = { ...emptySearchFilter, where: 'Haifa', startDate: '2030-05-01', endDate: '2030-05-03', minPrice: 10, maxPrice: 500, minRating: 4, forSaleOnly: true };
    expect(activeFilters(filter, 'Outdoors')).toEqual(['category', 'location', 'dates', 'price', 'rating', 'for_sale']);
    expect(activeFilterCount(filter)).toBe(5);
    expect(activeFilterCount({ ...emptySearchFilter, maxPrice: 300 })).toBe(1);
    expect(activeFilterCount({ ...emptySearchFilter, startDate: '2030-05-01' })).toBe(0);
    expect(activeFilterCount({ ...emptySearchFilter, where: '   ' })).toBe(0);
  });
});

describe('date flexibility labels (spec)', () => {
  it('writes ±1 day, ±2 days, ±7 days, ±14 days', () => {
    expect(flexibilityOptions.map((option) => option.label)).toEqual(['Exact dates', '±1 day', '±2 days', '±7 days', '±14 days']);
  });
});
