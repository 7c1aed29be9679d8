import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../http/app-error';

/**
 * The rate-limit port: "at most `limit` events per `windowMs` for one key" (a sliding window). Counters live
 * where every app instance sees them: PostgreSQL by default, Redis when REDIS_URL is set.
 */
export interface RateLimitRule {
  /** Part of the stored counter's name: keep it stable across releases. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Events still allowed in the window after this one. */
  remaining: number;
  /** When refused: how long until the oldest counted event leaves the window. 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /**
   * Counts one event for `key` if fewer than `rule.limit` were counted in the last `rule.windowMs`, atomically
   * across instances; otherwise refuses and counts nothing.
   */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
  /** Takes back the newest counted event (an attempt that turned out to be fine). */
  refund(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counted events are kept at most this long: no rule may have a longer window. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function rateLimitRule(rule: RateLimitRule): RateLimitRule {
  if (!/^[a-z0-9-]+$/.test(rule.name)) throw new Error(`Rate limit name must be kebab-case: ${rule.name}`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`Rate limit ${rule.name}: limit must be a positive integer`);
  if (!(rule.windowMs > 0 && rule.windowMs <= MAX_RATE_LIMIT_WINDOW_MS)) throw new Error(`Rate limit ${rule.name}: window must be within a day`);
  return rule;
}

/** The stored counter's name: the rule and a hash of the key, so e-mails and client addresses are not stored. */
export function bucketOf(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

/** Counts the event, or throws a 429 (with Retry-After) carrying `message`. */
export async function consumeOrThrow(limiter: RateLimiter, rule: RateLimitRule, key: string, message: string): Promise<void> {
  const decision = await limiter.consume(rule, key);
  if (!decision.allowed) throw new TooManyRequestsError(message, decision.retryAfterMs);
}
