import { Outlet } from 'react-router';
import { appQueryClient } from '@/lib/app-query-client';
import { AppProviders } from './providers';

/**
 * The root route's element: the app's providers (query cache, session, toasts) around every page. Loaded with the
 * first page rather than in the entry script (docs/decisions/0020).
 */
export function RootLayout() {
  return (
    <AppProviders queryClient={appQueryClient}>
      <Outlet />
    </AppProviders>
  );
}
