import { LRUCache } from 'lru-cache';

/**
 * Search texts whose probe lately found more full-text matches than the text-first path takes (decision 0045): a hint
 * that lets the next search with the same words go straight to the common path, never a result. The common path gives
 * the exact page and count for any number of matches; a hint gone stale (the word's listings since removed) would skip
 * only the corrections of a word with too few matches, so a hinted search with few matches probes after all
 * (search-plan.ts rankSearch). Per instance; nothing depends on it being shared.
 */
export function createCommonTexts(options: { max: number; ttlMs: number }) {
  const remembered = new LRUCache<string, true>({ max: options.max, ttl: options.ttlMs });
  return {
    has: (text: string) => remembered.has(text),
    add: (text: string) => void remembered.set(text, true),
    delete: (text: string) => void remembered.delete(text),
  };
}
export type CommonTexts = ReturnType<typeof createCommonTexts>;
