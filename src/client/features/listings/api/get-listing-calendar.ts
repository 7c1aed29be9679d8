import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCalendar } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';

/** Available days; for the owner the reserved days; for a signed-in renter their own blocking ranges. */
export function getListingCalendar(listingId: string, signal?: AbortSignal): Promise<ListingCalendar> {
  return api.get<ListingCalendar>(`/api/listings/${encodeURIComponent(listingId)}/calendar`, { signal });
}

export const listingCalendarQueryOptions = (listingId: string, viewerId: string | null) =>
  queryOptions({
    // The answer depends on who asks (owner, renter, visitor).
    queryKey: [...listingKeys.calendar(listingId), viewerId ?? 'visitor'],
    queryFn: ({ signal }) => getListingCalendar(listingId, signal),
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useListingCalendar(listingId: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...listingCalendarQueryOptions(listingId, viewerId), enabled });
}
