import { type SQL, sql } from 'drizzle-orm';
import { lastAlwaysAvailableDay } from '../../../domain/listing-availability';
import { type OrderIndexFilters, orderIndexConditions, type RangeColumn, type SearchFilters } from './search-query';

/**
 * How many index entries passing the filters a signature walk's window holds at most (about 3 ms from the index alone
 * at 1,000,000 listings). A word found in 1 listing in 100 fills a page of 50 within 5,000 entries, and the relevance
 * read's 200 within 20,000.
 */
export const SIGNATURE_WINDOW = 20_000;

/**
 * How many entries of the order a walk reads at most for each entry its window holds: a filter the index carries but
 * does not order by is tested on each entry, and one that leaves out most listings (at most ₪40 and for sale: 1 in 160)
 * read 720,000 entries to fill a window of 20,000 (600 ms at 1,000,000 listings). Two to one keeps the whole window for
 * filters that leave half the listings, and reads at most 40,000 entries (7–19 ms) before the caller's statement. Five to
 * one was measured too: the search mix one request at a time took as long (7.3 s against 7.1 s for 398 requests). Besides
 * those, a cursor on a key of quality plus a constant drops the listings of the cursor's quality before it (the bound
 * on quality cannot be exact: search-plan.ts orderColumnAfter).
 */
export const READS_PER_WINDOW_ENTRY = 2;

/**
 * Whether a walk suits the filters: price, rating and for-sale ride in the order indexes (migration 0020), and the
 * viewer's own listings are a handful. Dates are tested on each fetched row (decision 0044): within the days "always
 * available" opens (lastAlwaysAvailableDay) they leave out few listings, and when they leave out many the
 * window ends before the page is full and the caller's statement runs, after at most a window's reading (twice its entries). Beyond those
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
  /** Conditions that bound the index's range (the listing being live, the order's own range, the cursor) and the cursor's exact test. */
  window: SQL;
  /** Conditions on the index's other columns (walkFilters' `tested`), tested on each entry read. */
  tested: SQL;
  /** How many entries passing `tested` the window holds at most (SIGNATURE_WINDOW); it reads at most READS_PER_WINDOW_ENTRY times as many. */
  entries?: number;
  /** Every condition of the search, tested on each fetched row `l`. */
  row: SQL;
  /** The select list, over the fetched row `l`. */
  columns: SQL;
  limit: number;
}

/**
 * The first `limit` listings that match, in the order of an index whose entries carry the lexemes' signature
 * (migration 0020, decision 0034): the first SIGNATURE_WINDOW entries of that order that pass the filters it carries
 * are read from the index alone — of at most READS_PER_WINDOW_ENTRY times as many read — and only those whose signature
 * holds every bit of the query's are fetched and tested with the words and filters. A listing that matches has every
 * lexeme of the query, so its signature holds the query's: none is skipped. The window is the start of the order, so
 * a match outside it comes after every row it gives. Fewer than `limit` rows means the matches ran out or the window
 * did; the caller then runs the planner's statement.
 */
export function signatureWalkSql(walk: SignatureWalk): SQL {
  const direction = walk.direction === 'asc' ? sql`asc` : sql`desc`;
  const signatures = (walk.alternatives ?? [walk.match]).map((query) => sql`(select tsquery_signature(${query}))`);
  const entries = walk.entries ?? SIGNATURE_WINDOW;
  return sql`
    select ${walk.columns}
    from (
      select l.id, l.walk_key, l.lexeme_signature from (
        select l.id, ${walk.order} as walk_key, l.lexeme_signature, l.price_per_day, l.rating_avg, l.sale_price from listings l
        where ${walk.window} and ${sql.join(signatures.map((signature) => sql`${signature} is not null`), sql` and `)}
        order by ${walk.order} ${direction}, l.id ${direction}
        limit ${entries * READS_PER_WINDOW_ENTRY}
      ) l
      where ${walk.tested}
      order by l.walk_key ${direction}, l.id ${direction}
      limit ${entries}
    ) w
    cross join lateral (select l.* from listings l where l.id = w.id and ${walk.row} offset 0) l
    where (${sql.join(signatures.map((signature) => sql`(w.lexeme_signature & ${signature}) = ${signature}`), sql` or `)})
    order by w.walk_key ${direction}, w.id ${direction}
    limit ${walk.limit}`;
}

/**
 * The filters an order index carries (price, rating, for sale), on the walk's `l`: the listing being live and the range
 * of the column the walk orders by (`ordered`) bound the index's range (`window`); the others are tested on each entry
 * read (`tested`).
 */
export function walkFilters(filters: OrderIndexFilters, ordered?: RangeColumn): { window: SQL; tested: SQL } {
  const { minPrice, maxPrice, minRating, forSaleOnly } = filters;
  const price = ordered === 'price';
  const rating = ordered === 'rating';
  const bounding = { minPrice: price ? minPrice : null, maxPrice: price ? maxPrice : null, minRating: rating ? minRating : null, forSaleOnly: false };
  const tested = { minPrice: price ? null : minPrice, maxPrice: price ? null : maxPrice, minRating: rating ? null : minRating, forSaleOnly };
  const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));
  return {
    window: and([sql`l.status = 'active'`, sql`l.deleted_at is null`, ...orderIndexConditions(bounding)]),
    tested: and(orderIndexConditions(tested)),
  };
}
