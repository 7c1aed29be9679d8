import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserReservationAction } from '../../../../domain/reservation-actions';
import { toast } from 'sonner';
import { api, isApiError } from '../../../lib/api';
import { actionSuccessToast, COMPLETE_FAILED } from '../lib/action-copy';
import { withActionApplied } from '../lib/apply-action';
import { reservationKeys } from '../query-keys';
import type { ReservationsResponse } from './get-reservations';
import type { ReservationDetailResponse } from './get-reservation';

export type ReservationActionVariables = { reservationId: string; action: UserReservationAction };

/** accept | decline | cancel_by_owner | cancel_by_renter | complete: the server's state machine decides. */
export function applyReservationAction({ reservationId, action }: ReservationActionVariables): Promise<ReservationDetailResponse> {
  return api.post<ReservationDetailResponse>(`/api/reservations/${encodeURIComponent(reservationId)}/actions`, { action });
}

type Snapshot = { lists: [readonly unknown[], ReservationsResponse | undefined][]; detail: ReservationDetailResponse | undefined };

function snapshot(queryClient: QueryClient, reservationId: string): Snapshot {
  return {
    lists: queryClient.getQueriesData<ReservationsResponse>({ queryKey: reservationKeys.lists() }),
    detail: queryClient.getQueryData<ReservationDetailResponse>(reservationKeys.detail(reservationId)),
  };
}

/**
 * Optimistic: the reservation takes its new status at once in every cached list and in its detail,
 * and goes back to the previous state if the server refuses. The spec's toasts are given here, not by
 * the caller: the optimistic update often unmounts the buttons that started the mutation.
 */
export function useReservationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReservationAction,
    onMutate: async ({ reservationId, action }) => {
      await queryClient.cancelQueries({ queryKey: reservationKeys.lists() });
      await queryClient.cancelQueries({ queryKey: reservationKeys.detail(reservationId) });
      const previous = snapshot(queryClient, reservationId);
      queryClient.setQueriesData<ReservationsResponse>({ queryKey: reservationKeys.lists() }, (data) =>
        data
          ? { reservations: data.reservations.map((item) => (item.reservation_id === reservationId ? withActionApplied(item, action) : item)) }
          : data,
      );
      queryClient.setQueryData<ReservationDetailResponse>(reservationKeys.detail(reservationId), (data) =>
        data ? { reservation: withActionApplied(data.reservation, action) } : data,
      );
      return previous;
    },
    meta: {
      errorToast: (error, input) =>
        (input as { action: string }).action === 'complete'
          ? { title: COMPLETE_FAILED.title, description: isApiError(error) && error.isClientError ? error.message : COMPLETE_FAILED.description }
          : { title: 'Error' },
    },
    onError: (_error, { reservationId }, previous) => {
      if (!previous) return;
      for (const [key, data] of previous.lists) queryClient.setQueryData(key, data);
      queryClient.setQueryData(reservationKeys.detail(reservationId), previous.detail);
    },
    onSuccess: (data: ReservationDetailResponse, { reservationId, action }) => {
      const { title, description } = actionSuccessToast(action);
      toast.success(title, { description });
      queryClient.setQueryData<ReservationDetailResponse>(reservationKeys.detail(reservationId), data);
    },
    onSettled: (data, error, { reservationId }) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.calendars() });
      // After a refusal (say, the request expired meanwhile) show the reservation as it really is now;
      // a completed purchase also archived its listing: read everything again.
      if (error || data?.reservation.is_purchase) void queryClient.invalidateQueries({ queryKey: reservationKeys.detail(reservationId) });
    },
  });
}
