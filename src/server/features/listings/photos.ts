import { createHash } from 'node:crypto';
import { inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { listingTexts } from '../../../domain/listings';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/schema';
import { badRequest } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Card grid width and the detail page's largest side. */
export const CARD_WIDTH = 480;
export const FULL_MAX_SIDE = 1600;
/** Refuse decompression bombs: 50 megapixels is far above any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  cardKey: string;
  fullKey: string;
  card: Buffer;
  full: Buffer;
  width: number;
  height: number;
}

type DetectedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** The image type told by the file's first bytes (magic numbers), never by its name or declared type. */
export function detectImageType(bytes: Buffer): DetectedType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (head.slice(4, 8) === 'ftyp' && /^(avif|avis|heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.slice(8, 12))) return 'heif';
  return undefined;
}

/** A file name safe to echo in a message. */
export function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'This file';
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/**
 * Decodes an upload and re-encodes it as two WebP variants: auto-rotated by its EXIF orientation, then
 * with every metadata block (EXIF, GPS, XMP, ICC) dropped — sharp writes none unless asked to.
 * Keys are content hashes, so a stored file never changes and can be cached for a year.
 */
export async function processPhoto(file: UploadedFile): Promise<ProcessedPhoto> {
  const name = displayName(file.filename);
  const type = detectImageType(file.bytes);
  if (!type) throw badRequest(listingTexts.notAnImage(name));
  let format: string | undefined;
  try {
    format = (await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(type === 'heif' ? listingTexts.unsupportedImage(name) : listingTexts.notAnImage(name));
  }
  if (!format || !['jpeg', 'png', 'gif', 'webp', 'heif'].includes(format)) throw badRequest(listingTexts.unsupportedImage(name));
  try {
    const base = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
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
  } catch {
    throw badRequest(type === 'heif' ? listingTexts.unsupportedImage(name) : listingTexts.notAnImage(name));
  }
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
