import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A filter token on more than this share of the listings narrows too little to be worth its scan (decision 0047). */
export const BROAD_TOKEN_SHARE = 0.5;

/**
 * The filter tokens (listing_filter_tokens) that most listings have, from PostgreSQL's statistics of the text index's
 * tokens column (ANALYZE's most common elements and their shares). A search leaves them out of its text index
 * conditions: the exact conditions decide who passes in any case (searchConditions), and intersecting the word's few
 * entries with a token's hundreds of thousands cost more than it saved ("singer" in Petah Tikva at ₪340 and a rating
 * of 3 at 1,000,000 listings: 28 ms with "p<400" and "r30", which 79 % and 97 % of the listings have; 15 ms without).
 * A hint read at most every `ttlMs`, per instance; with no statistics (a new database), or none the database role may
 * see (pg_stats shows an index's statistics to its owner), every token is kept.
 */
export function createBroadTokens(options: { ttlMs: number; share?: number }) {
  let tokens: ReadonlySet<string> = new Set();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<ReadonlySet<string>> | null = null;
  const read = async (db: Db): Promise<ReadonlySet<string>> => {
    try {
      const rows = await queryRows<{ token: string }>(db, broadTokensSql(options.share ?? BROAD_TOKEN_SHARE));
      tokens = new Set(rows.map((row) => row.token));
    } catch {
      // A hint: a search never fails for want of it (every token is then asked, or those last read).
    }
    readAt = Date.now();
    return tokens;
  };
  return {
    /**
     * The tokens. The first call waits for the read; later ones get the tokens last read while, when those are older
     * than `ttlMs`, one read runs in the background: a search never waits for a pool connection of its own for them.
     */
    current(db: Db): Promise<ReadonlySet<string>> {
      if (Date.now() - readAt < options.ttlMs) return Promise.resolve(tokens);
      const first = readAt === Number.NEGATIVE_INFINITY;
      reading ??= read(db).finally(() => {
        reading = null;
      });
      return first ? reading : Promise.resolve(tokens);
    },
  };
}
export type BroadTokens = ReturnType<typeof createBroadTokens>;

/** most_common_elem_freqs has three more entries than most_common_elems (their least, most and null share): unnest pads the tokens with nulls. */
const broadTokensSql = (share: number) => sql`
  select e.token from pg_stats s,
    unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e (token, share)
  where s.schemaname = current_schema() and s.tablename = 'listings_search_vector_idx' and s.attname = 'listing_filter_tokens'
    and e.token is not null and e.share > ${share}`;
