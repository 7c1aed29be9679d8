import { asFirstPage, type PageAnswer } from '@/lib/first-paint-data';
import { feedPath } from './api/feed-path';
import { searchPath } from './api/search-listings';
import { groupsFromSearchParams } from './lib/groups';
import { apiSearchParams } from './lib/search-params';
import { discoveryKeys } from './query-keys';

/** What / and /explore read, for the server's first paint (app/first-paint): the feed's first page for the URL's chips. */
export function explorePageAnswers(params: URLSearchParams, viewer: string): PageAnswer[] {
  const groups = groupsFromSearchParams(params);
  return [{ path: feedPath(groups, null), key: discoveryKeys.feed(viewer, groups), toQueryData: asFirstPage }];
}

/** What /search reads: the first page of results for the URL's search, as the page asks for it (`apiSearchParams`). */
export function searchPageAnswers(params: URLSearchParams, viewer: string): PageAnswer[] {
  const query = apiSearchParams(params).toString();
  return [{ path: searchPath(query, null), key: discoveryKeys.search(viewer, query), toQueryData: asFirstPage }];
}
