import type { ReservationRoleFilter } from './types';

/** Every query key of the reservations feature (lists, detail, calendar, booking/purchase reads). */
export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationKeys.all, 'list'] as const,
  list: (role: ReservationRoleFilter) => [...reservationKeys.lists(), role] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (reservationId: string) => [...reservationKeys.details(), reservationId] as const,
  calendars: () => [...reservationKeys.all, 'calendar'] as const,
  calendar: (from: string, to: string) => [...reservationKeys.calendars(), from, to] as const,
  purchaseQuote: (listingId: string) => [...reservationKeys.all, 'purchase-quote', listingId] as const,
};
