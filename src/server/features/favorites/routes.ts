import { z } from 'zod';
import { favoritesSchema } from '../../../domain/listing-schemas';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { addFavorite, listFavorites, removeFavorite } from './service';

const tags = ['favorites'];
const favoriteParams = z.strictObject({ listingId: z.uuid('Invalid listing id') });

export async function favoriteRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/favorites',
    {
      schema: {
        operationId: 'listFavorites',
        security: sessionSecurity,
        tags,
        summary: 'The signed-in user’s favorites, newest first (active listings only)',
        response: { 200: favoritesSchema },
      },
    },
    async (request) => ({ favorites: await listFavorites(deps, requireUser(request).id) }),
  );

  app.put(
    '/api/favorites/:listingId',
    {
      schema: { operationId: 'addFavorite', security: sessionSecurity, tags, summary: 'Save a listing (idempotent)', params: favoriteParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await addFavorite(deps, requireUser(request).id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/:listingId',
    {
      schema: { operationId: 'removeFavorite', security: sessionSecurity, tags, summary: 'Remove a saved listing (idempotent)', params: favoriteParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeFavorite(deps, requireUser(request).id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );
}
