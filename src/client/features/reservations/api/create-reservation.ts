import { listingKeys } from '@/lib/listings/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReservationBody, RentalBreakdown, Reservation } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';
import { bookingErrorToast } from '../lib/booking-errors';

export type CreateReservationResponse = { reservation: Reservation; price: RentalBreakdown };

/** Request to book: the server prices and checks it, and holds the days (201, pending). */
export function createReservation(body: CreateReservationBody): Promise<CreateReservationResponse> {
  return api.post<CreateReservationResponse>('/api/reservations', body);
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    // The spec's toast for a refused booking ('Booking conflict', 'Invalid booking', …), raised by the MutationCache.
    meta: { errorToast: (error, body) => bookingErrorToast(error, (body as CreateReservationBody).listing_id) },
    onSuccess: ({ reservation }) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.calendars() });
      void queryClient.invalidateQueries({ queryKey: listingKeys.detail(reservation.listing_id) });
      // Every listing's calendar: it carries the renter's own rentals of all listings (blocked_ranges).
      void queryClient.invalidateQueries({ queryKey: [...listingKeys.all, 'calendar'] });
      // The listing's own pages (another feature) show open days: refresh anything keyed by the listing.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(reservation.listing_id) });
    },
  });
}
