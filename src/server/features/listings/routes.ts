import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listingStatusInput, updateListingInput } from '../../../domain/listing-inputs';
import { listingDetailSchema, myListingsSchema } from '../../../domain/listing-schemas';
import { listingTexts } from '../../../domain/listings';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, publicSecurity, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import type { ListingDeps } from './access';
import { getMyListings } from './read-service';
import { createDetailCache } from './detail-cache';
import { createListing, deleteListing, setListingStatus, updateListing } from './service';
import { readListingUpload } from './upload';

export const listingIdParams = z.strictObject({ id: z.uuid(listingTexts.invalidListingId) });
const tags = ['listings'];
/** Listing pages kept per instance (a few kB each). */
const DETAIL_CACHE_SIZE = 5_000;

/** The service dependencies for one request (its logger included). */
export function listingDeps(deps: AppDeps) {
  return (request: FastifyRequest): ListingDeps => ({ ...deps, log: request.log });
}

export async function listingRoutes(app: ZodApp, deps: AppDeps) {
  const depsFor = listingDeps(deps);
  const details = createDetailCache({ max: DETAIL_CACHE_SIZE });

  app.post(
    '/api/listings',
    {
      schema: {
        operationId: 'createListing',
        security: sessionSecurity,
        tags,
        summary: 'Create a listing',
        description:
          'multipart/form-data: a `data` field with the listing as JSON (title, description, category, location, price_per_day, ' +
          'minimum_rental_days?, weekly_discount?, monthly_discount?, for_sale?, sale_price?, availability: {mode:"always"} | ' +
          '{mode:"specific", periods:[{start,end}]}) and 1–10 `photos` files in order (first = main photo), 10 MB each.',
        consumes: ['multipart/form-data'],
        response: { 201: listingDetailSchema, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readListingUpload(request);
      const listing = await createListing(depsFor(request), user.id, upload);
      return reply.status(201).send(listing);
    },
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        operationId: 'getListing',
        security: publicSecurity,
        tags,
        summary: 'A listing (full address and coordinates for its owner only)',
        params: listingIdParams,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => details.get(depsFor(request), request.params.id, request.user?.id ?? null),
  );

  app.patch(
    '/api/listings/:id',
    {
      schema: {
        operationId: 'updateListing',
        security: sessionSecurity,
        tags,
        summary: 'Edit a listing (owner): any subset of the create fields; availability replaces the open days',
        params: listingIdParams,
        body: updateListingInput,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => updateListing(depsFor(request), requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/listings/:id/status',
    {
      schema: {
        operationId: 'setListingStatus',
        security: sessionSecurity,
        tags,
        summary: 'Activate or deactivate a listing (owner)',
        params: listingIdParams,
        body: listingStatusInput,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => setListingStatus(depsFor(request), requireUser(request).id, request.params.id, request.body.status),
  );

  app.delete(
    '/api/listings/:id',
    {
      schema: {
        operationId: 'deleteListing',
        security: sessionSecurity,
        tags,
        summary: 'Delete a listing (owner); refused while reservations are active, archived when it has history',
        params: listingIdParams,
        response: { 200: z.object({ result: z.enum(['deleted', 'archived']) }), ...errorResponses(409) },
      },
    },
    async (request) => ({ result: await deleteListing(depsFor(request), requireUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/me/listings',
    {
      schema: {
        operationId: 'listMyListings',
        security: sessionSecurity,
        tags,
        summary: 'The signed-in user’s listings (active and inactive), newest first, with counts per status',
        response: { 200: myListingsSchema },
      },
    },
    async (request) => getMyListings(depsFor(request), requireUser(request).id),
  );
}
