import { LayoutGrid, PackageOpen, Plus, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfileGate } from '../../profiles';
import { useMyListings } from '../api/get-my-listings';
import { ListingGrid, ListingGridSkeleton } from '@/components/listings/listing-grid';

type Tab = 'active' | 'inactive';

/** /my-listings — the owner's listings in two tabs, Active Listings and Inactive, with counts. */
export function MyListingsPage() {
  useDocumentTitle('My Listings');
  const gate = useProfileGate();
  const mine = useMyListings();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'inactive' ? 'inactive' : 'active';

  const addListing = (
    <Button onClick={() => gate.requireCompleteProfile('/create-listing')}>
      <Plus aria-hidden="true" />
      List Your Gear
    </Button>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Listings</h1>
          <p className="mt-1 text-sm text-slate-600">Manage your gear, availability and visibility.</p>
        </div>
        <div className="hidden sm:block">{addListing}</div>
      </div>

      {mine.isPending ? (
        <ListingGridSkeleton count={4} />
      ) : mine.isError ? (
        <PageState
          tone="error"
          icon={RefreshCw}
          title="Couldn't load your listings"
          description={errorMessage(mine.error)}
          action={
            <Button variant="outline" onClick={() => void mine.refetch()} pending={mine.isFetching}>
              Try again
            </Button>
          }
        />
      ) : mine.data.listings.length === 0 ? (
        <PageState icon={PackageOpen} title="No listings yet" description="List something you own and start earning from it." action={addListing} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'inactive' ? { tab: 'inactive' } : {}, { replace: true })}
        >
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="active">Active Listings ({mine.data.counts.active})</TabsTrigger>
            <TabsTrigger value="inactive">Inactive ({mine.data.counts.inactive})</TabsTrigger>
          </TabsList>
          {(['active', 'inactive'] as const).map((status) => {
            const listings = mine.data.listings.filter((listing) => listing.status === status);
            return (
              <TabsContent key={status} value={status}>
                {listings.length === 0 ? (
                  <PageState
                    icon={LayoutGrid}
                    title={`No ${status} listings found`}
                    description={
                      status === 'active'
                        ? 'Activate a listing from the Inactive tab, or list something new.'
                        : 'Listings you deactivate appear here. They stay hidden from renters until you activate them.'
                    }
                    action={status === 'active' ? addListing : undefined}
                  />
                ) : (
                  <>
                    <h2 className="sr-only">{status === 'active' ? 'Active listings' : 'Inactive listings'}</h2>
                    <ListingGrid listings={listings} aria-label={status === 'active' ? 'Active listings' : 'Inactive listings'} />
                  </>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
