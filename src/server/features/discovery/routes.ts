import { feedQuerySchema, feedResponseSchema, searchResponseSchema } from '../../../domain/discovery';
import { searchQuerySchema } from '../../../domain/search';
import type { AppDeps } from '../../app-deps';
import { createEncodedResponseCache } from '../../platform/http/encoded-response-cache';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { createFeedThresholds } from './feed-by-points';
import { getFeed, type RankingHead } from './feed-service';
import { createCardCache } from './card-cache';
import { createBroadTokens } from './broad-tokens';
import { createCommonTexts } from './common-texts';
import { createPublicPoints } from './public-points';
import { createQueryBudget } from './query-budget';
import { createRankingCache } from './ranking-cache';
import { search, type SearchPage } from './search-service';
import { viewerOf } from './viewer';

const tags = ['discovery'];
/** Cards kept per instance (about 1 kB each). */
const CARD_CACHE_SIZE = 20_000;
/** Encoded feed and search pages kept per instance (a page of 50 cards is ~30 kB of JSON). */
const PAGE_BYTES_CACHE_SIZE = 32 * 1024 * 1024;
/**
 * Public points kept per instance, in characters of their array literals (a viewer's 30 km, about 2,300 points: ~109,000;
 * each set used also keeps its distances parsed, 8 bytes a point).
 */
const PUBLIC_POINTS_CHARS = 64 * 1024 * 1024;

export async function discoveryRoutes(app: ZodApp, deps: AppDeps) {
  const feedRankings = createRankingCache<RankingHead>({ max: 2_000, ttlMs: deps.config.feedCacheMs });
  // Thresholds are hints, not results (decision 0031): kept whatever the ranking cache's setting.
  const feedThresholds = createFeedThresholds({ max: 5_000, ttlMs: 10 * 60_000 });
  const searchPages = createRankingCache<SearchPage>({ max: 5_000, ttlMs: deps.config.discoveryCacheMs });
  const cards = createCardCache({ max: CARD_CACHE_SIZE });
  const pageBytes = createEncodedResponseCache({ maxBytes: PAGE_BYTES_CACHE_SIZE });
  const budget = createQueryBudget(deps);
  const publicPoints = createPublicPoints({ maxChars: PUBLIC_POINTS_CHARS });
  // Hints, not results (decision 0045): kept whatever the ranking cache's setting.
  const commonTexts = createCommonTexts({ max: 10_000, ttlMs: 10 * 60_000 });
  const broadTokens = createBroadTokens({ ttlMs: 10 * 60_000 });

  app.get(
    '/api/feed',
    {
      schema: {
        operationId: 'getFeed',
        security: publicSecurity,
        tags,
        summary: 'The explore feed, ranked on the server (rating, review count, closeness); keyset-paged',
        description:
          'Visitors: all active listings by quality. Signed in: own listings and listings with no available day from today are left out, listings more than 100 km away are dropped, and closeness to the user counts 40 %.',
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema },
      },
    },
    async (request, reply) =>
      pageBytes.send(request, reply, await getFeed({ ...deps, log: request.log, feedRankings, feedThresholds, cards, budget, publicPoints }, viewerOf(request.user), request.query)),
  );

  app.get(
    '/api/search',
    {
      schema: {
        operationId: 'searchListings',
        security: publicSecurity,
        tags,
        summary: 'Search listings by text, category, place, dates (with flexibility), price, rating and for-sale; five sorts',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) =>
      pageBytes.send(request, reply, await search({ ...deps, log: request.log, searchPages, cards, budget, publicPoints, commonTexts, broadTokens }, viewerOf(request.user), request.query)),
  );
}
