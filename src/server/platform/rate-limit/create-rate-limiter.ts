import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { createPostgresRateLimiter } from './postgres-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/** Redis when REDIS_URL is set, else the database every instance shares. */
export function createRateLimiter(deps: { redisUrl: string | undefined; db: Db; clock: Clock; log: FastifyBaseLogger }): RateLimiter {
  return deps.redisUrl ? createRedisRateLimiter({ url: deps.redisUrl, clock: deps.clock, log: deps.log }) : createPostgresRateLimiter(deps);
}
