import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CategoryGroup } from '../../../../domain/categories';
import { FEED_PAGE_SIZE, type FeedResponse } from '../../../../domain/discovery';
import { api } from '../../../lib/api';
import { discoveryKeys } from '../query-keys';

export function getFeed(groups: readonly CategoryGroup[], cursor: string | null, signal?: AbortSignal): Promise<FeedResponse> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (groups.length) params.set('groups', groups.join(','));
  if (cursor) params.set('cursor', cursor);
  return api.get<FeedResponse>(`/api/feed?${params.toString()}`, { signal });
}

/** Spec §9: fetched 50 at a time, cached 5 minutes, no refetch on focus; later pages through `next_cursor`. */
export const feedQueryOptions = (viewer: string | null, groups: readonly CategoryGroup[]) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.feed(viewer ?? 'pending', groups),
    enabled: viewer !== null,
    queryFn: ({ pageParam, signal }) => getFeed(groups, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });

export function useFeed(viewer: string | null, groups: readonly CategoryGroup[]) {
  return useInfiniteQuery(feedQueryOptions(viewer, groups));
}
