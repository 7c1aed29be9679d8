import { createHash } from 'node:crypto';
import { inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/schema';
import { type UploadedFile, reencodeImage } from '../../platform/images/uploaded-image';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Card grid width and the detail page's largest side. */
export const CARD_WIDTH = 480;
export const FULL_MAX_SIDE = 1600;
export type { UploadedFile } from '../../platform/images/uploaded-image';

export interface ProcessedPhoto {
  cardKey: string;
  fullKey: string;
  card: Buffer;
  full: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload and re-encodes it as two WebP variants: auto-rotated by its EXIF orientation, then
 * with every metadata block (EXIF, GPS, XMP, ICC) dropped — sharp writes none unless asked to.
 * Keys are content hashes, so a stored file never changes and can be cached for a year.
 */
export async function processPhoto(file: UploadedFile): Promise<ProcessedPhoto> {
  return reencodeImage(file, async (base) => {
    const full = await base
      .clone()
      .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const card = await base
      .clone()
      .resize({ width: CARD_WIDTH, height: CARD_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const hash = createHash('sha256').update(full.data).digest('hex').slice(0, 32);
    return {
      cardKey: `listings/${hash}-${CARD_WIDTH}.webp`,
      fullKey: `listings/${hash}-${FULL_MAX_SIDE}.webp`,
      card,
      full: full.data,
      width: full.info.width,
      height: full.info.height,
    };
  });
}

/** Every file is checked and converted before anything is stored: one bad file stores nothing. */
export async function processPhotos(files: readonly UploadedFile[]): Promise<ProcessedPhoto[]> {
  const processed: ProcessedPhoto[] = [];
  // One at a time: sharp already uses the cores, and memory stays bounded.
  for (const file of files) processed.push(await processPhoto(file));
  return processed;
}

export async function storePhotos(storage: FileStorage, photos: readonly ProcessedPhoto[]): Promise<void> {
  for (const photo of photos) {
    await storage.put(photo.cardKey, photo.card, 'image/webp');
    await storage.put(photo.fullKey, photo.full, 'image/webp');
  }
}

export function photoKeys(photos: readonly { cardKey: string; fullKey: string }[]): string[] {
  return photos.flatMap((photo) => [photo.cardKey, photo.fullKey]);
}

/**
 * Deletes stored files no photo row points at any more (the same picture may serve two listings, since
 * keys are content hashes). Failures are logged, never thrown: the rows are already gone.
 */
export async function deleteUnreferencedFiles(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  keys: readonly string[],
): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const stillUsed = await deps.db
    .select({ cardKey: listingPhotos.cardKey, fullKey: listingPhotos.fullKey })
    .from(listingPhotos)
    .where(or(inArray(listingPhotos.cardKey, unique), inArray(listingPhotos.fullKey, unique)));
  const used = new Set(photoKeys(stillUsed));
  for (const key of unique) {
    if (used.has(key)) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not delete a listing photo file');
    }
  }
}
