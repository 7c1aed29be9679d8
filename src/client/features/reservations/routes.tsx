import type { RouteObject } from 'react-router';
import { SHOWS_DATES } from '@/app/route-handle';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

/** The reservations screens (all need a session: visitors go to /login and come back after signing in). */
export function reservationRoutes(): RouteObject[] {
  return [
    { path: '/booking/:id', lazy: async () => ({ Component: (await import('./pages/booking-page')).BookingPage }), loader: signedIn },
    { path: '/purchase/:id', lazy: async () => ({ Component: (await import('./pages/purchase-page')).PurchasePage }), loader: signedIn },
    { path: '/my-reservations', lazy: async () => ({ Component: (await import('./pages/my-reservations-page')).MyReservationsPage }), loader: signedIn, handle: SHOWS_DATES },
    { path: '/reservation/:id', lazy: async () => ({ Component: (await import('./pages/reservation-detail-page')).ReservationDetailPage }), loader: signedIn, handle: SHOWS_DATES },
    { path: '/calendar', lazy: async () => ({ Component: (await import('./pages/calendar-page')).CalendarPage }), loader: signedIn, handle: SHOWS_DATES },
  ];
}
