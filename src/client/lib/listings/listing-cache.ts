import type { QueryClient, QueryKey } from '@tanstack/react-query';

type ListingPatch = Partial<{ is_favorite: boolean; status: 'active' | 'inactive' }>;
export type CacheSnapshot = [QueryKey, unknown][];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns `value` with every listing object (anything carrying this `listing_id`) patched, keeping
 * untouched branches by reference. Works on any cached shape: cards, lists, infinite pages, details.
 */
export function patchListingDeep<T>(value: T, listingId: string, patch: ListingPatch): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const patched = patchListingDeep(item, listingId, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : value) as T;
  }
  if (!isRecord(value)) return value;
  if (value.listing_id === listingId) {
    const keys = Object.keys(patch) as (keyof ListingPatch)[];
    const needed = keys.some((key) => key in value && value[key] !== patch[key]);
    if (!needed) return value;
    const next: Record<string, unknown> = { ...value };
    for (const key of keys) if (key in value) next[key] = patch[key];
    return next as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const patched = patchListingDeep(child, listingId, patch);
    if (patched !== child) changed = true;
    next[key] = patched;
  }
  return (changed ? next : value) as T;
}

/** Patch a listing in every cached query (feed, search, favorites, grids, detail); returns what to restore. */
export function patchListingEverywhere(queryClient: QueryClient, listingId: string, patch: ListingPatch): CacheSnapshot {
  const snapshot: CacheSnapshot = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchListingDeep(data, listingId, patch);
    if (next !== data) {
      snapshot.push([query.queryKey, data]);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return snapshot;
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Listing-bearing queries other features own (feed, search) plus ours; session and notifications are left alone. */
export function invalidateListingQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return root !== 'auth' && root !== 'notifications' && root !== 'profiles';
    },
  });
}
