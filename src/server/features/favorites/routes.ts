import { z } from 'zod';
import { favoritesSchema } from '../../../domain/listings';
import type { AppDeps } from '../../app';
import { requireUser } from '../../platform/auth/session-plugin';
import type { ZodApp } from '../../platform/http/types';
import { addFavorite, listFavorites, removeFavorite } from './service';

const tags = ['favorites'];
const security = [{ session: [] }];
const favoriteParams = z.strictObject({ listingId: z.uuid('Invalid listing id') });

export async function favoriteRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/favorites',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s favorites, newest first (active listings only)',
        security,
        response: { 200: favoritesSchema },
      },
    },
    async (request) => ({ favorites: await listFavorites(deps, requireUser(request).id) }),
  );

  app.put(
    '/api/favorites/:listingId',
    {
      schema: { tags, summary: 'Save a listing (idempotent)', security, params: favoriteParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await addFavorite(deps, requireUser(request).id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/:listingId',
    {
      schema: { tags, summary: 'Remove a saved listing (idempotent)', security, params: favoriteParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeFavorite(deps, requireUser(request).id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );
}
