import { type FavoriteCard } from '../../../domain/listing-schemas';
import { listingTexts } from '../../../domain/listings';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../platform/http/app-error';
import { toIsoString, toListingCard } from '../listings';
import { deleteFavorite, findFavoriteCards, insertFavorite, isFavoritable } from './queries';

type FavoriteDeps = Pick<AppDeps, 'db' | 'clock' | 'storage'>;

export async function listFavorites(deps: FavoriteDeps, userId: string): Promise<FavoriteCard[]> {
  const rows = await findFavoriteCards(deps.db, userId);
  return rows.map((row) => ({ ...toListingCard(row, deps.storage), favorited_at: toIsoString(row.favorited_at) }));
}

/** Idempotent; only active, non-deleted listings can be saved. */
export async function addFavorite(deps: FavoriteDeps, userId: string, listingId: string): Promise<void> {
  if (!(await isFavoritable(deps.db, listingId))) throw notFound(listingTexts.notFound);
  await insertFavorite(deps.db, userId, listingId, deps.clock.now().toISOString());
}

/** Idempotent: removing a favorite that is not there is fine. */
export async function removeFavorite(deps: FavoriteDeps, userId: string, listingId: string): Promise<void> {
  await deleteFavorite(deps.db, userId, listingId);
}
