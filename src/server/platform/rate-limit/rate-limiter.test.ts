import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { isRedisAvailable, testRedisUrl } from '../../test/test-redis';
import { ManualClock } from '../clock';
import { createPostgresRateLimiter, rateLimitCleanupJob } from './postgres-rate-limiter';
import { bucketOf, type RateLimiter, rateLimitRule } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const MINUTE = 60 * 1000;
const rule = rateLimitRule({ name: 'test-rule', limit: 3, windowMs: 10 * MINUTE });
const otherRule = rateLimitRule({ name: 'test-other', limit: 1, windowMs: MINUTE });

const redisAvailable = await isRedisAvailable();
const redisUrl = testRedisUrl;

/** The same behaviour from every store; two limiters stand for two app instances sharing it. */
function contract(name: string, open: (clock: ManualClock) => [RateLimiter, RateLimiter], skip = false) {
  describe.skipIf(skip)(`${name} rate limiter`, () => {
    const clock = new ManualClock(new Date('2030-05-01T10:00:00Z'));
    let a: RateLimiter;
    let b: RateLimiter;
    beforeAll(() => {
      [a, b] = open(clock);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });
    const key = () => `key-${randomBytes(4).toString('hex')}`;

    it('allows the limit within the window across instances, then refuses until the oldest event leaves it', async () => {
      const k = key();
      expect(await a.consume(rule, k)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
      clock.advance(MINUTE);
      expect((await b.consume(rule, k)).remaining).toBe(1);
      expect((await a.consume(rule, k)).remaining).toBe(0);
      const refused = await b.consume(rule, k);
      expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 9 * MINUTE });
      // A refusal counts nothing: the window slides on the counted events only.
      clock.advance(9 * MINUTE);
      expect((await a.consume(rule, k)).allowed).toBe(true);
      expect((await b.consume(rule, k)).allowed).toBe(false);
    });

    it('keeps keys and rules apart', async () => {
      const k = key();
      expect((await a.consume(otherRule, k)).allowed).toBe(true);
      expect((await a.consume(otherRule, k)).allowed).toBe(false);
      expect((await a.consume(otherRule, key())).allowed).toBe(true);
      expect((await b.consume(rule, k)).allowed).toBe(true);
    });

    it('takes back the newest event on refund', async () => {
      const k = key();
      await a.consume(otherRule, k);
      await b.refund(otherRule, k);
      expect((await a.consume(otherRule, k)).allowed).toBe(true);
      await a.refund(otherRule, key()); // nothing to take back: fine
    });

    it('lets exactly the limit through when events arrive at once on both instances', async () => {
      const k = key();
      const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).consume(rule, k)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(rule.limit);
    });
  });
}

describe('rate limit rules', () => {
  it('refuse a bad name, limit or window', () => {
    expect(() => rateLimitRule({ name: 'Sign In', limit: 1, windowMs: 1000 })).toThrow(/kebab-case/);
    expect(() => rateLimitRule({ name: 'x', limit: 0, windowMs: 1000 })).toThrow(/limit/);
    expect(() => rateLimitRule({ name: 'x', limit: 1, windowMs: 2 * 24 * 60 * MINUTE })).toThrow(/window/);
  });

  it('store a hash of the key, never the key', () => {
    expect(bucketOf(rule, 'someone@example.com')).toMatch(/^test-rule:[A-Za-z0-9_-]{22}$/);
    expect(bucketOf(rule, 'someone@example.com')).not.toContain('someone');
  });
});

describe('PostgreSQL store', () => {
  const ctx = useTestApp();
  contract('PostgreSQL', (clock) => [createPostgresRateLimiter({ db: ctx().db, clock }), createPostgresRateLimiter({ db: ctx().db, clock })]);

  it('cleans up events older than a day in bounded batches', async () => {
    const clock = new ManualClock(new Date('2031-01-01T00:00:00Z'));
    const limiter = createPostgresRateLimiter({ db: ctx().db, clock });
    await ctx().db.execute(sql`delete from rate_limit_events`);
    for (let i = 0; i < 3; i++) await limiter.consume(rule, `cleanup-${i}`);
    clock.advance(24 * 60 * MINUTE + 1000);
    await limiter.consume(rule, 'cleanup-recent');
    const job = rateLimitCleanupJob(clock, 2);
    expect(await job.run(ctx().db)).toBe(2);
    expect(await job.run(ctx().db)).toBe(1);
    const left = await queryRows<{ bucket: string }>(ctx().db, sql`select bucket from rate_limit_events`);
    expect(left.map((row) => row.bucket)).toEqual([bucketOf(rule, 'cleanup-recent')]);
  });
});

describe('Redis store', () => {
  const prefix = `gearloop-test:${randomBytes(4).toString('hex')}:`;
  contract(
    'Redis',
    (clock) => [createRedisRateLimiter({ url: redisUrl, clock, prefix }), createRedisRateLimiter({ url: redisUrl, clock, prefix })],
    !redisAvailable,
  );

  it.skipIf(!redisAvailable)('answers 503 when Redis cannot be reached', async () => {
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', clock: new ManualClock(new Date()), prefix });
    await expect(limiter.consume(rule, 'k')).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    await limiter.close();
  });
});
