import { RotateCw, Search, SearchX, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { activeFilterCount, filterFromSearchParams, MAX_QUERY_LENGTH, searchParamsFromFilter, searchSorts, type SearchFilter } from '../../../../domain/search';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageState } from '../../../components/ui/page-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListingGridSkeleton } from '@/components/listings/listing-grid';
import { useSearchListings } from '../api/search-listings';
import { ActiveFilters } from '../components/active-filters';
import { LoadMore } from '../components/load-more';
import { LazySearchDialog as SearchDialog } from '../components/lazy-search-dialog';
import { SearchResultsGrid } from '../components/search-results-grid';
import { saveLastSearch } from '../lib/last-search';
import { apiSearchParams, categoryFromSearchParams, formatResultCount, sortFromSearchParams, withParam } from '../lib/search-params';
import { useViewer } from '@/lib/session/use-viewer';

const searchPageTexts = {
  badFiltersTitle: 'These filters don’t work together',
  // A refused search shows no API wording (e.g. "minPrice must be at least 0"): the page's own reading of the link is used.
  badFilters: 'Some settings in this search link can’t be used. Clear the filters to start a new search.',
} as const;

/** /search: the URL is the state (q, filters, sort); reload and back/forward show the same results. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearchParams(searchParams);
  const sort = sortFromSearchParams(searchParams);
  const category = categoryFromSearchParams(searchParams);
  const q = filter.what.trim();
  useDocumentTitle(q ? `Results for "${shorten(q, 60)}"` : 'Search');

  const viewer = useViewer();
  const results = useSearchListings(viewer, apiSearchParams(searchParams).toString());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = { q: useId(), sort: useId() };

  const first = results.data?.pages[0];
  const listings = results.data?.pages.flatMap((page) => page.listings) ?? [];
  const filterCount = activeFilterCount(filter, category);

  const submitText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    saveLastSearch({ ...filter, what: text });
    setSearchParams(withParam(searchParams, 'q', text || null));
  };

  const applyFilters = (next: SearchFilter) => {
    saveLastSearch(next);
    const params = searchParamsFromFilter(next);
    if (category) params.set('category', category);
    if (sort !== 'relevance') params.set('sort', sort);
    setSearchParams(params);
  };

  /** Everything but the text and the sort goes. */
  const clearFilters = () => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (sort !== 'relevance') params.set('sort', sort);
    setSearchParams(params);
  };
  const hasFilters = filterCount > 0;

  return (
    <div className="space-y-5">
      <form role="search" onSubmit={submitText} className="flex gap-2" aria-label="Search listings">
        <Label htmlFor={ids.q} className="sr-only">
          What are you looking for?
        </Label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          {/* Keyed by the URL's text: back/forward puts the right words back in the box. */}
          <Input key={q} id={ids.q} name="q" type="search" defaultValue={q} placeholder="e.g. camera, bike, tools..." maxLength={MAX_QUERY_LENGTH} className="h-11 ps-9" />
        </div>
        <Button type="submit" className="h-11">
          Search
        </Button>
      </form>

      <div className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          <div className="min-w-0">
            <h1 className="line-clamp-2 wrap-anywhere text-2xl font-bold tracking-tight text-slate-900" title={q || undefined}>
              {q ? `Results for "${q}"` : 'All Listings'}
            </h1>
            <div className="mt-0.5 min-h-5 text-sm text-slate-600" aria-live="polite">
              {first ? formatResultCount(first.total, first.total_capped) : results.isError ? '' : <Skeleton className="inline-block h-4 w-28 align-middle" />}
            </div>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:flex-nowrap">
            <Button variant="outline" className="relative h-10" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {filterCount ? (
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold leading-none text-white">
                  {filterCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </Button>
            {/* On a phone the select's text is larger: it takes a row of its own rather than cut its longest option. */}
            <div className="flex min-w-56 flex-1 items-center gap-2 sm:min-w-0 sm:flex-none">
              <Label htmlFor={ids.sort} className="shrink-0 text-slate-600 max-sm:sr-only">
                Sort by
              </Label>
              <NativeSelect
                id={ids.sort}
                value={sort}
                onChange={(event) => setSearchParams(withParam(searchParams, 'sort', event.target.value === 'relevance' ? null : event.target.value))}
                className="min-w-0 flex-1 sm:w-48"
              >
                {searchSorts.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
        <ActiveFilters filter={filter} category={category} />
        {sort === 'distance' && first ? (
          <p className="text-sm text-slate-600">
            {first.distance_origin
              ? `Distances from ${first.distance_origin.label}`
              : 'Add a location to your search (or your profile) to sort by distance.'}
          </p>
        ) : null}
      </div>

      {results.isPending ? (
        <ListingGridSkeleton count={8} />
      ) : results.isError && listings.length === 0 ? (
        <PageState
          tone="error"
          icon={TriangleAlert}
          title={isApiError(results.error, 400) ? searchPageTexts.badFiltersTitle : 'Couldn’t load results'}
          description={isApiError(results.error, 400) ? searchPageTexts.badFilters : errorMessage(results.error)}
          action={
            isApiError(results.error, 400) ? (
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void results.refetch()} pending={results.isRefetching}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            )
          }
        />
      ) : listings.length === 0 ? (
        <PageState
          icon={SearchX}
          title="No items found"
          description={hasFilters ? 'Nothing matches all of these filters. Try fewer filters or other dates.' : 'Try other words, or browse everything.'}
          action={
            <Button variant="outline" onClick={hasFilters ? clearFilters : () => setSearchParams(new URLSearchParams())}>
              {hasFilters ? 'Clear Filters' : 'Browse Everything'}
            </Button>
          }
        />
      ) : (
        <div aria-busy={results.isPlaceholderData || undefined} className={cn('space-y-4 transition-opacity', results.isPlaceholderData && 'opacity-60')}>
          {/* The cards' titles are h3: this keeps the heading levels in order under the page's h1. */}
          <h2 className="sr-only">Search results</h2>
          <SearchResultsGrid listings={listings} showDistance={sort === 'distance'} />
          <LoadMore
            hasNextPage={results.hasNextPage}
            isFetchingNextPage={results.isFetchingNextPage}
            failed={results.isFetchNextPageError}
            onLoadMore={() => void results.fetchNextPage()}
          />
        </div>
      )}

      <SearchDialog
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        initialFilter={filter}
        category={category}
        defaultSections={['filters']}
        onSearch={applyFilters}
      />
    </div>
  );
}

/** A long query shortened for the tab title (the heading clamps itself to two lines). */
function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
