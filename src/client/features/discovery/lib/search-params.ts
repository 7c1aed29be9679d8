import { isCategory, isCategoryGroup } from '../../../../domain/categories';
import { filterFromSearchParams, searchParamsFromFilter, searchSorts, type SearchSort } from '../../../../domain/search';

export function sortFromSearchParams(params: URLSearchParams): SearchSort {
  const value = params.get('sort');
  return searchSorts.find((sort) => sort.value === value)?.value ?? 'relevance';
}

/**
 * The canonical API query for a /search URL: the page's own reading of it (filterFromSearchParams: a bad or
 * out-of-range value falls back to its default, so a hand-edited link never shows the API's raw refusal), a known
 * category, and the sort; sorted so equal searches share a cache entry.
 */
export function apiSearchParams(params: URLSearchParams): URLSearchParams {
  const next = searchParamsFromFilter(filterFromSearchParams(params));
  const category = categoryFromSearchParams(params);
  if (category) next.set('category', category);
  const sort = sortFromSearchParams(params);
  if (sort !== 'relevance') next.set('sort', sort);
  next.sort();
  return next;
}

/** The URL's category when it is one (or a group); anything else is ignored. */
export function categoryFromSearchParams(params: URLSearchParams): string | null {
  const value = params.get('category')?.trim();
  return value && (isCategory(value) || isCategoryGroup(value)) ? value : null;
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
