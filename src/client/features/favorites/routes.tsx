import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireSession } from '@/lib/session/require-session';
import { FavoritesPage } from './pages/favorites-page';

export function favoritesRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };
  return [{ path: '/favorites', element: <FavoritesPage />, loader: signedIn }];
}
