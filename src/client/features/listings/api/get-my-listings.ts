import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCard, MyListings } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';

export function getMyListings(signal?: AbortSignal): Promise<MyListings> {
  return api.get<MyListings>('/api/me/listings', { signal });
}

export function useMyListings() {
  return useQuery(
    queryOptions({ queryKey: listingKeys.mine(), queryFn: ({ signal }) => getMyListings(signal), refetchOnMount: true }),
  );
}

/** A user's active listings (public profile). */
export function getProfileListings(userId: string, signal?: AbortSignal): Promise<{ listings: ListingCard[] }> {
  return api.get<{ listings: ListingCard[] }>(`/api/profiles/${encodeURIComponent(userId)}/listings`, { signal });
}

export function useProfileListings(userId: string) {
  return useQuery(
    queryOptions({ queryKey: listingKeys.byProfile(userId), queryFn: ({ signal }) => getProfileListings(userId, signal) }),
  );
}
