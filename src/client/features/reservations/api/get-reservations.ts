import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationListItem } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';
import type { ReservationRoleFilter } from '../types';

export type ReservationsResponse = { reservations: ReservationListItem[] };

/** The signed-in user's reservations as owner and/or renter, newest first. */
export function getReservations(role: ReservationRoleFilter, signal?: AbortSignal): Promise<ReservationsResponse> {
  return api.get<ReservationsResponse>(reservationsPath(role), { signal });
}

export function reservationsPath(role: ReservationRoleFilter): string {
  return `/api/reservations?role=${role}`;
}

export const reservationsQueryOptions = (role: ReservationRoleFilter = 'all') =>
  queryOptions({
    queryKey: reservationKeys.list(role),
    queryFn: ({ signal }) => getReservations(role, signal),
    // My reservations must show what the other party did since the last visit.
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useReservations(role: ReservationRoleFilter = 'all', enabled = true) {
  return useQuery({ ...reservationsQueryOptions(role), enabled });
}
