import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';

export function getListing(listingId: string, signal?: AbortSignal): Promise<ListingDetail> {
  return api.get<ListingDetail>(`/api/listings/${encodeURIComponent(listingId)}`, { signal });
}

export const listingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(listingId),
    queryFn: ({ signal }) => getListing(listingId, signal),
    staleTime: 60_000,
    refetchOnMount: true,
  });

export function useListing(listingId: string) {
  return useQuery(listingQueryOptions(listingId));
}
