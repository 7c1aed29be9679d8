import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { reviewTexts } from '../../../../domain/reviews';
import { errorMessage } from '../../../lib/api';
import { useListingReviews } from '../api/get-listing-reviews';
import { ReviewList, ReviewsEmpty, ReviewsHeader } from './review-list';

/** Listing reviews section (spec §2): average to one decimal, count, reviews; the empty state (its owner's own words). */
export function ListingReviews({ listingId, isOwner }: { listingId: string; isOwner: boolean }) {
  const reviews = useListingReviews(listingId);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="reviews-heading">
        <ReviewsHeader headingId="reviews-heading" summary={reviews.data} />
        {reviews.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label="Loading reviews">
            {[0, 1].map((key) => (
              <div key={key} className="flex gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : reviews.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <span>Couldn't load reviews: {errorMessage(reviews.error)}</span>
            <Button size="sm" variant="outline" onClick={() => void reviews.refetch()} pending={reviews.isFetching}>
              Try again
            </Button>
          </div>
        ) : reviews.data.reviews.length === 0 ? (
          <ReviewsEmpty
            title={reviewTexts.listingEmptyTitle}
            description={isOwner ? reviewTexts.listingEmptyOwnerDescription : reviewTexts.listingEmptyDescription}
          />
        ) : (
          <ReviewList
            reviews={reviews.data.reviews.map((review) => ({ ...review, id: review.listing_review_id }))}
          />
        )}
      </section>
    </Card>
  );
}
