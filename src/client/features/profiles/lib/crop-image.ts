import type { Area, MediaSize, Point, Size } from 'react-easy-crop';

/** Spec §2 / §9: the crop is a circle on a square, starting at 90 % of the width, centred; Apply gives a JPEG at 0.9. */
export const CROP_ASPECT = 1;
export const INITIAL_CROP_WIDTH = 0.9;
export const CROP_JPEG_QUALITY = 0.9;
/** The uploaded square is at most this many pixels a side (the server stores 320 and 96). */
export const CROP_OUTPUT_MAX = 1024;

/** Keyboard nudges (spec: steps of 1, 10 and 100 px): arrow keys alone, with Shift, with Alt. */
export function nudgeStep(event: { shiftKey: boolean; altKey: boolean }): 1 | 10 | 100 {
  if (event.altKey) return 100;
  if (event.shiftKey) return 10;
  return 1;
}

/** The initial crop as percentages of the image: a square of 90 % of the width (or the whole height if smaller), centred. */
export function initialCropArea(naturalWidth: number, naturalHeight: number): Area {
  const side = Math.min(naturalWidth * INITIAL_CROP_WIDTH, naturalHeight);
  return {
    x: ((naturalWidth - side) / 2 / naturalWidth) * 100,
    y: ((naturalHeight - side) / 2 / naturalHeight) * 100,
    width: (side / naturalWidth) * 100,
    height: (side / naturalHeight) * 100,
  };
}

const ARROWS: Record<string, Point> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };

export function isArrowKey(key: string): boolean {
  return key in ARROWS;
}

/**
 * Moves the crop position (react-easy-crop's `crop`, the image offset in px) by `step` in the arrow's direction,
 * kept so the crop area never leaves the image (the same bound the cropper applies to dragging).
 */
export function nudgeCrop(crop: Point, key: string, step: number, media: Pick<MediaSize, 'width' | 'height'>, cropSize: Size, zoom: number): Point {
  const direction = ARROWS[key];
  if (!direction) return crop;
  const maxX = Math.max(0, (media.width * zoom - cropSize.width) / 2);
  const maxY = Math.max(0, (media.height * zoom - cropSize.height) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return { x: clamp(crop.x + direction.x * step, maxX), y: clamp(crop.y + direction.y * step, maxY) };
}

/** A crop with a size: Apply stays disabled until there is one. */
export function hasCropSize(area: Area | null | undefined): area is Area {
  return Boolean(area && area.width >= 1 && area.height >= 1);
}

/** Draws the cropped square (pixels of the original image) and encodes it as a JPEG at quality 0.9. */
export async function cropToJpeg(image: HTMLImageElement, area: Area): Promise<Blob> {
  if (!hasCropSize(area)) throw new Error('The crop has no size');
  const side = Math.min(CROP_OUTPUT_MAX, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', CROP_JPEG_QUALITY);
  });
}

/** Loads an image (an object URL of the chosen file) and resolves once its size is known. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image'));
    image.src = src;
  });
}
