import { PackageOpen, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useProfileReviews } from '../api/get-listing-reviews';
import { useProfileListings } from '../api/get-my-listings';
import { ListingGrid, ListingGridSkeleton } from '@/components/listings/listing-grid';
import { reviewTexts } from '../../../../domain/reviews';
import { ReviewList, ReviewsEmpty, ReviewsHeader, RoleAverages } from './review-list';

function SectionError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
      <span>{errorMessage(error)}</span>
      <Button size="sm" variant="outline" onClick={onRetry} pending={retrying}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Public profile: the user's active listings. */
export function ProfileListingsSection({ userId, firstName }: { userId: string; firstName: string | null }) {
  const listings = useProfileListings(userId);
  return (
    <section aria-labelledby="profile-listings-heading" className="space-y-3">
      <h2 id="profile-listings-heading" className="text-lg font-semibold text-slate-900">
        {firstName ? `${firstName}'s listings` : 'Listings'}
        {listings.data ? <span className="ms-1.5 text-sm font-normal text-slate-500">({listings.data.listings.length})</span> : null}
      </h2>
      {listings.isPending ? (
        <ListingGridSkeleton count={4} />
      ) : listings.isError ? (
        <SectionError error={listings.error} onRetry={() => void listings.refetch()} retrying={listings.isFetching} />
      ) : listings.data.listings.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <PackageOpen className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">No active listings</p>
          <p className="mt-0.5 text-sm text-slate-600">Nothing listed for rent right now.</p>
        </div>
      ) : (
        <ListingGrid listings={listings.data.listings} aria-label="Listings" />
      )}
    </section>
  );
}

/** Public profile: reviews the user received. */
export function ProfileReviewsSection({ userId }: { userId: string }) {
  const reviews = useProfileReviews(userId);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-reviews-heading">
        <ReviewsHeader headingId="profile-reviews-heading" summary={reviews.data} />
        {reviews.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading reviews">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : reviews.isError ? (
          <SectionError error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
        ) : reviews.data.reviews.length === 0 ? (
          <ReviewsEmpty title="No reviews yet" description="Reviews from rentals with this member will appear here." />
        ) : (
          <>
            <RoleAverages
              parts={[
                { label: reviewTexts.asRenter, ...reviews.data.as_renter },
                { label: reviewTexts.asOwner, ...reviews.data.as_owner },
              ]}
            />
            <ReviewList
              reviews={reviews.data.reviews.map((review) => ({
                ...review,
                id: review.user_review_id,
                context: review.reviewee_role === 'owner' ? reviewTexts.asOwner : reviewTexts.asRenter,
              }))}
            />
          </>
        )}
      </section>
    </Card>
  );
}
