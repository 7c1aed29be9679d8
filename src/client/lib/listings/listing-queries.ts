import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCalendar, ListingDetail } from '@domain/listing-schemas';
import { api } from '@/lib/api';
import { listingApiPath } from '@/lib/listings/listing-paths';
import { listingKeys } from '@/lib/listings/query-keys';
import { useViewer } from '@/lib/session/use-viewer';

/**
 * The one fetcher of a listing and of its calendar, for every screen that reads them (listing page, edit form,
 * Request to Book, Request to Buy). Both answers depend on who asks (owner, renter, visitor), so the viewer is part
 * of the key. Prices, open days and conflicts must be current when someone is about to book: 30 s, refetched on mount.
 */
const fresh = { staleTime: 30_000, refetchOnMount: true } as const;

export const listingDetailKey = (listingId: string, viewer: string) => [...listingKeys.detail(listingId), viewer] as const;
export const listingCalendarKey = (listingId: string, viewer: string) => [...listingKeys.calendar(listingId), viewer] as const;

export function getListing(listingId: string, signal?: AbortSignal): Promise<ListingDetail> {
  return api.get<ListingDetail>(listingApiPath(listingId), { signal });
}

/** Available days; for the owner the reserved days; for a signed-in renter their own active rentals of it. */
export function getListingCalendar(listingId: string, signal?: AbortSignal): Promise<ListingCalendar> {
  return api.get<ListingCalendar>(`${listingApiPath(listingId)}/calendar`, { signal });
}

export const listingQueryOptions = (listingId: string, viewer: string) =>
  queryOptions({ queryKey: listingDetailKey(listingId, viewer), queryFn: ({ signal }) => getListing(listingId, signal), ...fresh });

export const listingCalendarQueryOptions = (listingId: string, viewer: string) =>
  queryOptions({ queryKey: listingCalendarKey(listingId, viewer), queryFn: ({ signal }) => getListingCalendar(listingId, signal), ...fresh });

export function useListing(listingId: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...listingQueryOptions(listingId, viewer ?? 'pending'), enabled: enabled && viewer !== null });
}

export function useListingCalendar(listingId: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...listingCalendarQueryOptions(listingId, viewer ?? 'pending'), enabled: enabled && viewer !== null });
}
