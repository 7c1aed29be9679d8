import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { markAppLive } from './first-paint/server-painted';
import { appQueryClient } from '@/lib/app-query-client';
import { AppProviders } from './providers';

/**
 * The root route's element: the app's providers (query cache, session, toasts) around every page. Loaded with the
 * first page rather than in the entry script (docs/decisions/0020).
 */
export function RootLayout() {
  useEffect(markAppLive, []);
  return (
    <AppProviders queryClient={appQueryClient}>
      <Outlet />
    </AppProviders>
  );
}
