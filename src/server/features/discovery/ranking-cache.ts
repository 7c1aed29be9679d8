import { LRUCache } from 'lru-cache';

/**
 * A short-lived, per-instance cache of rankings (ordered listing ids with their sort keys), never of
 * listing data: cards are always read fresh, and the card query drops listings that were deactivated or
 * deleted since, so those vanish at once. New listings and rating changes reach the order within the TTL.
 * Past the TTL, the old ranking is still served while one request computes the new one in the background
 * (for at most one more TTL), so nobody waits for a recomputation once a key is warm.
 * Several app instances each keep their own; nothing depends on it being shared.
 */
export function createRankingCache<V extends object>(options: { max: number; ttlMs: number }) {
  if (options.ttlMs <= 0) {
    return { get: (_key: string, compute: () => Promise<V>) => compute(), clear() {} };
  }
  const cache = new LRUCache<string, { value: V; freshUntil: number }>({ max: options.max, ttl: options.ttlMs * 2, ttlAutopurge: false });
  const inFlight = new Map<string, Promise<V>>();

  function refresh(key: string, compute: () => Promise<V>): Promise<V> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = compute()
      .then((value) => {
        cache.set(key, { value, freshUntil: Date.now() + options.ttlMs });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    /** The cached value, or the one `compute` gives (concurrent misses for one key share one computation). */
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const entry = cache.get(key);
      if (!entry) return refresh(key, compute);
      if (Date.now() >= entry.freshUntil) {
        // Serve the previous ranking; a failed refresh leaves it to expire and be computed again.
        refresh(key, compute).catch(() => undefined);
      }
      return entry.value;
    },
    clear() {
      cache.clear();
    },
  };
}

export type RankingCache<V extends object> = ReturnType<typeof createRankingCache<V>>;
