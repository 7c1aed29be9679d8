import { imageTexts } from '../../../../domain/images';
import { listingTexts, MAX_LISTING_PHOTOS, MAX_PHOTO_BYTES } from '../../../../domain/listings';

/** The picture types the server keeps (its answer for others: imageTexts.unsupported). */
const SUPPORTED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * What each file really is, by its first bytes (file-type's magic numbers), whatever its name or the type the
 * browser guessed from it: a text file named fake.jpg is no image. Loaded on first use (not in the page's bundle).
 */
export async function detectFileTypes(files: readonly File[]): Promise<(string | null)[]> {
  const { fileTypeFromBlob } = await import('file-type');
  return Promise.all(
    files.map(async (file) => {
      try {
        return (await fileTypeFromBlob(file))?.mime ?? null;
      } catch {
        return null;
      }
    }),
  );
}

/**
 * Which of the picked files may be added (images only, ≤ 10 MB, at most 10 photos in all) and why others may not.
 * `detected` holds each file's type by its bytes (detectFileTypes); without it only the browser's guess is checked.
 */
export function acceptPhotoFiles(
  files: readonly File[],
  currentCount: number,
  detected?: readonly (string | null)[],
): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  files.forEach((file, index) => {
    if (problems.includes(listingTexts.tooManyPhotos)) return;
    const type = detected ? detected[index] : file.type;
    if (!type?.startsWith('image/')) problems.push(listingTexts.notAnImage(file.name));
    else if (detected && !SUPPORTED_IMAGE_TYPES.has(type)) problems.push(imageTexts.unsupported(file.name));
    else if (file.size > MAX_PHOTO_BYTES) problems.push(listingTexts.photoTooLarge(file.name));
    else if (currentCount + accepted.length >= MAX_LISTING_PHOTOS) problems.push(listingTexts.tooManyPhotos);
    else accepted.push(file);
  });
  return { accepted, problems };
}

/** Checks the picked files by their bytes, then by the rules above. */
export async function checkPhotoFiles(files: readonly File[], currentCount: number): Promise<{ accepted: File[]; problems: string[] }> {
  return acceptPhotoFiles(files, currentCount, await detectFileTypes(files));
}

/** Moves one item (drag and drop or the move buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
