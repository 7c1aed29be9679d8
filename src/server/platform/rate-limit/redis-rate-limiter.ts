import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import { bucketOf, type RateLimiter } from './rate-limiter';
import { errorCodes } from '../../../domain/api-error';

/**
 * A sorted set per bucket (score = event time in ms). One Lua script trims the window, counts and adds, so
 * "count, then add if under the limit" is atomic for every instance using the same Redis.
 * KEYS[1] bucket; ARGV now, window, limit, member. Returns {allowed, count, retryAfterMs}.
 */
const CONSUME = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, count + 1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, count, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
`;

const unavailable = () => new AppError(errorCodes.serviceUnavailable, 503, 'The service is temporarily unavailable. Please try again in a moment.');

export function createRedisRateLimiter(deps: { url: string; clock: Clock; prefix?: string; log?: FastifyBaseLogger }): RateLimiter {
  const prefix = deps.prefix ?? 'gearloop:rate-limit:';
  // Fail fast rather than queue requests while Redis is away: the request gets a 503, not a hang.
  const redis = new Redis(deps.url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
  // ioredis reconnects by itself; without a listener it would print every failed attempt.
  redis.on('error', (error: Error) => deps.log?.warn({ err: error }, 'rate limiter: Redis unavailable'));
  const call = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw Object.assign(unavailable(), { cause: error });
    }
  };

  return {
    async consume(rule, key) {
      const now = deps.clock.now().getTime();
      const member = `${now}-${randomBytes(6).toString('hex')}`;
      const [allowed, count, retryAfterMs] = (await call(() =>
        redis.eval(CONSUME, 1, prefix + bucketOf(rule, key), now, rule.windowMs, rule.limit, member),
      )) as [number, number, number];
      return allowed === 1
        ? { allowed: true, remaining: rule.limit - count, retryAfterMs: 0 }
        : { allowed: false, remaining: 0, retryAfterMs: Math.max(0, retryAfterMs) };
    },

    async refund(rule, key) {
      await call(() => redis.zpopmax(prefix + bucketOf(rule, key)));
    },

    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
