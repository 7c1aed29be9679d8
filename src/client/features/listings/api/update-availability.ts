import { listingCalendarKey } from '@/lib/listings/listing-queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ListingCalendar } from '../../../../domain/listing-schemas';
import { listingTexts } from '../../../../domain/listings';
import { api } from '../../../lib/api';
import { listingKeys } from '@/lib/listings/query-keys';

export function updateAvailability(listingId: string, dates: string[], available: boolean): Promise<ListingCalendar> {
  return api.put<ListingCalendar>(`/api/listings/${encodeURIComponent(listingId)}/availability`, { dates, available });
}

/** Owner calendar: open or close days; the spec's success and failure toasts. */
export function useUpdateAvailability(listingId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dates, available }: { dates: string[]; available: boolean }) => updateAvailability(listingId, dates, available),
    onSuccess: (calendar) => {
      queryClient.setQueryData(listingCalendarKey(listingId, viewerId), calendar);
      void queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) });
      toast.success(listingTexts.availabilityUpdated, { description: listingTexts.availabilityUpdatedDescription });
    },
    meta: { errorToast: { title: listingTexts.availabilityUpdateFailed, fallback: listingTexts.availabilityUpdateFailedFallback } },
  });
}
