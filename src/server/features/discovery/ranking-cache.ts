import { LRUCache } from 'lru-cache';

/**
 * A short-lived, per-instance cache of rankings (ordered listing ids with their sort keys), never of
 * listing data: cards are always read fresh, and the card query drops listings that were deactivated or
 * deleted since, so those vanish at once. New listings and rating changes reach the order within the TTL.
 * Several app instances each keep their own; nothing depends on it being shared.
 */
export function createRankingCache<V extends object>(options: { max: number; ttlMs: number }) {
  if (options.ttlMs <= 0) {
    return { get: (_key: string, compute: () => Promise<V>) => compute(), clear() {} };
  }
  const cache = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
  const inFlight = new Map<string, Promise<V>>();

  return {
    /** The cached value, or the one `compute` gives (concurrent misses for one key share one computation). */
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = compute()
        .then((value) => {
          cache.set(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    clear() {
      cache.clear();
    },
  };
}

export type RankingCache<V extends object> = ReturnType<typeof createRankingCache<V>>;
