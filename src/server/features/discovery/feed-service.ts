import { categoryGroups } from '../../../domain/categories';
import type { FeedQuery, FeedResponse } from '../../../domain/discovery';
import { type Db, queryRows } from '../../db/client';
import { FEED_TIMEOUT_MESSAGE, type QueryBudget } from './query-budget';
import type { Fingerprinted } from '../../platform/http/encoded-response-cache';
import { type ListingDeps, marketToday } from '../listings';
import type { CardCache } from './card-cache';
import { decodeCursor, encodeCursor, type KeysetCursor } from './cursor';
import { type FeedThresholds, personalFeedRows } from './feed-by-points';
import { type FeedParams, neutralFeedSql, type RankedRow } from './feed-query';
import type { PublicPoints } from './public-points';
import type { RankingCache } from './ranking-cache';
import type { Viewer } from './viewer';

/** How much of each ranking is kept to serve first pages (three pages of 50) without querying. */
export const RANKING_HEAD_SIZE = 150;

export interface RankingHead {
  rows: RankedRow[];
  /** Fewer rows than asked: the head is the whole ranking. */
  complete: boolean;
}

export type FeedDeps = ListingDeps & {
  feedRankings: RankingCache<RankingHead>;
  feedThresholds: FeedThresholds;
  cards: CardCache;
  budget: QueryBudget;
  publicPoints: PublicPoints;
};

/**
 * The explore feed. The ranking is computed in SQL on the server (feed-query.ts, feed-by-points.ts); its head is shared by every
 * viewer at the same place (profile locations are geocoded to towns) for a few seconds, then each viewer's
 * own listings are taken out and the page's cards are checked against the database.
 */
export async function getFeed(deps: FeedDeps, viewer: Viewer | null, query: FeedQuery): Promise<Fingerprinted<FeedResponse>> {
  const after = decodeCursor(query.cursor);
  const categories = query.groups.length > 0 ? categoriesOfGroups(query.groups) : null;
  const base = {
    origin: viewer?.origin ?? null,
    categories,
    // Part of the ranking cache's key: people in one town with the same interests share one ranking.
    boostCategories: boostedAmong(viewer?.boostCategories ?? [], categories),
    today: marketToday(deps),
    onlyBookable: viewer !== null,
  };
  const head = await deps.feedRankings.get(JSON.stringify(base), () =>
    deps.budget.run(FEED_TIMEOUT_MESSAGE, (db) => rank(db, { ...base, excludeOwnerId: null, after: null, limit: RANKING_HEAD_SIZE }, deps.publicPoints, deps.feedThresholds)),
  );
  const fromHead = head.rows.filter((row) => row.owner_id !== viewer?.id && isAfter(row, after));
  const page =
    fromHead.length >= query.limit || head.complete
      ? fromHead.slice(0, query.limit)
      : await deps.budget
          .run(FEED_TIMEOUT_MESSAGE, (db) => rank(db, { ...base, excludeOwnerId: viewer?.id ?? null, after, limit: query.limit }, deps.publicPoints, deps.feedThresholds))
          .then((result) => result.rows);

  const { cards, fingerprint } = await deps.cards.cardsInOrder(deps, page.map((row) => row.id), viewer?.id ?? null);
  const last = page.at(-1);
  const body: FeedResponse = {
    listings: cards,
    next_cursor: last && page.length === query.limit ? encodeCursor({ key: Number(last.key), id: last.id, depth: (after?.depth ?? 0) + 1 }) : null,
    personalized: base.origin !== null,
  };
  return { body, fingerprint: `${fingerprint}|${body.next_cursor}|${body.personalized}` };
}

async function rank(db: Db, params: FeedParams, publicPoints: PublicPoints, thresholds: FeedThresholds | null = null): Promise<RankingHead> {
  const found = params.origin ? (await personalFeedRows(db, { ...params, origin: params.origin }, thresholds, publicPoints)).rows : await queryRows<RankedRow>(db, neutralFeedSql(params));
  const rows = found.map((row) => ({ ...row, key: Number(row.key) }));
  return { rows, complete: rows.length < params.limit };
}

/** Keyset order (key desc, id desc), as in SQL: uuid order is the order of their lowercase hex text. */
function isAfter(row: RankedRow, cursor: KeysetCursor | null): boolean {
  if (!cursor) return true;
  return row.key < cursor.key || (row.key === cursor.key && row.id < cursor.id);
}

/**
 * The interests among the chips' categories: a boost of a category the chips leave out lifts nothing that can be
 * shown, and would only widen every bound of the ranking by the boost (the same keys either way).
 */
function boostedAmong(boostCategories: readonly string[], categories: readonly string[] | null): readonly string[] {
  return categories ? boostCategories.filter((category) => categories.includes(category)) : boostCategories;
}

function categoriesOfGroups(groups: readonly string[]): string[] {
  return categoryGroups.filter((entry) => groups.includes(entry.group)).flatMap((entry) => [...entry.categories]);
}
