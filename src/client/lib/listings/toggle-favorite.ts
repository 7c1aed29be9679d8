import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api';
import { patchListingEverywhere, restoreSnapshot, type CacheSnapshot } from '@/lib/listings/listing-cache';
import { favoriteKeys } from '@/lib/listings/favorite-keys';

export type ToggleFavoriteInput = { listingId: string; isFavorited: boolean };

/** Spec §7: the toggle takes {listingId, isFavorited} (the state before the click). */
export function toggleFavorite({ listingId, isFavorited }: ToggleFavoriteInput): Promise<void> {
  const path = `/api/favorites/${encodeURIComponent(listingId)}`;
  return isFavorited ? api.delete<void>(path) : api.put<void>(path, {});
}

/** Optimistic in every cached grid and detail; reverted with a toast when the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, ToggleFavoriteInput, CacheSnapshot>({
    mutationFn: toggleFavorite,
    onMutate: async ({ listingId, isFavorited }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.all });
      return patchListingEverywhere(queryClient, listingId, { is_favorite: !isFavorited });
    },
    onError: (_error, _input, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
    },
    meta: {
      errorToast: (_error, input) => ({
        title: (input as ToggleFavoriteInput).isFavorited ? 'Could not remove from favorites' : 'Could not add to favorites',
      }),
    },
    onSuccess: (_data, { isFavorited }) => {
      if (isFavorited) toast('Removed from favorites');
      else toast.success('Added to favorites');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
