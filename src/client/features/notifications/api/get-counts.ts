import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useFallbackInterval } from '../../../lib/live/live-status';
import { notificationKeys } from '../query-keys';
import type { UnreadCounts } from '../types';

export const COUNTS_PATH = '/api/me/counts';

export function getCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return api.get<UnreadCounts>(COUNTS_PATH, { signal });
}

/**
 * Unread counts: stale after 30 s, refetched every 60 s and when the window regains focus (spec §9). While the live
 * event stream is open it brings every change at once, so the 60 s polling pauses (it is the fallback).
 */
export const countsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getCounts(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useCounts(enabled: boolean) {
  const interval = useFallbackInterval(60_000);
  return useQuery({ ...countsQueryOptions(), enabled, refetchInterval: interval });
}
