import type { RouteObject } from 'react-router';
import { signedInLoader as signedIn } from '@/lib/session/route-loaders';

export function settingsRoutes(): RouteObject[] {
  return [{ path: '/settings', lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }), loader: signedIn }];
}
