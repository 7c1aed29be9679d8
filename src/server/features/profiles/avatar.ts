import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { errorCodes } from '../../../domain/api-error';
import { imageTexts, MAX_IMAGE_BYTES } from '../../../domain/images';
import { AVATAR_SIZES, type OwnProfile } from '../../../domain/profile';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, notAuthenticated } from '../../platform/http/app-error';
import { displayName, reencodeImage, type UploadedFile } from '../../platform/images/uploaded-image';
import type { FileStorage } from '../../platform/storage/file-storage';
import { toOwnProfile } from './queries';

export const AVATAR_FIELD = 'photo';
export const avatarTexts = {
  notMultipart: `Send the photo as multipart/form-data in a "${AVATAR_FIELD}" field`,
  missing: 'Choose a photo to upload',
} as const;

const avatarKey = (userId: string, hash: string, size: number) => `${userId}/avatar-${hash}-${size}.webp`;

/** Our stored avatar files named by a saved URL (both sizes); none for a URL that is not ours. */
export function avatarKeysOf(userId: string, url: string | null | undefined): string[] {
  const match = url?.match(new RegExp(`(?:^|/)${userId}/avatar-([0-9a-f]{16,64})-${AVATAR_SIZES.large}\\.webp$`));
  if (!match) return [];
  return Object.values(AVATAR_SIZES).map((size) => avatarKey(userId, match[1]!, size));
}

/** Reads the one `photo` file of a multipart request; over 10 MB → 413, anything else than one photo → 400. */
export async function readAvatarUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(avatarTexts.notMultipart);
  let file: UploadedFile | undefined;
  let current = 'This file';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== AVATAR_FIELD) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw badRequest(avatarTexts.notMultipart);
      }
      current = displayName(part.filename);
      file = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(errorCodes.fileTooLarge, 413, imageTexts.tooLarge(current));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(avatarTexts.notMultipart);
    if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(avatarTexts.notMultipart);
    throw error;
  }
  if (!file) throw badRequest(avatarTexts.missing);
  if (file.bytes.length === 0) throw badRequest(imageTexts.notAnImage(displayName(file.filename)));
  return file;
}

/**
 * POST /api/me/profile/photo: the cropped picture is checked by content, re-encoded without metadata into two
 * square WebP sizes, stored at `{profile id}/avatar-{hash}-{size}.webp`, and the large one's URL is saved. The
 * previous photo's files are deleted afterwards (a failure there is logged only).
 */
export async function uploadAvatar(
  deps: { db: Db; clock: Clock; storage: FileStorage; log: FastifyBaseLogger },
  userId: string,
  file: UploadedFile,
): Promise<OwnProfile> {
  const sizes = await reencodeImage(file, async (base) => {
    const encode = (size: number) => base.clone().resize({ width: size, height: size, fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
    return { large: await encode(AVATAR_SIZES.large), small: await encode(AVATAR_SIZES.small) };
  });
  const hash = createHash('sha256').update(sizes.large).digest('hex').slice(0, 32);
  await deps.storage.put(avatarKey(userId, hash, AVATAR_SIZES.large), sizes.large, 'image/webp');
  await deps.storage.put(avatarKey(userId, hash, AVATAR_SIZES.small), sizes.small, 'image/webp');
  const url = deps.storage.publicUrl(avatarKey(userId, hash, AVATAR_SIZES.large));

  const [before] = await deps.db.select({ url: profiles.profilePhotoUrl }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const [row] = await deps.db
    .update(profiles)
    .set({ profilePhotoUrl: url, updatedAt: deps.clock.now().toISOString() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw notAuthenticated();
  if (before?.url !== url) await deleteAvatarFiles(deps, userId, before?.url);
  return toOwnProfile(row);
}

/** Deletes our stored files of a saved avatar URL; failures are logged, never thrown. */
export async function deleteAvatarFiles(deps: { storage: FileStorage; log: FastifyBaseLogger }, userId: string, url: string | null | undefined) {
  for (const key of avatarKeysOf(userId, url)) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not delete a profile photo file');
    }
  }
}
