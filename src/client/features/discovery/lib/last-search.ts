import { emptySearchFilter, filterFromSearchParams, searchParamsFromFilter, type SearchFilter } from '../../../../domain/search';
import { safeSessionStorage } from '../../../lib/safe-storage';

const KEY = 'gearloop.lastSearch';

/** The last search of this tab: the explore bar shows its what-text and the dialog opens with it. */
export function loadLastSearch(): SearchFilter {
  const saved = safeSessionStorage.get(KEY);
  return saved === null ? emptySearchFilter : filterFromSearchParams(new URLSearchParams(saved));
}

export function saveLastSearch(filter: SearchFilter): void {
  safeSessionStorage.set(KEY, searchParamsFromFilter(filter).toString());
}
