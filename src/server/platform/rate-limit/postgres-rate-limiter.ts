import { sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../../db/client';
import type { Clock } from '../clock';
import type { Job } from '../scheduler';
import { bucketOf, MAX_RATE_LIMIT_WINDOW_MS, type RateLimiter } from './rate-limiter';

/** Advisory locks taken with two int keys live apart from the scheduler's single-key lock; this is our class id. */
const LOCK_CLASS = 7_420_002;

/**
 * One row per counted event in `rate_limit_events`. A transaction-scoped advisory lock per bucket makes
 * "count, then insert if under the limit" atomic across connections and instances; the bucket's expired rows
 * are pruned on the way.
 */
export function createPostgresRateLimiter(deps: { db: Db; clock: Clock }): RateLimiter {
  return {
    async consume(rule, key) {
      const bucket = bucketOf(rule, key);
      const now = deps.clock.now();
      const since = new Date(now.getTime() - rule.windowMs).toISOString();
      return inTransaction(deps.db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${bucket}))`);
        await tx.execute(sql`delete from rate_limit_events where bucket = ${bucket} and at <= ${since}`);
        const [window] = await queryRows<{ n: number; oldest_ms: number | null }>(
          tx,
          sql`select count(*)::int as n, (extract(epoch from min(at)) * 1000)::float8 as oldest_ms from rate_limit_events where bucket = ${bucket}`,
        );
        const counted = window?.n ?? 0;
        if (counted >= rule.limit) {
          const oldest = window?.oldest_ms ?? now.getTime();
          return { allowed: false, remaining: 0, retryAfterMs: Math.max(0, oldest + rule.windowMs - now.getTime()) };
        }
        await tx.execute(sql`insert into rate_limit_events (bucket, at) values (${bucket}, ${now.toISOString()})`);
        return { allowed: true, remaining: rule.limit - counted - 1, retryAfterMs: 0 };
      });
    },

    async refund(rule, key) {
      const bucket = bucketOf(rule, key);
      await deps.db.execute(sql`
        delete from rate_limit_events
        where id = (select id from rate_limit_events where bucket = ${bucket} order by at desc, id desc limit 1)`);
    },

    async close() {},
  };
}

/** Deletes events no rule counts any more, a bounded batch per round. */
export function rateLimitCleanupJob(clock: Clock, batchSize = 10_000): Job {
  return {
    name: 'rate-limit-cleanup',
    async run(db: Db) {
      const before = new Date(clock.now().getTime() - MAX_RATE_LIMIT_WINDOW_MS).toISOString();
      const deleted = await queryRows<{ id: number }>(
        db,
        sql`delete from rate_limit_events where id in (select id from rate_limit_events where at < ${before} limit ${batchSize}) returning id`,
      );
      return deleted.length;
    },
  };
}
