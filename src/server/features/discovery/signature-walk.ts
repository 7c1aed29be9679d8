import { type SQL, sql } from 'drizzle-orm';
import { lastAlwaysAvailableDay } from '../../../domain/listing-availability';
import { type SearchFilters, searchConditions } from './search-query';

/**
 * How many index entries a signature walk reads at most (about 3 ms from the index alone at 1,000,000 listings).
 * A word found in 1 listing in 100 fills a page of 50 within 5,000 entries, and the relevance read's 200 within 20,000.
 */
export const SIGNATURE_WINDOW = 20_000;

/**
 * Whether a walk suits the filters: price, rating and for-sale ride in the order indexes (migration 0020), and the
 * viewer's own listings are a handful. Dates are tested on each fetched row (decision 0044): within the days "always
 * available" opens (lastAlwaysAvailableDay) they leave out few listings, and when they leave out many the
 * window ends before the page is full and the caller's statement runs, after at most a window's cost. Beyond those
 * days only the days owners opened by hand are bookable, most windows would end so, and the walk is not tried. A
 * category would leave most of a window unused (one of dozens), and a place is read by its points (search-plan.ts).
 */
export function signatureWalkable(filters: SearchFilters, today: string): boolean {
  if (filters.categories !== null || filters.place !== null) return false;
  return datesLeaveOutFew(filters, today);
}

/** No dates, or dates within the days "always available" opens (lastAlwaysAvailableDay), where most listings are bookable. */
export function datesLeaveOutFew(filters: SearchFilters, today: string): boolean {
  const horizon = lastAlwaysAvailableDay(today);
  return filters.windows === null || filters.windows.every((window) => window.end <= horizon);
}

export interface SignatureWalk {
  /**
   * The words (a tsquery). A query with no signature (an alternative, an exclusion, a phrase, a prefix:
   * tsquery_signature, migration 0020) finds nothing here, and the caller's statement runs.
   */
  match: SQL;
  /**
   * For a query of alternatives (a misspelt word with its corrections, decision 0045): queries one of which every match
   * of `match` holds every lexeme of. A row is fetched when its signature holds one of theirs. Unset: `match` itself.
   */
  alternatives?: readonly SQL[];
  /** The order's expression over `l` (an indexed column, or one plus a constant), and its direction. */
  order: SQL;
  direction: 'asc' | 'desc';
  /** Conditions on the index's columns only (the order's range, the cursor). */
  window: SQL;
  /** How many index entries it reads at most (SIGNATURE_WINDOW). */
  entries?: number;
  /** Every condition of the search, tested on each fetched row `l`. */
  row: SQL;
  /** The select list, over the fetched row `l`. */
  columns: SQL;
  limit: number;
}

/**
 * The first `limit` listings that match, in the order of an index whose entries carry the lexemes' signature
 * (migration 0020, decision 0034): the first SIGNATURE_WINDOW entries of that order are read from the index alone,
 * and only those whose signature holds every bit of the query's are fetched and tested with the words and filters.
 * A listing that matches has every lexeme of the query, so its signature holds the query's: none is skipped. Fewer
 * than `limit` rows means the matches ran out or the window did; the caller then runs the planner's statement.
 */
export function signatureWalkSql(walk: SignatureWalk): SQL {
  const direction = walk.direction === 'asc' ? sql`asc` : sql`desc`;
  const signatures = (walk.alternatives ?? [walk.match]).map((query) => sql`(select tsquery_signature(${query}))`);
  return sql`
    select ${walk.columns}
    from (
      select l.id, ${walk.order} as walk_key, l.lexeme_signature from listings l
      where ${walk.window} and ${sql.join(signatures.map((signature) => sql`${signature} is not null`), sql` and `)}
      order by ${walk.order} ${direction}, l.id ${direction}
      limit ${walk.entries ?? SIGNATURE_WINDOW}
    ) w
    cross join lateral (select l.* from listings l where l.id = w.id and ${walk.row} offset 0) l
    where (${sql.join(signatures.map((signature) => sql`(w.lexeme_signature & ${signature}) = ${signature}`), sql` or `)})
    order by w.walk_key ${direction}, w.id ${direction}
    limit ${walk.limit}`;
}

/** The filters an order index carries (price, rating, for sale) and the listing being live, on the window's `l`. */
export function indexedFilters(filters: SearchFilters, today: string): SQL {
  const { minPrice, maxPrice, minRating, forSaleOnly } = filters;
  const indexed = { viewerId: null, text: null, categories: null, place: null, windows: null, minPrice, maxPrice, minRating, forSaleOnly };
  return searchConditions(indexed, today);
}
