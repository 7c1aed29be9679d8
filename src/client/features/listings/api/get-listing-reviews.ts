import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingReviews, UserReviews } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';

export function getListingReviews(listingId: string, signal?: AbortSignal): Promise<ListingReviews> {
  return api.get<ListingReviews>(`/api/listings/${encodeURIComponent(listingId)}/reviews`, { signal });
}

export function useListingReviews(listingId: string) {
  return useQuery(
    queryOptions({ queryKey: listingKeys.reviews(listingId), queryFn: ({ signal }) => getListingReviews(listingId, signal) }),
  );
}

/** Reviews a user received (public profile). */
export function getProfileReviews(userId: string, signal?: AbortSignal): Promise<UserReviews> {
  return api.get<UserReviews>(`/api/profiles/${encodeURIComponent(userId)}/reviews`, { signal });
}

export function useProfileReviews(userId: string) {
  return useQuery(
    queryOptions({ queryKey: listingKeys.profileReviews(userId), queryFn: ({ signal }) => getProfileReviews(userId, signal) }),
  );
}
