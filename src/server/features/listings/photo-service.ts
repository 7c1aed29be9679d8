import { type ListingDetail } from '../../../domain/listing-schemas';
import { listingTexts, MAX_LISTING_PHOTOS } from '../../../domain/listings';
import { badRequest, notFound } from '../../platform/http/app-error';
import { type ListingDeps, loadOwnListing } from './access';
import { deleteUnreferencedFiles, photoKeys, processPhotos, storePhotos, type UploadedFile } from './photos';
import { inTransaction } from '../../db/client';
import { listPhotos, lockListing, rewritePhotos } from './queries';
import { readListingDetail } from './detail-cache';

/** POST /api/listings/:id/photos: appends photos (total ≤ 10); all are checked before any is stored. */
export async function addPhotos(deps: ListingDeps, userId: string, id: string, files: readonly UploadedFile[]): Promise<ListingDetail> {
  const listing = await loadOwnListing(deps.db, id, userId);
  if (files.length === 0) throw badRequest(listingTexts.imagesRequired);
  const existing = await listPhotos(deps.db, listing.id);
  if (existing.length + files.length > MAX_LISTING_PHOTOS) throw badRequest(listingTexts.tooManyPhotos);
  const photos = await processPhotos(files);
  await storePhotos(deps.storage, photos);
  const now = deps.clock.now().toISOString();
  try {
    await inTransaction(deps.db, async (tx) => {
      await lockListing(tx, listing.id);
      const current = await listPhotos(tx, listing.id);
      if (current.length + photos.length > MAX_LISTING_PHOTOS) throw badRequest(listingTexts.tooManyPhotos);
      await rewritePhotos(tx, listing.id, [
        ...current,
        ...photos.map((photo) => ({
          id: crypto.randomUUID(),
          cardKey: photo.cardKey,
          fullKey: photo.fullKey,
          width: photo.width,
          height: photo.height,
          createdAt: now,
        })),
      ]);
    });
  } catch (error) {
    await deleteUnreferencedFiles(deps, photoKeys(photos));
    throw error;
  }
  return readListingDetail(deps, listing.id, userId);
}

/** DELETE /api/listings/:id/photos/:photoId: never the last photo; the rest close ranks. */
export async function deletePhoto(deps: ListingDeps, userId: string, id: string, photoId: string): Promise<ListingDetail> {
  const listing = await loadOwnListing(deps.db, id, userId);
  const removed = await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, listing.id);
    const current = await listPhotos(tx, listing.id);
    const photo = current.find((entry) => entry.id === photoId);
    if (!photo) throw notFound(listingTexts.photoNotFound);
    if (current.length === 1) throw badRequest(listingTexts.lastPhoto);
    await rewritePhotos(tx, listing.id, current.filter((entry) => entry.id !== photoId));
    return photo;
  });
  await deleteUnreferencedFiles(deps, photoKeys([removed]));
  return readListingDetail(deps, listing.id, userId);
}

/** PUT /api/listings/:id/photos/order: the full list of photo ids in the new order (first = main photo). */
export async function reorderPhotos(deps: ListingDeps, userId: string, id: string, photoIds: readonly string[]): Promise<ListingDetail> {
  const listing = await loadOwnListing(deps.db, id, userId);
  await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, listing.id);
    const current = await listPhotos(tx, listing.id);
    const byId = new Map(current.map((photo) => [photo.id, photo]));
    if (photoIds.length !== current.length || new Set(photoIds).size !== photoIds.length || !photoIds.every((photoId) => byId.has(photoId))) {
      throw badRequest(listingTexts.photoOrderMismatch);
    }
    await rewritePhotos(tx, listing.id, photoIds.map((photoId) => byId.get(photoId)!));
  });
  return readListingDetail(deps, listing.id, userId);
}
