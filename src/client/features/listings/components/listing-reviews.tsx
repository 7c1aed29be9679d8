import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useListingReviews } from '../api/get-listing-reviews';
import { ReviewList, ReviewsEmpty } from './review-list';

/** Listing reviews section (spec §2): average to one decimal, count, reviews; the empty state. */
export function ListingReviews({ listingId }: { listingId: string }) {
  const reviews = useListingReviews(listingId);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="reviews-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
            Reviews
          </h2>
          {reviews.data && reviews.data.review_count > 0 ? (
            <p className="inline-flex items-center gap-1.5 text-sm">
              <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="text-lg font-bold text-slate-900">{reviews.data.average_rating.toFixed(1)}</span>
              <span className="text-slate-500">
                · {reviews.data.review_count} {reviews.data.review_count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          ) : null}
        </div>
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
          <ReviewsEmpty title="No reviews yet" description="Be the first to leave a review for this listing" />
        ) : (
          <ReviewList
            reviews={reviews.data.reviews.map((review) => ({ ...review, id: review.listing_review_id }))}
          />
        )}
      </section>
    </Card>
  );
}
