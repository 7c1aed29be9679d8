import { categoryGroups, isCategoryGroup } from '../../../domain/categories';
import { SEARCH_COUNT_CAP, type SearchResponse } from '../../../domain/discovery';
import { publicDistanceKm } from '../../../domain/location-policy';
import { flexibilityWindows, type SearchQuery } from '../../../domain/search';
import { type ListingDeps, marketToday } from '../listings';
import type { Fingerprinted } from '../../platform/http/encoded-response-cache';
import type { BroadTokens } from './broad-tokens';
import type { CardCache } from './card-cache';
import type { CommonTexts } from './common-texts';
import { decodeCursor, encodeCursor } from './cursor';
import { placeFilter } from './place-filter';
import type { RankingCache } from './ranking-cache';
import { type QueryBudget, SEARCH_TIMEOUT_MESSAGE } from './query-budget';
import type { PublicPoints } from './public-points';
import { rankSearch } from './search-plan';
import { ADDRESS_RADIUS_KM, CITY_RADIUS_KM, type SearchFilters, sortExpression } from './search-query';
import { earthOriginSql, publicDistanceKmSql } from './ranking-sql';
import { sql } from 'drizzle-orm';
import type { Viewer } from './viewer';

/** One page of search results as ids in order (the cards are checked against the database on every request). */
export interface SearchPage {
  rows: { id: string; key: number; distance_km: number | null }[];
  total: number;
  origin: SearchResponse['distance_origin'];
  place: SearchResponse['place'];
}

export type SearchDeps = ListingDeps & { searchPages: RankingCache<SearchPage>; cards: CardCache; budget: QueryBudget; publicPoints: PublicPoints; commonTexts: CommonTexts; broadTokens: BroadTokens };

/** GET /api/search: filters, one of five sorts, keyset pages, and a capped count of matches. */
export async function search(deps: SearchDeps, viewer: Viewer | null, query: SearchQuery): Promise<Fingerprinted<SearchResponse>> {
  const today = marketToday(deps);
  const page = await deps.searchPages.get(JSON.stringify({ query, viewer, today }), () =>
    rankPage(deps, viewer, query, today),
  );
  const { cards, fingerprint } = await deps.cards.cardsInOrder(deps, page.rows.map((row) => row.id), viewer?.id ?? null);
  const distances = new Map(page.rows.map((row) => [row.id, roundKm(row.distance_km)]));
  const last = page.rows.at(-1);
  const after = decodeCursor(query.cursor);
  const rest = {
    next_cursor:
      last && page.rows.length === query.limit
        ? encodeCursor({ key: last.key, id: last.id, depth: (after?.depth ?? 0) + 1, total: Math.min(page.total, SEARCH_COUNT_CAP + 1) })
        : null,
    total: Math.min(page.total, SEARCH_COUNT_CAP),
    total_capped: page.total > SEARCH_COUNT_CAP,
    distance_origin: page.origin,
    place: page.place,
  };
  const listings = cards.map((card) => ({ ...card, distance_km: distances.get(card.listing_id) ?? null }));
  return {
    body: { listings, ...rest },
    fingerprint: `${fingerprint}|${JSON.stringify({ ...rest, distances: listings.map((listing) => listing.distance_km) })}`,
  };
}

async function rankPage(deps: ListingDeps & { budget: QueryBudget; publicPoints: PublicPoints; commonTexts: CommonTexts; broadTokens: BroadTokens }, viewer: Viewer | null, query: SearchQuery, today: string): Promise<SearchPage> {
  const place = query.location ? await placeFilter(deps.geocoder, query.location) : null;
  const filters: SearchFilters = {
    viewerId: viewer?.id ?? null,
    text: query.q ? query.q : null,
    categories: query.category ? categoriesOf(query.category) : null,
    place: place?.filter ?? null,
    windows: query.startDate && query.endDate ? flexibilityWindows(query.startDate, query.endDate, query.flexibility ?? 0) : null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    minRating: query.minRating ?? null,
    forSaleOnly: query.forSaleOnly === 'true',
    broadTokens: await deps.broadTokens.current(deps.db),
  };
  const placePoint = place?.filter.point ?? null;
  const origin = placePoint ?? viewer?.origin ?? null;
  const sort = sortExpression({ sort: query.sort, origin, text: filters.text });
  const after = decodeCursor(query.cursor);
  // Measured from each listing's public point, like the sort key (location policy).
  const distance = origin ? publicDistanceKmSql(earthOriginSql(origin)) : sql`null::float8`;
  const { rows, total } = await deps.budget.run(SEARCH_TIMEOUT_MESSAGE, (db) => {
    // Read (or taken from those kept) only by a statement that reads the town's listings by its points.
    const readPoints = placePoint ? () => deps.publicPoints.around(db, placePoint, CITY_RADIUS_KM, ADDRESS_RADIUS_KM) : undefined;
    const spec = { filters, today, sort, distance, after, limit: query.limit, countCap: SEARCH_COUNT_CAP, knownTotal: after?.total ?? null, depth: after?.depth ?? 0, readPoints, commonTexts: deps.commonTexts };
    return rankSearch(db, spec);
  });
  return {
    rows,
    total,
    origin: origin
      ? { label: placePoint ? (place?.label ?? query.location ?? '') : 'your location', lat: origin.lat, lng: origin.lng }
      : null,
    place: place?.label && place.filter.kind !== 'unknown' ? { label: place.label, kind: place.filter.kind } : null,
  };
}

function categoriesOf(category: string): string[] {
  if (!isCategoryGroup(category)) return [category];
  return categoryGroups.filter((entry) => entry.group === category).flatMap((entry) => [...entry.categories]);
}

/** Search never shows a viewer their own listings: every distance is a non-owner's, rounded by the location policy. */
const roundKm = (value: number | null) => (value === null ? null : publicDistanceKm(value));
