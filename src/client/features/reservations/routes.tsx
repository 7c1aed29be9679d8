import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireSession } from '@/lib/session/require-session';
import { BookingPage } from './pages/booking-page';
import { CalendarPage } from './pages/calendar-page';
import { MyReservationsPage } from './pages/my-reservations-page';
import { PurchasePage } from './pages/purchase-page';
import { ReservationDetailPage } from './pages/reservation-detail-page';

/** The reservations screens (all need a session: visitors go to /login and come back after signing in). */
export function reservationRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };
  return [
    { path: '/booking/:id', element: <BookingPage />, loader: signedIn },
    { path: '/purchase/:id', element: <PurchasePage />, loader: signedIn },
    { path: '/my-reservations', element: <MyReservationsPage />, loader: signedIn },
    { path: '/reservation/:id', element: <ReservationDetailPage />, loader: signedIn },
    { path: '/calendar', element: <CalendarPage />, loader: signedIn },
  ];
}
