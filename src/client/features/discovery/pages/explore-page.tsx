import { PackageSearch, Plus, RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CategoryGroup } from '../../../../domain/categories';
import { searchUrl } from '../../../../domain/search';
import { Button } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { ListingGrid, ListingGridSkeleton } from '@/components/listings/listing-grid';
import { useFeed } from '../api/get-feed';
import { CategoryChips } from '../components/category-chips';
import { LoadMore } from '../components/load-more';
import { SearchBar } from '../components/search-bar';
import { LazySearchDialog as SearchDialog } from '../components/lazy-search-dialog';
import { groupsFromSearchParams, searchParamsWithGroups, toggleGroup } from '../lib/groups';
import { saveLastSearch, useLastSearch } from '../lib/last-search';
import { useViewer } from '@/lib/session/use-viewer';

/** / and /explore: search bar, category-group chips (?groups=), and the ranked feed, page after page. */
export function ExplorePage() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(pathname === '/' ? undefined : 'Explore');
  const [searchParams, setSearchParams] = useSearchParams();
  const groups = groupsFromSearchParams(searchParams);
  const viewer = useViewer();
  const feed = useFeed(viewer, groups);
  const [dialogOpen, setDialogOpen] = useState(false);
  const lastSearch = useLastSearch();

  const setGroups = (next: CategoryGroup[]) =>
    setSearchParams(searchParamsWithGroups(searchParams, next), { preventScrollReset: true });

  const listings = feed.data?.pages.flatMap((page) => page.listings) ?? [];
  const personalized = feed.data?.pages[0]?.personalized ?? false;

  return (
    <div className="space-y-5 sm:space-y-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-5 py-7 text-white shadow-sm sm:px-10 sm:py-12">
        <div aria-hidden="true" className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-24 end-24 size-56 rounded-full bg-teal-300/15" />
        <div className="relative max-w-xl">
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-100 sm:text-sm">Rent, try, buy</p>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-4xl">Gear from people near you, by the day.</h1>
          <p className="mt-2 text-sm text-brand-50/90 sm:mt-3 sm:text-base">
            Cameras, bikes, camping kit and more — rent what you need, try before you buy, and earn from gear you're not using.
          </p>
          {auth.status === 'signed-out' ? (
            <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
              <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
                <Link to="/signup">Join Gearloop</Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                <Link to="/login">Log In</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </section>

      <div className="sticky top-16 z-[15] -mx-4 space-y-3 border-b border-slate-200/70 bg-slate-50/95 px-4 pb-3 pt-3 backdrop-blur sm:-mx-6 sm:px-6">
        <SearchBar what={lastSearch.what} onOpen={() => setDialogOpen(true)} />
        <CategoryChips selected={groups} onToggle={(group) => setGroups(toggleGroup(groups, group))} onClear={() => setGroups([])} />
      </div>

      <section aria-labelledby="near-you-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="near-you-heading" className="text-xl font-bold tracking-tight text-slate-900">
            Available Near You
          </h2>
          {feed.isSuccess && listings.length > 0 ? (
            <p className="text-sm text-slate-500">{personalized ? 'Closest and best-rated first' : 'Best-rated first'}</p>
          ) : null}
        </div>

        {feed.isPending ? (
          <ListingGridSkeleton count={8} />
        ) : feed.isError && listings.length === 0 ? (
          <PageState
            tone="error"
            icon={TriangleAlert}
            title="Couldn’t load listings"
            description={errorMessage(feed.error)}
            action={
              <Button variant="outline" onClick={() => void feed.refetch()} pending={feed.isRefetching}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            }
          />
        ) : listings.length === 0 ? (
          groups.length > 0 ? (
            <PageState
              icon={SearchX}
              title="No gear found matching your selected categories"
              description="Try other categories, or see everything available near you."
              action={
                <Button variant="outline" onClick={() => setGroups([])}>
                  Clear category filters
                </Button>
              }
            />
          ) : (
            <PageState
              icon={PackageSearch}
              title="No gear found"
              description="Nothing is listed near you yet. Be the first — list something you own and start earning."
              action={
                auth.status === 'signed-in' ? null : (
                  <Button asChild variant="outline">
                    <Link to="/signup">
                      <Plus aria-hidden="true" />
                      Sign up to list your gear
                    </Link>
                  </Button>
                )
              }
            />
          )
        ) : (
          <>
            <ListingGrid listings={listings} aria-label="Listings" cardProps={{ ignoreVisitorFavorite: true }} />
            <LoadMore
              hasNextPage={feed.hasNextPage}
              isFetchingNextPage={feed.isFetchingNextPage}
              failed={feed.isFetchNextPageError}
              onLoadMore={() => void feed.fetchNextPage()}
            />
          </>
        )}
      </section>

      <SearchDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        initialFilter={lastSearch}
        onSearch={(filter) => {
          saveLastSearch(filter);
          navigate(searchUrl(filter));
        }}
      />
    </div>
  );
}
