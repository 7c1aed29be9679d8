import { sql } from 'drizzle-orm';
import type { ListingCard } from '../../../domain/listings';
import type { ListingDeps } from '../listings/access';
import { queryListingCards, toListingCard } from '../listings/card-query';

/**
 * Cards for ranked ids, in the ranked order. The card query re-applies `status = 'active'`, so a listing
 * deactivated a moment ago never shows, whatever ranked it.
 */
export async function cardsInOrder(deps: ListingDeps, ids: readonly string[], viewerId: string | null): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryListingCards(deps.db, {
    viewerId,
    where: sql`l.status = 'active' and l.id = any(${`{${ids.join(',')}}`}::uuid[])`,
    limit: ids.length,
  });
  const byId = new Map(rows.map((row) => [row.listing_id, toListingCard(row, deps.storage)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
