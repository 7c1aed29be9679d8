import { MIN_SUGGEST_QUERY_LENGTH, geoSuggestQuery, geoSuggestResponse } from '../../../domain/geo';
import type { AppDeps } from '../../app-deps';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';

export async function geoRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/geo/suggest',
    {
      schema: {
        operationId: 'suggestPlaces',
        security: publicSecurity,
        tags: ['geo'],
        summary: 'Place suggestions (cities and countries) for typed text; fewer than 2 characters give none',
        querystring: geoSuggestQuery,
        response: { 200: geoSuggestResponse },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      if (q.trim().length < MIN_SUGGEST_QUERY_LENGTH) return { suggestions: [] };
      return { suggestions: await deps.geocoder.suggest(q, limit) };
    },
  );
}
