import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCard } from '../../../../domain/listing-schemas';
import { api } from '../../../lib/api';
import { favoriteKeys } from '@/lib/listings/favorite-keys';

export function getFavorites(signal?: AbortSignal): Promise<{ favorites: FavoriteCard[] }> {
  return api.get<{ favorites: FavoriteCard[] }>('/api/favorites', { signal });
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => getFavorites(signal),
    refetchOnMount: true,
  });

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
