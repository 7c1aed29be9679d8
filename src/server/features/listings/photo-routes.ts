import { z } from 'zod';
import { photoOrderInput } from '../../../domain/listing-inputs';
import { listingDetailSchema } from '../../../domain/listing-schemas';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { addPhotos, deletePhoto, reorderPhotos } from './photo-service';
import { listingDeps, listingIdParams } from './routes';
import { readListingUpload } from './upload';

const tags = ['listings'];
const photoParams = z.strictObject({ id: z.uuid('Invalid listing id'), photoId: z.uuid('Invalid photo id') });

export async function listingPhotoRoutes(app: ZodApp, deps: AppDeps) {
  const depsFor = listingDeps(deps);

  app.post(
    '/api/listings/:id/photos',
    {
      schema: {
        operationId: 'addListingPhotos',
        security: sessionSecurity,
        tags,
        summary: 'Add photos to a listing (owner): multipart `photos` files, at most 10 photos in total',
        consumes: ['multipart/form-data'],
        params: listingIdParams,
        response: { 200: listingDetailSchema, ...errorResponses(413) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const upload = await readListingUpload(request);
      return addPhotos(depsFor(request), user.id, request.params.id, upload.files);
    },
  );

  app.delete(
    '/api/listings/:id/photos/:photoId',
    {
      schema: {
        operationId: 'deleteListingPhoto',
        security: sessionSecurity,
        tags,
        summary: 'Remove a photo (owner); the last photo cannot be removed',
        params: photoParams,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => deletePhoto(depsFor(request), requireUser(request).id, request.params.id, request.params.photoId),
  );

  app.put(
    '/api/listings/:id/photos/order',
    {
      schema: {
        operationId: 'reorderListingPhotos',
        security: sessionSecurity,
        tags,
        summary: 'Reorder photos (owner): every photo id once, first = main photo',
        params: listingIdParams,
        body: photoOrderInput,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => reorderPhotos(depsFor(request), requireUser(request).id, request.params.id, request.body.photo_ids),
  );
}
