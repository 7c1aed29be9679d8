import type { CategoryGroup } from '../../../../domain/categories';
import { FEED_PAGE_SIZE } from '../../../../domain/feed-page';

/** GET /api/feed's path for a page of the feed. Light on purpose: the entry script asks for the first page early. */
export function feedPath(groups: readonly CategoryGroup[], cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (groups.length) params.set('groups', groups.join(','));
  if (cursor) params.set('cursor', cursor);
  return `/api/feed?${params.toString()}`;
}
