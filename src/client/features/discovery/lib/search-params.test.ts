import { describe, expect, it } from 'vitest';
import { apiSearchParams, formatDistance, formatResultCount, sortFromSearchParams, withParam } from './search-params';

describe('/search URL → API query', () => {
  it('keeps known parameters, drops empty and unknown ones, and sorts them', () => {
    const params = new URLSearchParams('q=camera&location=&foo=bar&maxPrice=300&sort=price_asc');
    expect(apiSearchParams(params).toString()).toBe('maxPrice=300&q=camera&sort=price_asc');
  });

  it('never passes a bad or out-of-range value on: it falls back to its default, like the page reads it', () => {
    expect(apiSearchParams(new URLSearchParams('q=tent&minPrice=-5&maxPrice=abc&minRating=9&flexibility=3')).toString()).toBe('minRating=5&q=tent');
    expect(apiSearchParams(new URLSearchParams('minPrice=400&maxPrice=100')).toString()).toBe('maxPrice=400&minPrice=100');
    expect(apiSearchParams(new URLSearchParams('startDate=2030-05-10&endDate=2030-05-01&flexibility=2')).toString()).toBe('');
    expect(apiSearchParams(new URLSearchParams('startDate=2030-05-01')).toString()).toBe('');
    expect(apiSearchParams(new URLSearchParams('category=Spaceships&q=a')).toString()).toBe('q=a');
    expect(apiSearchParams(new URLSearchParams('category=Outdoors&q=a')).toString()).toBe('category=Outdoors&q=a');
    expect(apiSearchParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).get('q')).toHaveLength(200);
  });

  it('treats relevance as the default sort', () => {
    expect(apiSearchParams(new URLSearchParams('sort=relevance&q=bike')).toString()).toBe('q=bike');
    expect(sortFromSearchParams(new URLSearchParams('sort=distance'))).toBe('distance');
    expect(sortFromSearchParams(new URLSearchParams('sort=bogus'))).toBe('relevance');
  });

  it('replaces or drops one parameter', () => {
    expect(withParam(new URLSearchParams('q=a&sort=rating'), 'sort', 'price_desc').toString()).toBe('q=a&sort=price_desc');
    expect(withParam(new URLSearchParams('q=a&sort=rating'), 'q', null).toString()).toBe('sort=rating');
  });
});

describe('result texts', () => {
  it('counts items, with 1000+ when capped', () => {
    expect(formatResultCount(0, false)).toBe('0 items found');
    expect(formatResultCount(1, false)).toBe('1 item found');
    expect(formatResultCount(1000, true)).toBe('1000+ items found');
  });

  it('formats distances', () => {
    expect(formatDistance(3.24)).toBe('3.2 km');
    expect(formatDistance(42.6)).toBe('43 km');
    expect(formatDistance(0.43)).toBe('430 m');
  });
});
