import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireSession } from '@/lib/session/require-session';
import { CreateListingPage } from './pages/create-listing-page';
import { EditListingPage } from './pages/edit-listing-page';
import { ListingDetailPage } from './pages/listing-detail-page';
import { MyListingsPage } from './pages/my-listings-page';

/** Listing screens: detail is public; creating, editing and managing need a session (→ /login and back). */
export function listingRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };
  return [
    { path: '/listing/:id', element: <ListingDetailPage /> },
    { path: '/create-listing', element: <CreateListingPage />, loader: signedIn },
    { path: '/edit-listing/:id', element: <EditListingPage />, loader: signedIn },
    { path: '/my-listings', element: <MyListingsPage />, loader: signedIn },
  ];
}
