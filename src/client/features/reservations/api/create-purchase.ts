import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePurchaseBody, PurchaseRequestInfo, Reservation } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { purchaseErrorToast } from '../lib/booking-errors';
import { reservationKeys } from '../query-keys';

export type CreatePurchaseResponse = { reservation: Reservation; purchase_request: PurchaseRequestInfo };

/** Request to buy: the purchase reservation and its purchase request, priced by the server (201). */
export function createPurchase(body: CreatePurchaseBody): Promise<CreatePurchaseResponse> {
  return api.post<CreatePurchaseResponse>('/api/purchases', body);
}

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    meta: {
      // A refusal with a reason (an open request already exists, the item was sold) says so; anything else: try again.
      errorToast: purchaseErrorToast,
    },
    onSuccess: ({ reservation }) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.calendars() });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.purchaseQuote(reservation.listing_id) });
    },
  });
}
