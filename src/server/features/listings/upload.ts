import type { FastifyRequest } from 'fastify';
import { listingTexts, MAX_LISTING_PHOTOS, MAX_PHOTO_BYTES } from '../../../domain/listings';
import { AppError, badRequest } from '../../platform/http/app-error';
import { displayName, type UploadedFile } from '../../platform/images/uploaded-image';
import { errorCodes } from '../../../domain/api-error';

export const PHOTO_FIELD = 'photos';
export const DATA_FIELD = 'data';

/** Per-request multipart limits: a file over 10 MB is cut off at 10 MB (not buffered whole). */
export const photoUploadLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_LISTING_PHOTOS,
  fields: 5,
  fieldSize: 100_000,
  parts: MAX_LISTING_PHOTOS + 5,
};

export interface ListingUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart request: text fields and the `photos` files, in order. Limits are turned into the
 * product's messages: a file over 10 MB → 413, an 11th file → 400.
 */
export async function readListingUpload(request: FastifyRequest): Promise<ListingUpload> {
  if (!request.isMultipart()) throw badRequest(listingTexts.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let current = 'This file';
  try {
    for await (const part of request.parts({ limits: photoUploadLimits })) {
      if (part.type === 'file') {
        current = displayName(part.filename);
        if (part.fieldname !== PHOTO_FIELD) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`Unexpected file field "${displayName(part.fieldname)}": send photos as "${PHOTO_FIELD}"`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.push({ filename: part.filename, bytes });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error, current);
  }
  return { fields, files };
}

function toUploadError(error: unknown, filename: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(errorCodes.fileTooLarge, 413, listingTexts.photoTooLarge(filename));
  if (code === 'FST_FILES_LIMIT') return badRequest(listingTexts.tooManyPhotos);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(listingTexts.notMultipart);
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError(errorCodes.payloadTooLarge, 413, 'The upload is too large.');
  return error;
}

/** The `data` field as JSON. */
export function parseDataField(fields: Record<string, string>): unknown {
  const raw = fields[DATA_FIELD];
  if (raw === undefined) throw badRequest(listingTexts.missingFields);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(listingTexts.dataFieldInvalid);
  }
}
