import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Events counted by the rate limiter's PostgreSQL store (one row per counted event, a sliding window per
 * bucket). Buckets are `rule:hash-of-key`, so neither e-mail addresses nor client addresses are stored.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bucket: text().notNull(),
    at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limit_events_bucket_at_idx').on(t.bucket, t.at)],
);
