import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus, SubmitReviewBody } from '../../../../domain/reviews';
import { reviewTexts } from '../../../../domain/reviews';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';
import { reservationKeys } from '../../reservations';
import { reviewKeys } from '../query-keys';

type ReviewStatusResponse = { review: ReviewStatus };

/** The signed-in party's review status (spec: Review status item, cached 30 s). */
export const reviewStatusQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: reviewKeys.status(reservationId),
    queryFn: ({ signal }) => api.get<ReviewStatusResponse>(`/api/reservations/${encodeURIComponent(reservationId)}/review`, { signal }),
    select: (data) => data.review,
    staleTime: 30_000,
  });

export function useReviewStatus(reservationId: string, enabled = true) {
  return useQuery({ ...reviewStatusQueryOptions(reservationId), enabled });
}

/**
 * Submits the review. Errors toast "Error submitting review" with the server's reason; on success every read that may
 * now show it (reservations, listing and profile reviews, cards) is refetched.
 */
export function useSubmitReview(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody) =>
      api.post<ReviewStatusResponse>(`/api/reservations/${encodeURIComponent(reservationId)}/review`, body),
    meta: { errorToast: { title: reviewTexts.error } },
    onSuccess: (data) => {
      queryClient.setQueryData(reviewKeys.status(reservationId), data);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
