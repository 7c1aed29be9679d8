import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { listingTexts } from '@domain/listings';
import { api } from '@/lib/api';
import { invalidateListingQueries } from '@/lib/listings/listing-cache';
import { listingKeys } from '@/lib/listings/query-keys';

export type DeleteResult = { result: 'deleted' | 'archived' };

export function deleteListing(listingId: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/api/listings/${encodeURIComponent(listingId)}`);
}

/** Permanent; refused (409) while the listing has active reservations. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => deleteListing(listingId),
    onSuccess: ({ result }, listingId) => {
      queryClient.removeQueries({ queryKey: listingKeys.detail(listingId) });
      toast.success(listingTexts.deleted, {
        description:
          result === 'archived'
            ? 'It had reservation history, so past renters can still read their records.'
            : 'Your listing and its photos have been removed.',
      });
      void invalidateListingQueries(queryClient);
    },
    meta: { errorToast: { title: listingTexts.deleteFailed } },
  });
}
