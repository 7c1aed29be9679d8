import type { SearchFilters } from '../features/discovery/search-query';

/** A search without text or any filter, for tests to spread their own filters over. */
export const noSearchFilters: SearchFilters = {
  viewerId: null,
  text: null,
  categories: null,
  place: null,
  windows: null,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  forSaleOnly: false,
};
