import type { RouteObject } from 'react-router';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

/** /review/:reservationId needs a session: visitors go to /login and come back after signing in. */
export function reviewRoutes(): RouteObject[] {
  return [{ path: '/review/:reservationId', lazy: async () => ({ Component: (await import('./pages/review-page')).ReviewPage }), loader: signedIn }];
}
