import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRankingCache } from './ranking-cache';

describe('ranking cache', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once for concurrent misses and reuses the value within the TTL', async () => {
    const cache = createRankingCache<{ n: number }>({ max: 10, ttlMs: 1000 });
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('serves the old value past the TTL while computing the new one, then the new one', async () => {
    vi.useFakeTimers();
    const cache = createRankingCache<{ n: number }>({ max: 10, ttlMs: 1000 });
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    await cache.get('k', compute);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(await cache.get('k', compute)).toEqual({ n: 2 });
  });

  it('computes every time when turned off', async () => {
    const cache = createRankingCache<{ n: number }>({ max: 10, ttlMs: 0 });
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    await cache.get('k', compute);
    await cache.get('k', compute);
    expect(calls).toBe(2);
  });
});
