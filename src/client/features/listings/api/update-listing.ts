import { listingDetailKey } from '@/lib/listings/listing-queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListingInput } from '../../../../domain/listing-inputs';
import type { ListingDetail } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { invalidateListingQueries } from '@/lib/listings/listing-cache';
import { sendForm } from '@/lib/send-form';
import { listingKeys } from '@/lib/listings/query-keys';
import { listingTexts } from '@domain/listings';

const base = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}`;

export function updateListing(listingId: string, body: UpdateListingInput): Promise<ListingDetail> {
  return api.patch<ListingDetail>(base(listingId), body);
}

export function addListingPhotos(listingId: string, files: readonly File[]): Promise<ListingDetail> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return sendForm<ListingDetail>('POST', `${base(listingId)}/photos`, form);
}

export function deleteListingPhoto(listingId: string, photoId: string): Promise<ListingDetail> {
  return api.delete<ListingDetail>(`${base(listingId)}/photos/${encodeURIComponent(photoId)}`);
}

export function reorderListingPhotos(listingId: string, photoIds: string[]): Promise<ListingDetail> {
  return api.put<ListingDetail>(`${base(listingId)}/photos/order`, { photo_ids: photoIds });
}

/** After any write: the detail is the answer; grids refetch. */
function useOnListingWritten() {
  const queryClient = useQueryClient();
  return (listing: ListingDetail) => {
    // Only the owner writes: the answer is the owner's view.
    queryClient.setQueryData(listingDetailKey(listing.listing_id, listing.owner_id), listing);
    void queryClient.invalidateQueries({ queryKey: listingKeys.detail(listing.listing_id), predicate: (query) => query.queryKey.at(-1) !== listing.owner_id });
    void queryClient.invalidateQueries({ queryKey: listingKeys.calendar(listing.listing_id) });
    void invalidateListingQueries(queryClient);
  };
}

const failedUpdate = { errorToast: { title: listingTexts.updateFailed } };

export function useUpdateListing(listingId: string) {
  const written = useOnListingWritten();
  return useMutation({ mutationFn: (body: UpdateListingInput) => updateListing(listingId, body), onSuccess: written, meta: failedUpdate });
}

export function useListingPhotoActions(listingId: string) {
  const written = useOnListingWritten();
  const add = useMutation({ mutationFn: (files: readonly File[]) => addListingPhotos(listingId, files), onSuccess: written, meta: failedUpdate });
  const remove = useMutation({ mutationFn: (photoId: string) => deleteListingPhoto(listingId, photoId), onSuccess: written, meta: failedUpdate });
  const reorder = useMutation({ mutationFn: (photoIds: string[]) => reorderListingPhotos(listingId, photoIds), onSuccess: written, meta: failedUpdate });
  return { add, remove, reorder, busy: add.isPending || remove.isPending || reorder.isPending };
}
