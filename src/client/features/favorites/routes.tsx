import type { RouteObject } from 'react-router';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

export function favoritesRoutes(): RouteObject[] {
  return [{ path: '/favorites', lazy: async () => ({ Component: (await import('./pages/favorites-page')).FavoritesPage }), loader: signedIn }];
}
