import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseQuote } from '../../../../domain/reservations';
import { api } from '../../../lib/api';
import { reservationKeys } from '../query-keys';

/** Sale price, the signed-in user's rental credit and the resulting purchase price (server-computed). */
export function getPurchaseQuote(listingId: string, signal?: AbortSignal): Promise<PurchaseQuote> {
  return api.get<PurchaseQuote>(`/api/listings/${encodeURIComponent(listingId)}/purchase-quote`, { signal });
}

export const purchaseQuoteQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: reservationKeys.purchaseQuote(listingId),
    queryFn: ({ signal }) => getPurchaseQuote(listingId, signal),
    staleTime: 30_000,
    refetchOnMount: true,
  });

export function usePurchaseQuote(listingId: string, enabled = true) {
  return useQuery({ ...purchaseQuoteQueryOptions(listingId), enabled });
}
