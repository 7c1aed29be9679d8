import sharp, { type Sharp } from 'sharp';

/**
 * Checking uploaded images, shared by listing photos and message attachments: the type told by the first bytes
 * (never by the name or the declared type), no markup hidden in the file (HTML/SVG polyglots), and a decoder that
 * accepts it. Each feature re-encodes what passes, which drops every metadata block (EXIF, GPS, XMP, ICC).
 */

export type DetectedImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** Refuse decompression bombs: 50 megapixels is far above any phone camera. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The image type told by the file's first bytes (magic numbers). */
export function detectImageType(bytes: Buffer): DetectedImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (head.slice(4, 8) === 'ftyp' && /^(avif|avis|heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.slice(8, 12))) return 'heif';
  return undefined;
}

/**
 * Markup a browser would run if it ever sniffed the file as a page: an image carrying it is a polyglot (e.g. a GIF
 * whose bytes are also an HTML document) and is refused outright rather than trusted to re-encoding alone.
 */
const MARKUP = /<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|svg[\s>]|object[\s>]|embed[\s>]|meta[\s>])/i;

export function containsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}

export type ImageRejection = 'not-an-image' | 'markup' | 'unsupported' | 'undecodable';

export type ImageCheck = { ok: true; type: DetectedImageType } | { ok: false; reason: ImageRejection; type?: DetectedImageType };

/** Magic bytes, then markup, then the decoder's own reading of the header. Nothing is decoded in full here. */
export async function checkImage(bytes: Buffer, allowed: readonly DetectedImageType[]): Promise<ImageCheck> {
  const type = detectImageType(bytes);
  if (!type) return { ok: false, reason: 'not-an-image' };
  if (containsMarkup(bytes)) return { ok: false, reason: 'markup', type };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return { ok: false, reason: type === 'heif' ? 'unsupported' : 'undecodable', type };
  }
  if (!format || !(allowed as readonly string[]).includes(format) || !allowed.includes(type)) return { ok: false, reason: 'unsupported', type };
  return { ok: true, type };
}

/** A decoder for a checked image, auto-rotated by its EXIF orientation; outputs carry no metadata unless asked. */
export function imagePipeline(bytes: Buffer, options: { animated?: boolean } = {}): Sharp {
  // Animated (GIF, WebP) frames keep their order and timing; such files carry no EXIF orientation to apply.
  if (options.animated) return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: true });
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}
