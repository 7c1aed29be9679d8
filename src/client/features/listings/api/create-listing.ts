import { listingDetailKey } from '@/lib/listings/listing-queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingInput } from '../../../../domain/listing-inputs';
import type { ListingDetail } from '../../../../domain/listing-schemas';
import { invalidateListingQueries } from '@/lib/listings/listing-cache';
import { sendForm } from '@/lib/send-form';

/** POST /api/listings: `data` (JSON) + photos in order (first = main photo). */
export function createListing(data: CreateListingInput, photos: readonly File[], onProgress?: (fraction: number) => void): Promise<ListingDetail> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return sendForm<ListingDetail>('POST', '/api/listings', form, onProgress);
}

export function useCreateListing(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, photos }: { data: CreateListingInput; photos: readonly File[] }) => createListing(data, photos, onProgress),
    onSuccess: (listing) => {
      queryClient.setQueryData(listingDetailKey(listing.listing_id, listing.owner_id), listing);
      void invalidateListingQueries(queryClient);
    },
  });
}
