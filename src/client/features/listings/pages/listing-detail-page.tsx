import { ArrowLeft, EyeOff, MapPin, PackageX, Tag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type ListingDetail } from '../../../../domain/listing-schemas';
import { isNewListing, listingTexts } from '../../../../domain/listings';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FavoriteButton } from '@/components/listings/favorite-button';
import { useListing, useListingCalendar } from '@/lib/listings/listing-queries';
import { useSetListingStatus } from '@/lib/listings/set-listing-status';
import { BookingPanel } from '../components/booking-panel';
import { ListingReviews } from '../components/listing-reviews';
import { PhotoCarousel } from '../components/photo-carousel';
import { RatingSummary } from '@/components/listings/rating';
import { ShareButton } from '../components/share-button';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { QueryState } from '@/components/query-state';

// Only the owner sees it, and it brings the availability popovers (and their positioning library): a chunk of its own.
const OwnerAvailabilityPanel = lazy(async () => ({ default: (await import('../components/owner-availability-panel')).OwnerAvailabilityPanel }));

function DetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading listing">
      <Skeleton className="h-10 w-40" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-4">
          <Skeleton className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/10]" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function BackButton() {
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button variant="ghost" className="-ms-2" onClick={() => void (canGoBack ? navigate(-1) : navigate('/explore'))}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

function OwnerCard({ listing }: { listing: ListingDetail }) {
  return (
    <Link
      to={`/profile/${listing.owner.id}`}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition hover:border-brand-600 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <UserAvatar person={listing.owner} className="size-12 text-base" />
      <div className="min-w-0">
        <p className="text-xs text-slate-500">{listing.is_owner ? 'Listed by you' : 'Owner'}</p>
        <p className="truncate font-semibold text-slate-900">{fullName(listing.owner, unnamedPerson.owner)}</p>
      </div>
      <span className="ms-auto text-sm font-semibold text-brand-700">View profile</span>
    </Link>
  );
}

/** /listing/:id — everything about one listing; booking for renters, availability for the owner. */
export function ListingDetailPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const calendar = useListingCalendar(id, listing.isSuccess);
  const setStatus = useSetListingStatus();
  const notFound = listing.isError && (isApiError(listing.error, 404) || isApiError(listing.error, 400));
  useDocumentTitle(listing.data?.title ?? (notFound ? listingTexts.notFound : 'Listing'));

  if (!listing.isSuccess) {
    return (
      <QueryState
        query={listing}
        skeleton={<DetailSkeleton />}
        errorTitle="Couldn't load this listing"
        notFound={{
          icon: PackageX,
          title: listingTexts.notFound,
          description: "This listing doesn't exist or is no longer available.",
          back: { to: '/explore', label: 'Browse Items' },
        }}
      />
    );
  }

  const item = listing.data;
  // The server's location policy already chose what this viewer may see.
  const location = item.location;
  const isNew = isNewListing(item.created_at, new Date());

  return (
    // Room below the page for the renter's fixed booking bar (under 1024 px).
    <div className={item.is_owner ? 'space-y-4' : 'space-y-4 pb-20 lg:pb-0'}>
      <div className="flex items-center justify-between gap-2">
        <BackButton />
        <div className="flex items-center gap-2">
          <ShareButton title={item.title} />
          {item.is_owner ? null : (
            <FavoriteButton listingId={item.listing_id} title={item.title} isFavorite={item.is_favorite} variant="outline" />
          )}
        </div>
      </div>

      {item.is_owner && item.status === 'inactive' ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <EyeOff className="size-5 shrink-0" aria-hidden="true" />
          <span className="flex-1">This listing is inactive: renters can't see or book it.</span>
          <Button size="sm" pending={setStatus.isPending} onClick={() => setStatus.mutate({ listingId: item.listing_id, status: 'active' })}>
            Activate
          </Button>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <PhotoCarousel photos={item.photos} title={item.title} />

          <div className="space-y-3">
            <div className="flex flex-wrap gap-1.5">
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                <Tag className="size-3" aria-hidden="true" />
                {item.category}
              </span>
              {item.for_sale && item.sale_price !== null ? (
                <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950">For Sale</span>
              ) : null}
              {isNew ? <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">New</span> : null}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{item.title}</h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                <span data-testid="listing-location">{location}</span>
              </span>
              <RatingSummary average={item.average_rating} count={item.review_count} />
            </div>
          </div>

          <OwnerCard listing={item} />

          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">Description</h2>
            <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{item.description}</p>
          </Card>
        </div>

        <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={item.is_owner ? 'Manage your listing' : 'Price and booking'}>
          {item.is_owner ? (
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
              <OwnerAvailabilityPanel listing={item} calendar={calendar.data} calendarLoading={calendar.isPending} viewerId={item.owner_id} />
            </Suspense>
          ) : (
            <BookingPanel listing={item} calendar={calendar.data} calendarLoading={calendar.isPending} />
          )}
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <ListingReviews listingId={item.listing_id} isOwner={item.is_owner} />
        </div>
      </div>
    </div>
  );
}
