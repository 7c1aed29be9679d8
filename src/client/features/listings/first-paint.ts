import type { PageAnswer } from '@/lib/first-paint-data';
import { listingApiPath } from '@/lib/listings/listing-paths';
import { listingCalendarKey, listingDetailKey } from '@/lib/listings/listing-queries';

/** What /listing/{id} reads, for the server's first paint (app/first-paint): the listing and its calendar. */
export function listingPageAnswers(listingId: string, viewer: string): PageAnswer[] {
  const path = listingApiPath(listingId);
  return [
    { path, key: listingDetailKey(listingId, viewer) },
    { path: `${path}/calendar`, key: listingCalendarKey(listingId, viewer) },
  ];
}
