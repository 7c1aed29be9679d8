import { searchSorts, type SearchSort } from '../../../../domain/search';

/** The /search URL parameters the API understands (the URL is the page's state). */
const API_PARAMS = ['q', 'category', 'location', 'startDate', 'endDate', 'flexibility', 'minPrice', 'maxPrice', 'minRating', 'forSaleOnly', 'sort'] as const;

export function sortFromSearchParams(params: URLSearchParams): SearchSort {
  const value = params.get('sort');
  return searchSorts.find((sort) => sort.value === value)?.value ?? 'relevance';
}

/** The canonical API query for a /search URL: known keys only, empty values dropped, sorted so equal URLs share a cache entry. */
export function apiSearchParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of API_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'sort' && value === 'relevance') continue;
    next.set(key, value);
  }
  next.sort();
  return next;
}

/** Replace or drop one parameter, keeping the others. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** "1 item found", "24 items found", "1000+ items found". */
export function formatResultCount(total: number, capped: boolean): string {
  if (capped) return `${total}+ items found`;
  return `${total} ${total === 1 ? 'item' : 'items'} found`;
}

/** "3.2 km", "850 m" for a card's distance when sorting by distance. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}
