import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireSession } from '@/lib/session/require-session';
import { ReviewPage } from './pages/review-page';

/** /review/:reservationId needs a session: visitors go to /login and come back after signing in. */
export function reviewRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };
  return [{ path: '/review/:reservationId', element: <ReviewPage />, loader: signedIn }];
}
