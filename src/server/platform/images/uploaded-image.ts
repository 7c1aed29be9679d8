import type { Sharp } from 'sharp';
import { imageTexts } from '../../../domain/images';
import { badRequest } from '../http/app-error';
import { checkImage, imagePipeline } from './image-check';

/** Pictures people upload (listing photos, avatars); the check is image-check.ts's, markup polyglots included. */
const PICTURE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'heif'] as const;

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** A file name safe to echo in a message. */
export function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'This file';
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/**
 * The one check of an uploaded picture, by content: its first bytes must be JPEG, PNG, GIF, WebP or HEIF/AVIF (an
 * SVG, a PDF or a renamed text file is "not an image"), no markup may hide in it (polyglots), sharp must decode it within the pixel limit, and then
 * `encode` runs on a pipeline already rotated by the EXIF orientation. Whatever `encode` writes carries no metadata
 * (EXIF, GPS, XMP, ICC) — sharp writes none unless asked to. Any failure is a 400 with the product's text.
 */
export async function reencodeImage<T>(file: UploadedFile, encode: (image: Sharp) => Promise<T>): Promise<T> {
  const name = displayName(file.filename);
  const check = await checkImage(file.bytes, PICTURE_TYPES);
  if (!check.ok) throw badRequest(check.reason === 'unsupported' ? imageTexts.unsupported(name) : imageTexts.notAnImage(name));
  try {
    return await encode(imagePipeline(file.bytes));
  } catch {
    throw badRequest(check.type === 'heif' ? imageTexts.unsupported(name) : imageTexts.notAnImage(name));
  }
}
