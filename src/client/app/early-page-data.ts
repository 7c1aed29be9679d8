import { FIRST_ROW_CARDS } from '../components/listings/first-row';
import { feedPath } from '../features/discovery/api/feed-path';
import { startEarlyGet } from '../lib/early-get';
import { listingApiPath } from '../lib/listings/listing-paths';
import { firstCardPhotos, mainListingPhoto, preloadPhotos } from '../lib/preload-photos';
import { SESSION_PATH } from '../lib/session/query-keys';

/**
 * What the first page reads from the API, asked for by the entry script (main.tsx) before the page's code has loaded,
 * so the answers come while the chunks download: every page's session; the home page's first page of the feed; a
 * listing page's listing — and with those two, the photos the page paints first.
 */
export function startEarlyPageData(pathname: string, search: string): void {
  startEarlyGet(SESSION_PATH);
  if ((pathname === '/' || pathname === '/explore') && !search) {
    preloadPhotos(startEarlyGet(feedPath([], null)), firstCardPhotos(FIRST_ROW_CARDS));
  }
  const listingId = listingPageId(pathname);
  if (listingId) preloadPhotos(startEarlyGet(listingApiPath(listingId)), mainListingPhoto);
}

/** The id in /listing/{id} (the listing page's route, features/listings/routes.tsx), decoded as the router decodes it. */
export function listingPageId(pathname: string): string | null {
  const match = /^\/listing\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed address: the page shows its error without an early request
  }
}
