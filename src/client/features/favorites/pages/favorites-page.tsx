import { Heart, RefreshCw, Search, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { PageState } from '../../../components/ui/page-state';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListingGrid, ListingGridSkeleton } from '@/components/listings/listing-grid';
import { useFavorites } from '../api/get-favorites';
import { favoriteSortLabels, filterFavorites, isFavoriteSort, type FavoriteSort } from '../lib/filter-favorites';

/** /favorites — search by title or category, sort recent / price, hearts toggle in place. */
export function FavoritesPage() {
  useDocumentTitle('Favorites');
  const favorites = useFavorites();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: FavoriteSort = isFavoriteSort(sortParam) ? sortParam : 'recent';

  const update = (next: { q?: string; sort?: FavoriteSort }) => {
    const merged = new URLSearchParams(params);
    const q = next.q ?? search;
    const s = next.sort ?? sort;
    if (q) merged.set('q', q);
    else merged.delete('q');
    if (s !== 'recent') merged.set('sort', s);
    else merged.delete('sort');
    setParams(merged, { replace: true });
  };

  // An unfavorited card leaves the list at once (optimistic); an error puts it back.
  const current = useMemo(() => (favorites.data?.favorites ?? []).filter((item) => item.is_favorite), [favorites.data]);
  const shown = useMemo(() => filterFavorites(current, search, sort), [current, search, sort]);

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Favorites</h1>
        <p className="mt-1 text-sm text-slate-600">Gear you've saved for later.</p>
      </div>

      {favorites.isPending ? (
        <ListingGridSkeleton count={4} />
      ) : favorites.isError ? (
        <PageState
          tone="error"
          icon={RefreshCw}
          title="Couldn't load your favorites"
          description={errorMessage(favorites.error)}
          action={
            <Button variant="outline" onClick={() => void favorites.refetch()} pending={favorites.isFetching}>
              Try again
            </Button>
          }
        />
      ) : current.length === 0 ? (
        <PageState
          icon={Heart}
          title="No favorites yet"
          description="Tap the heart on any listing to save it here."
          action={
            <Button asChild>
              <Link to="/explore">Browse Items</Link>
            </Button>
          }
        />
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <Input
                type="search"
                value={search}
                onChange={(event) => update({ q: event.target.value })}
                placeholder="Search by title or category"
                aria-label="Search favorites"
                className="ps-9"
              />
            </div>
            <NativeSelect
              value={sort}
              onChange={(event) => update({ sort: isFavoriteSort(event.target.value) ? event.target.value : 'recent' })}
              aria-label="Sort favorites"
              className="sm:w-56"
            >
              {(Object.keys(favoriteSortLabels) as FavoriteSort[]).map((value) => (
                <option key={value} value={value}>
                  {favoriteSortLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'item' : 'items'}
          </p>
          {shown.length === 0 ? (
            <PageState
              icon={SearchX}
              title="No favorites found"
              description={`Nothing in your favorites matches “${search}”.`}
              action={
                <Button variant="outline" onClick={() => update({ q: '' })}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <>
              <h2 className="sr-only">Favorite listings</h2>
              <ListingGrid listings={shown} aria-label="Favorite listings" />
            </>
          )}
        </>
      )}
    </div>
  );
}
