import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from '../query-keys';
import type { UnreadCounts } from '../types';

export function getCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return api.get<UnreadCounts>('/api/me/counts', { signal });
}

/** Unread counts: stale after 30 s, refetched every 60 s and when the window regains focus (spec §9). */
export const countsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getCounts(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useCounts(enabled: boolean) {
  return useQuery({ ...countsQueryOptions(), enabled });
}
