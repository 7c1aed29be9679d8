import { feedQuerySchema, feedResponseSchema, searchResponseSchema } from '../../../domain/discovery';
import { searchQuerySchema } from '../../../domain/search';
import type { AppDeps } from '../../app';
import type { ZodApp } from '../../platform/http/types';
import { getFeed, type RankingHead } from './feed-service';
import { createRankingCache } from './ranking-cache';
import { search, type SearchPage } from './search-service';

const tags = ['discovery'];

export async function discoveryRoutes(app: ZodApp, deps: AppDeps) {
  const feedRankings = createRankingCache<RankingHead>({ max: 2_000, ttlMs: deps.config.discoveryCacheMs });
  const searchPages = createRankingCache<SearchPage>({ max: 5_000, ttlMs: deps.config.discoveryCacheMs });

  app.get(
    '/api/feed',
    {
      schema: {
        tags,
        summary: 'The explore feed, ranked on the server (rating, review count, closeness); keyset-paged',
        description:
          'Visitors: all active listings by quality. Signed in: own listings and listings with no available day from today are left out, listings more than 100 km away are dropped, and closeness to the user counts 40 %.',
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema },
      },
    },
    async (request) => getFeed({ ...deps, log: request.log, feedRankings }, request.user?.id, request.query),
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Search listings by text, category, place, dates (with flexibility), price, rating and for-sale; five sorts',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search({ ...deps, log: request.log, searchPages }, request.user?.id, request.query),
  );
}
