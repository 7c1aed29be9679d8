import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { datesToMultirangeLiteral } from '../../../domain/availability';
import { availabilityDates, type AvailabilityInput } from '../../../domain/listing-availability';
import { createListingInput, type UpdateListingInput } from '../../../domain/listing-inputs';
import { type ListingDetail } from '../../../domain/listing-schemas';
import { listingTexts, type ListingStatus, MAX_LISTING_PHOTOS } from '../../../domain/listings';
import { profileTexts } from '../../../domain/profile';
import { type Db, inTransaction } from '../../db/client';
import { favorites, listingPhotos, listings, profiles } from '../../db/schema';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error';
import { type ListingDeps, loadOwnListing, marketToday } from './access';
import { readListingDetail } from './detail-cache';
import { deleteUnreferencedFiles, photoKeys, processPhotos, storePhotos } from './photos';
import {
  hasActiveReservations,
  hasHistory,
  type ListingRow,
  listPhotos,
  lockListing,
  replaceAvailabilitySql,
  rewritePhotos,
} from './queries';
import { parseDataField, type ListingUpload } from './upload';

/** The first problem of a zod parse as a 400 with its (spec) message. */
export function firstIssue(error: z.ZodError): AppError {
  const issue = error.issues[0];
  return badRequest(issue?.message ?? listingTexts.missingFields, {
    fields: error.issues.map((entry) => ({ field: entry.path.join('.'), message: entry.message })),
  });
}

function availabilityOrError(input: AvailabilityInput, today: string): string[] {
  const result = availabilityDates(input, today);
  if ('error' in result) throw badRequest(result.error);
  return result.dates;
}

async function geocode(deps: ListingDeps, location: string) {
  const place = await deps.geocoder.geocode(location);
  if (!place) deps.log.warn({ location }, 'listing location could not be geocoded; stored without coordinates');
  return { locationLat: place?.lat ?? null, locationLng: place?.lng ?? null };
}

/**
 * POST /api/listings: validates everything (fields, availability, every photo's bytes) before anything is
 * stored; then stores the photo files and inserts listing and photo rows in one transaction.
 */
export async function createListing(deps: ListingDeps, userId: string, upload: ListingUpload): Promise<ListingDetail> {
  const parsed = createListingInput.safeParse(parseDataField(upload.fields));
  if (!parsed.success) throw firstIssue(parsed.error);
  const input = parsed.data;
  if (upload.files.length === 0) throw badRequest(listingTexts.imagesRequired);
  if (upload.files.length > MAX_LISTING_PHOTOS) throw badRequest(listingTexts.tooManyPhotos);
  const today = marketToday(deps);
  const dates = availabilityOrError(input.availability, today);

  const [owner] = await deps.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!owner?.firstName?.trim() || !owner.lastName?.trim()) throw forbidden(profileTexts.completeDescription);

  const photos = await processPhotos(upload.files);
  const coordinates = await geocode(deps, input.location);
  await storePhotos(deps.storage, photos);
  const now = deps.clock.now().toISOString();
  let created: ListingRow;
  try {
    created = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ownerId: userId,
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          ...coordinates,
          pricePerDay: input.price_per_day.toFixed(2),
          minimumRentalDays: input.minimum_rental_days,
          weeklyDiscount: input.weekly_discount,
          monthlyDiscount: input.monthly_discount,
          forSale: input.for_sale,
          salePrice: input.sale_price === null ? null : input.sale_price.toFixed(2),
          status: 'active',
          available: sql`${datesToMultirangeLiteral(dates)}::datemultirange`,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(listingPhotos).values(
        photos.map((photo, position) => ({
          listingId: row!.id,
          position,
          cardKey: photo.cardKey,
          fullKey: photo.fullKey,
          width: photo.width,
          height: photo.height,
          createdAt: now,
        })),
      );
      return row!;
    });
  } catch (error) {
    await deleteUnreferencedFiles(deps, photoKeys(photos));
    throw error;
  }
  return readListingDetail(deps, created.id, userId);
}

/** PATCH /api/listings/:id: the same rules as create, on the fields given. */
export async function updateListing(deps: ListingDeps, userId: string, id: string, input: UpdateListingInput): Promise<ListingDetail> {
  const listing = await loadOwnListing(deps.db, id, userId);
  const forSale = input.for_sale ?? listing.forSale;
  const salePrice = input.sale_price !== undefined ? input.sale_price : listing.salePrice === null ? null : Number(listing.salePrice);
  if (forSale && salePrice === null) throw badRequest(listingTexts.salePriceRequired);
  const dates = input.availability ? availabilityOrError(input.availability, marketToday(deps)) : undefined;
  const coordinates = input.location !== undefined && input.location !== listing.location ? await geocode(deps, input.location) : {};

  const { updated, removedPhotos } = await inTransaction(deps.db, async (tx) => {
    // Photo removals and the new order are saved with the other fields (Edit listing's Save), all or nothing.
    const removed = input.photo_ids ? await keepPhotos(tx, listing.id, input.photo_ids) : [];
    const [row] = await tx
      .update(listings)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.category !== undefined && { category: input.category }),
        ...(input.location !== undefined && { location: input.location }),
        ...coordinates,
        ...(input.price_per_day !== undefined && { pricePerDay: input.price_per_day.toFixed(2) }),
        ...(input.minimum_rental_days !== undefined && { minimumRentalDays: input.minimum_rental_days }),
        ...(input.weekly_discount !== undefined && { weeklyDiscount: input.weekly_discount }),
        ...(input.monthly_discount !== undefined && { monthlyDiscount: input.monthly_discount }),
        forSale,
        salePrice: forSale && salePrice !== null ? salePrice.toFixed(2) : null,
        ...(dates && { available: replaceAvailabilitySql(listing.id, dates) }),
        updatedAt: deps.clock.now().toISOString(),
      })
      .where(eq(listings.id, listing.id))
      .returning();
    if (!row) throw notFound(listingTexts.notFound);
    return { updated: row, removedPhotos: removed };
  });
  await deleteUnreferencedFiles(deps, photoKeys(removedPhotos));
  return readListingDetail(deps, updated.id, userId);
}

/** Keeps exactly `photoIds` (the listing's own photos, in this order) and returns the photos it removed. */
async function keepPhotos(tx: Db, listingId: string, photoIds: readonly string[]) {
  await lockListing(tx, listingId);
  const current = await listPhotos(tx, listingId);
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  if (!photoIds.every((photoId) => byId.has(photoId))) throw badRequest(listingTexts.photoSelectionMismatch);
  const keep = new Set(photoIds);
  await rewritePhotos(tx, listingId, photoIds.map((photoId) => byId.get(photoId)!));
  return current.filter((photo) => !keep.has(photo.id));
}

export async function setListingStatus(deps: ListingDeps, userId: string, id: string, status: ListingStatus): Promise<ListingDetail> {
  const listing = await loadOwnListing(deps.db, id, userId);
  const [updated] = await deps.db
    .update(listings)
    .set({ status, updatedAt: deps.clock.now().toISOString() })
    .where(eq(listings.id, listing.id))
    .returning();
  if (!updated) throw notFound(listingTexts.notFound);
  return readListingDetail(deps, updated.id, userId);
}

export type DeleteOutcome = 'deleted' | 'archived';

/**
 * DELETE /api/listings/:id (docs/decisions/0002-deleting-listings.md): refused while reservations are
 * active; soft-deleted when anything refers to it (history stays readable); otherwise removed with its
 * photos and favorites.
 */
export async function deleteListing(deps: ListingDeps, userId: string, id: string): Promise<DeleteOutcome> {
  const listing = await loadOwnListing(deps.db, id, userId);
  const outcome = await inTransaction(deps.db, async (tx) => {
    await lockListing(tx, listing.id);
    if (await hasActiveReservations(tx, listing.id)) throw conflict(listingTexts.activeReservations);
    if (await hasHistory(tx, listing.id)) {
      const now = deps.clock.now().toISOString();
      await tx.update(listings).set({ deletedAt: now, status: 'inactive', updatedAt: now }).where(eq(listings.id, listing.id));
      await tx.delete(favorites).where(eq(favorites.listingId, listing.id));
      return { kind: 'archived' as const, keys: [] as string[] };
    }
    const photos = await listPhotos(tx, listing.id);
    await tx.delete(listings).where(eq(listings.id, listing.id));
    return { kind: 'deleted' as const, keys: photoKeys(photos) };
  });
  await deleteUnreferencedFiles(deps, outcome.keys);
  return outcome.kind;
}

