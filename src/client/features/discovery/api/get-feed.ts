import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CategoryGroup } from '../../../../domain/categories';
import type { FeedResponse } from '../../../../domain/discovery';
import { api } from '../../../lib/api';
import { discoveryKeys } from '../query-keys';
import { feedPath } from './feed-path';

export function getFeed(groups: readonly CategoryGroup[], cursor: string | null, signal?: AbortSignal): Promise<FeedResponse> {
  return api.get<FeedResponse>(feedPath(groups, cursor), { signal });
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
