import { listingDetailKey } from '@/lib/listings/listing-queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ListingDetail } from '@domain/listing-schemas';
import { listingTexts, type ListingStatus } from '@domain/listings';
import { api } from '@/lib/api';
import { invalidateListingQueries, patchListingEverywhere } from '@/lib/listings/listing-cache';

export function setListingStatus(listingId: string, status: ListingStatus): Promise<ListingDetail> {
  return api.post<ListingDetail>(`/api/listings/${encodeURIComponent(listingId)}/status`, { status });
}

/** Deactivate (hidden from feed and search at once) or activate again. */
export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, status }: { listingId: string; status: ListingStatus }) => setListingStatus(listingId, status),
    onSuccess: (listing, { listingId, status }) => {
      queryClient.setQueryData(listingDetailKey(listingId, listing.owner_id), listing);
      patchListingEverywhere(queryClient, listingId, { status });
      toast.success(listingTexts.updated, {
        description:
          status === 'inactive'
            ? 'Your listing is now inactive and hidden from the feed and search.'
            : 'Your listing is active again and visible to renters.',
      });
      void invalidateListingQueries(queryClient);
    },
    meta: { errorToast: { title: listingTexts.updateFailed } },
  });
}
