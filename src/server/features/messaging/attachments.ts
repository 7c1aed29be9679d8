import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { type AttachmentMimeType, MAX_ATTACHMENT_BYTES, messagingTexts } from '../../../domain/messaging';
import { AppError, badRequest } from '../../platform/http/app-error';
import { checkImage, type DetectedImageType, imagePipeline } from '../../platform/images/image-check';
import { errorCodes } from '../../../domain/api-error';

/**
 * Message attachments (docs/decisions/0013): the type is decided by the bytes (file-type's magic-number detection,
 * then our own checks), never by the name or the declared type. Images are decoded and re-encoded without metadata;
 * MP4, PDF, DOC and DOCX are kept as sent. Everything else — SVG, HTML, executables whatever their name, images
 * carrying markup (HTML/GIF polyglots) — is refused before anything is stored.
 */

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

export interface PreparedAttachment {
  /** `messages/<32 random hex>.<ext>`: not derivable from anything the other party or a stranger knows. */
  key: string;
  bytes: Buffer;
  mime: AttachmentMimeType;
  name: string;
}

const MESSAGE_IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp'] as const satisfies readonly DetectedImageType[];
/** Larger sides are scaled down; a chat image needs no more. */
const MAX_IMAGE_SIDE = 2560;

const extensionOf: Record<AttachmentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The OLE compound file of a Word 97–2003 document holds a stream named "WordDocument" (UTF-16 in the directory). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** A file name safe to show and to put in a Content-Disposition header: no control characters, no path, ≤ 120 chars. */
export function attachmentName(filename: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  let clean = filename.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/^.*[\\/]/, '').trim();
  if (!clean) clean = 'attachment';
  if (clean.length > 120) clean = clean.slice(0, 120);
  const dot = clean.lastIndexOf('.');
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  // The stored extension is the detected one: "photo.png" that is really a JPEG becomes "photo.jpg".
  return `${base}.${extension}`;
}

/** A file name safe to echo in an error message. */
export function displayedName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!clean) return 'This file';
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/** The attachment's type by content, or a 400 naming the file. */
export async function detectAttachmentType(file: IncomingFile): Promise<AttachmentMimeType> {
  const name = displayedName(file.filename);
  const detected = await fileTypeFromBuffer(file.bytes);
  switch (detected?.mime) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/gif':
    case 'image/webp':
    case 'video/mp4':
    case 'application/pdf':
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return detected.mime;
    case 'application/x-cfb':
      if (file.bytes.includes(WORD_STREAM)) return 'application/msword';
      break;
    default:
      break;
  }
  throw badRequest(messagingTexts.unsupportedFile(name));
}

/** Checks and converts one upload; nothing is stored here. */
export async function prepareAttachment(file: IncomingFile): Promise<PreparedAttachment> {
  const name = displayedName(file.filename);
  if (file.bytes.length === 0) throw badRequest(messagingTexts.unsupportedFile(name));
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw new AppError(errorCodes.fileTooLarge, 413, messagingTexts.fileTooLarge(name));
  const mime = await detectAttachmentType(file);
  let bytes = file.bytes;
  if (mime.startsWith('image/')) bytes = await reencodeImage(file.bytes, name);
  const extension = extensionOf[mime];
  return { key: `messages/${randomBytes(16).toString('hex')}.${extension}`, bytes, mime, name: attachmentName(file.filename, extension) };
}

/** Decodes and re-encodes in the same format (animation kept), auto-rotated, no EXIF/GPS/XMP/ICC. */
async function reencodeImage(bytes: Buffer, name: string): Promise<Buffer> {
  const check = await checkImage(bytes, MESSAGE_IMAGE_TYPES);
  if (!check.ok) {
    throw badRequest(check.reason === 'undecodable' ? messagingTexts.unreadableImage(name) : messagingTexts.unsupportedFile(name));
  }
  const type = check.type as (typeof MESSAGE_IMAGE_TYPES)[number];
  const animated = type === 'gif' || type === 'webp';
  try {
    const pipeline = imagePipeline(bytes, { animated }).resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (type) {
      case 'jpeg':
        return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await pipeline.png({ compressionLevel: 9 }).toBuffer();
      case 'gif':
        return await pipeline.gif().toBuffer();
      case 'webp':
        return await pipeline.webp({ quality: 82 }).toBuffer();
    }
  } catch {
    throw badRequest(messagingTexts.unreadableImage(name));
  }
}
