import type { FavoriteCard } from '../../../../domain/listing-schemas';

export type FavoriteSort = 'recent' | 'price-low' | 'price-high';

export const favoriteSortLabels: Record<FavoriteSort, string> = {
  recent: 'Recently added',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
};

export function isFavoriteSort(value: string | null): value is FavoriteSort {
  return value === 'recent' || value === 'price-low' || value === 'price-high';
}

/** Search by title or category (case-insensitive), then sort by recent / daily price. */
export function filterFavorites(favorites: readonly FavoriteCard[], search: string, sort: FavoriteSort): FavoriteCard[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = needle
    ? favorites.filter(
        (item) => item.title.toLocaleLowerCase().includes(needle) || item.category.toLocaleLowerCase().includes(needle),
      )
    : [...favorites];
  const byRecent = (a: FavoriteCard, b: FavoriteCard) => (a.favorited_at < b.favorited_at ? 1 : a.favorited_at > b.favorited_at ? -1 : 0);
  if (sort === 'price-low') return matches.sort((a, b) => a.price_per_day - b.price_per_day || byRecent(a, b));
  if (sort === 'price-high') return matches.sort((a, b) => b.price_per_day - a.price_per_day || byRecent(a, b));
  return matches.sort(byRecent);
}
