import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCalendar, ListingDetail } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';

/** The listing shown on Request to Book and Request to Buy (the server sends non-owners only the public part of the location). */
export function getBookingListing(listingId: string, signal?: AbortSignal): Promise<ListingDetail> {
  return api.get<ListingDetail>(`/api/listings/${encodeURIComponent(listingId)}`, { signal });
}

export const bookingListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: reservationKeys.listing(listingId),
    queryFn: ({ signal }) => getBookingListing(listingId, signal),
    // Prices and open days must be current when someone is about to book.
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useBookingListing(listingId: string, enabled = true) {
  return useQuery({ ...bookingListingQueryOptions(listingId), enabled });
}

/** Open days, and the viewer's own pending/accepted/ongoing reservations of the listing. */
export function getListingCalendar(listingId: string, signal?: AbortSignal): Promise<ListingCalendar> {
  return api.get<ListingCalendar>(`/api/listings/${encodeURIComponent(listingId)}/calendar`, { signal });
}

export const listingCalendarQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: reservationKeys.listingCalendar(listingId),
    queryFn: ({ signal }) => getListingCalendar(listingId, signal),
    staleTime: 30_000, // spec §9: reservation-conflict checks are cached 30 s
    refetchOnMount: true,
  });

export function useListingCalendar(listingId: string, enabled = true) {
  return useQuery({ ...listingCalendarQueryOptions(listingId), enabled });
}
