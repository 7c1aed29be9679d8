import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';

export type CalendarResponse = { from: string; to: string; entries: CalendarEntry[] };

/** The user's hosting and renting reservations overlapping [from, to] (inclusive dates). */
export function getCalendar(from: string, to: string, signal?: AbortSignal): Promise<CalendarResponse> {
  const query = new URLSearchParams({ from, to });
  return api.get<CalendarResponse>(`/api/me/calendar?${query.toString()}`, { signal });
}

export const calendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: reservationKeys.calendar(from, to),
    queryFn: ({ signal }) => getCalendar(from, to, signal),
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function useReservationCalendar(from: string, to: string, enabled = true) {
  // Keep the previous month on screen while the next one loads (no flash of an empty grid).
  return useQuery({ ...calendarQueryOptions(from, to), placeholderData: keepPreviousData, enabled });
}
