import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../domain/discovery';
import { api } from '../../../lib/api';
import { discoveryKeys } from '../query-keys';

export type SearchResultCard = SearchResponse['listings'][number];

/** `query` is the canonical API query string (see `apiSearchParams`); the cursor is added per page. */
export function searchListings(query: string, cursor: string | null, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>(searchPath(query, cursor), { signal });
}

/** GET /api/search's path for a page of results. */
export function searchPath(query: string, cursor: string | null): string {
  const params = new URLSearchParams(query);
  if (cursor) params.set('cursor', cursor);
  const suffix = params.toString();
  return suffix ? `/api/search?${suffix}` : '/api/search';
}

export const searchQueryOptions = (viewer: string | null, query: string) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.search(viewer ?? 'pending', query),
    enabled: viewer !== null,
    queryFn: ({ pageParam, signal }) => searchListings(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    staleTime: 60 * 1000,
    refetchOnWindowFocus: false,
  });

export function useSearchListings(viewer: string | null, query: string) {
  // Keep the old results on screen (dimmed) while a new sort or filter loads, instead of flashing skeletons.
  return useInfiniteQuery({ ...searchQueryOptions(viewer, query), placeholderData: keepPreviousData });
}
