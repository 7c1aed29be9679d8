import { listingDetailKey } from '@/lib/listings/listing-queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListingInput } from '../../../../domain/listing-inputs';
import type { ListingDetail } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { invalidateListingQueries } from '@/lib/listings/listing-cache';
import { sendForm } from '@/lib/send-form';
import { listingKeys } from '@/lib/listings/query-keys';
import { listingTexts, MAX_LISTING_PHOTOS } from '@domain/listings';

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

/** The edit form's photos at Save: the listing's own (by id) and new files, in the order wanted (first = main photo). */
export type PhotoDraftEntry = { kind: 'saved'; id: string } | { kind: 'new'; file: File };

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Save Changes: the fields and the photos together. Removals and the new order travel in the update itself (one
 * transaction on the server). New files are uploaded first and placed by that same update; only when the listing
 * would pass 10 photos before the removals are saved, the update goes first and the final order follows.
 * An update refused after an upload takes the uploaded photos away again.
 */
export async function saveListing(
  listingId: string,
  current: readonly string[],
  fields: UpdateListingInput,
  photos: readonly PhotoDraftEntry[],
): Promise<ListingDetail> {
  const kept = photos.flatMap((photo) => (photo.kind === 'saved' ? [photo.id] : []));
  const files = photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
  if (files.length === 0) return updateListing(listingId, sameIds(kept, current) ? fields : { ...fields, photo_ids: kept });

  const place = (uploaded: ListingDetail, before: readonly string[]) => {
    const added = uploaded.photos.map((photo) => photo.id).filter((id) => !before.includes(id));
    let next = 0;
    return photos.map((photo) => (photo.kind === 'saved' ? photo.id : added[next++]!));
  };

  if (current.length + files.length <= MAX_LISTING_PHOTOS) {
    const uploaded = await addListingPhotos(listingId, files);
    const order = place(uploaded, current);
    try {
      return await updateListing(listingId, { ...fields, photo_ids: order });
    } catch (error) {
      const added = order.filter((id) => !current.includes(id));
      await Promise.allSettled(added.map((id) => deleteListingPhoto(listingId, id)));
      throw error;
    }
  }
  await updateListing(listingId, { ...fields, photo_ids: kept });
  const uploaded = await addListingPhotos(listingId, files);
  const order = place(uploaded, kept);
  return sameIds(order, uploaded.photos.map((photo) => photo.id)) ? uploaded : reorderListingPhotos(listingId, order);
}

export function useSaveListing(listingId: string, current: readonly string[]) {
  const written = useOnListingWritten();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: UpdateListingInput; photos: readonly PhotoDraftEntry[] }) => saveListing(listingId, current, fields, photos),
    onSuccess: written,
    meta: failedUpdate,
  });
}
