import { listingTexts, MAX_LISTING_PHOTOS, MAX_PHOTO_BYTES } from '../../../../domain/listings';

/** Which of the picked files may be added (images only, ≤ 10 MB, at most 10 photos in all) and why others may not. */
export function acceptPhotoFiles(files: readonly File[], currentCount: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) problems.push(listingTexts.notAnImage(file.name));
    else if (file.size > MAX_PHOTO_BYTES) problems.push(listingTexts.photoTooLarge(file.name));
    else if (currentCount + accepted.length >= MAX_LISTING_PHOTOS) {
      problems.push(listingTexts.tooManyPhotos);
      break;
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/** Moves one item (drag and drop or the move buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
