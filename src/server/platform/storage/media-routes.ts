import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../http/app-error';
import type { ZodApp } from '../http/types';
import { isPrivateStorageKey, isValidStorageKey } from './file-storage';
import { errorCodes } from '../../../domain/api-error';

/** Keys are content-addressed (a new file gets a new key), so a response never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const inlineTypes = /^(image|video)\//;

/** GET /media/<key>: files from the storage port. */
export async function mediaRoutes(app: ZodApp, deps: Pick<AppDeps, 'storage'>) {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidStorageKey(key)) throw new AppError(errorCodes.invalidMediaKey, 400, 'Invalid media path.');
      // Private files (message attachments) are served only by their own session-checked routes.
      if (isPrivateStorageKey(key)) throw notFound('File not found');
      const file = await deps.storage.read(key);
      if (!file) throw notFound('File not found');
      reply.header('cache-control', MEDIA_CACHE_CONTROL).type(file.contentType);
      if (file.size !== undefined) reply.header('content-length', file.size);
      // Documents download instead of rendering in our origin.
      if (!inlineTypes.test(file.contentType)) reply.header('content-disposition', 'attachment');
      return reply.send(file.body);
    },
  );
}
