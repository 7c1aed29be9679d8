import { z } from 'zod';
import { listingCardSchema, listingReviewsSchema, userReviewsSchema } from '../../../domain/listing-schemas';
import type { AppDeps } from '../../app-deps';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { getListingReviews, getProfileListings, getProfileReviews } from './read-service';
import { listingDeps, listingIdParams } from './routes';

const profileIdParams = z.strictObject({ id: z.uuid('Invalid user id') });

export async function listingReviewRoutes(app: ZodApp, deps: AppDeps) {
  const depsFor = listingDeps(deps);

  app.get(
    '/api/listings/:id/reviews',
    {
      schema: {
        operationId: 'listListingReviews',
        security: publicSecurity,
        tags: ['listings'],
        summary: 'Reviews of a listing, newest first, with average (one decimal) and count',
        params: listingIdParams,
        response: { 200: listingReviewsSchema },
      },
    },
    async (request) => getListingReviews(depsFor(request), request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/api/profiles/:id/listings',
    {
      schema: {
        operationId: 'listProfileListings',
        security: publicSecurity,
        tags: ['profiles'],
        summary: 'A user’s active listings (cards)',
        params: profileIdParams,
        response: { 200: z.object({ listings: z.array(listingCardSchema) }) },
      },
    },
    async (request) => getProfileListings(depsFor(request), request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/api/profiles/:id/reviews',
    {
      schema: {
        operationId: 'listProfileReviews',
        security: publicSecurity,
        tags: ['profiles'],
        summary: 'Reviews a user received, newest first, with average (one decimal) and count',
        params: profileIdParams,
        response: { 200: userReviewsSchema },
      },
    },
    async (request) => getProfileReviews(depsFor(request), request.params.id, request.user?.id ?? null),
  );
}
