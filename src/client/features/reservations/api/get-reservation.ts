import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationDetail } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';

export type ReservationDetailResponse = { reservation: ReservationDetail };

/** One reservation, for its renter or owner only (anyone else gets 404). */
export function getReservation(reservationId: string, signal?: AbortSignal): Promise<ReservationDetailResponse> {
  return api.get<ReservationDetailResponse>(`/api/reservations/${encodeURIComponent(reservationId)}`, { signal });
}

export const reservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: reservationKeys.detail(reservationId),
    queryFn: ({ signal }) => getReservation(reservationId, signal),
    select: (data) => data.reservation,
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useReservation(reservationId: string, enabled = true) {
  return useQuery({ ...reservationQueryOptions(reservationId), enabled });
}
