import type { RouteObject } from 'react-router';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

export function referralRoutes(): RouteObject[] {
  return [{ path: '/invite', lazy: async () => ({ Component: (await import('./pages/invite-page')).InvitePage }), loader: signedIn }];
}
