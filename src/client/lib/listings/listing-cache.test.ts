import { describe, expect, it } from 'vitest';
import { patchListingDeep } from '@/lib/listings/listing-cache';

describe('patchListingDeep', () => {
  it('patches every copy of a listing and keeps untouched branches by reference', () => {
    const other = { listing_id: 'b', is_favorite: false };
    const data = { pages: [{ items: [{ listing_id: 'a', is_favorite: false }, other] }], meta: { total: 2 } };
    const next = patchListingDeep(data, 'a', { is_favorite: true });
    expect(next.pages[0]!.items[0]).toEqual({ listing_id: 'a', is_favorite: true });
    expect(next.pages[0]!.items[1]).toBe(other);
    expect(next.meta).toBe(data.meta);
    expect(patchListingDeep(data, 'zzz', { is_favorite: true })).toBe(data);
  });
});
