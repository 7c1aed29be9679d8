import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, listings } from '../../db/schema';
import { type ListingCardRow, queryListingCards } from '../listings';

const FAVORITES_LIMIT = 500;

/** The user's favorites as listing cards (active, not deleted listings only), newest favorite first. */
export async function findFavoriteCards(db: Db, userId: string): Promise<(ListingCardRow & { favorited_at: string | Date })[]> {
  return queryListingCards<{ favorited_at: string | Date }>(db, {
    viewerId: userId,
    joins: sql`join favorites f on f.listing_id = l.id and f.user_id = ${userId}`,
    extraColumns: sql`, f.created_at as favorited_at`,
    where: sql`l.status = 'active'`,
    orderBy: sql`f.created_at desc, f.id`,
    limit: FAVORITES_LIMIT,
  });
}

export async function isFavoritable(db: Db, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'active'), isNull(listings.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertFavorite(db: Db, userId: string, listingId: string, createdAt: string): Promise<void> {
  await db.insert(favorites).values({ userId, listingId, createdAt }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, userId: string, listingId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}
