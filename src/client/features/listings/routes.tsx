import type { RouteObject } from 'react-router';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

/** Listing screens: detail is public; creating, editing and managing need a session (→ /login and back). */
export function listingRoutes(): RouteObject[] {
  return [
    { path: '/listing/:id', lazy: async () => ({ Component: (await import('./pages/listing-detail-page')).ListingDetailPage }) },
    { path: '/create-listing', lazy: async () => ({ Component: (await import('./pages/create-listing-page')).CreateListingPage }), loader: signedIn },
    { path: '/edit-listing/:id', lazy: async () => ({ Component: (await import('./pages/edit-listing-page')).EditListingPage }), loader: signedIn },
    { path: '/my-listings', lazy: async () => ({ Component: (await import('./pages/my-listings-page')).MyListingsPage }), loader: signedIn },
  ];
}
