import { useMemo, useSyncExternalStore } from 'react';
import { emptySearchFilter, filterFromSearchParams, searchParamsFromFilter, type SearchFilter } from '../../../../domain/search';
import { safeSessionStorage } from '../../../lib/safe-storage';

const KEY = 'gearloop.lastSearch';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toFilter(saved: string | null): SearchFilter {
  return saved === null ? emptySearchFilter : filterFromSearchParams(new URLSearchParams(saved));
}

/**
 * The last search of this tab: the explore bar shows its what-text and the dialog opens with it. None while a page the
 * server drew is hydrated (the server cannot know it), the tab's own right after.
 */
export function useLastSearch(): SearchFilter {
  const saved = useSyncExternalStore(subscribe, () => safeSessionStorage.get(KEY), () => null);
  return useMemo(() => toFilter(saved), [saved]);
}

export function saveLastSearch(filter: SearchFilter): void {
  safeSessionStorage.set(KEY, searchParamsFromFilter(filter).toString());
  for (const listener of listeners) listener();
}
