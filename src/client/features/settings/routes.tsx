import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { requireSession } from '@/lib/session/require-session';
import { SettingsPage } from './pages/settings-page';

export function settingsRoutes(queryClient: QueryClient): RouteObject[] {
  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };
  return [{ path: '/settings', element: <SettingsPage />, loader: signedIn }];
}
