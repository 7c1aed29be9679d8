import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionQueryOptions } from '@/lib/session/get-session';
import { AuthPage } from '../features/auth/pages/auth-page';
import { VerificationPage } from '../features/auth/pages/verification-page';
import { OnboardingPage } from '../features/profiles/pages/onboarding-page';
import { referralRoutes } from '../features/referrals/routes';
import { requireSession } from '@/lib/session/require-session';
import { ExplorePage } from '../features/discovery/pages/explore-page';
import { SearchPage } from '../features/discovery/pages/search-page';
import { favoritesRoutes } from '../features/favorites/routes';
import { settingsRoutes } from '../features/settings/routes';
import { HelpPage } from '../features/help/pages/help-page';
import { PrivacyPage } from '../features/legal/pages/privacy-page';
import { TermsPage } from '../features/legal/pages/terms-page';
import { listingRoutes } from '../features/listings/routes';
import { messagesRoutes } from '../features/messages/routes';
import { ProfilePage } from '../features/profiles/pages/profile-page';
import { reservationRoutes } from '../features/reservations/routes';
import { reviewRoutes } from '../features/reviews/routes';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

export function createAppRouter(queryClient: QueryClient) {
  /** Signed-in users have nothing to do on the sign-in screen. */
  const authScreenLoader = async () => {
    try {
      const session = await queryClient.ensureQueryData(sessionQueryOptions());
      return session.user ? redirect('/') : null;
    } catch {
      return null; // the session could not be read: show the sign-in screen anyway
    }
  };

  /** /profile → /profile/{ownId}, or /login (remembering /profile) for visitors. */
  const ownProfileLoader = async ({ request }: LoaderFunctionArgs) => {
    const user = await requireSession(queryClient, request);
    return redirect(`/profile/${user.id}`);
  };

  const signedIn = async ({ request }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    return null;
  };

  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: <AuthPage />, loader: authScreenLoader },
        { path: '/auth', element: <AuthPage />, loader: authScreenLoader },
        { path: '/signup', element: <AuthPage />, loader: authScreenLoader },
        {
          element: <AppShell />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                { path: '/', element: <ExplorePage /> },
                { path: '/explore', element: <ExplorePage /> },
                { path: '/search', element: <SearchPage /> },
                { path: '/profile', loader: ownProfileLoader },
                { path: '/profile/:userId', element: <ProfilePage /> },
                { path: '/verification', element: <VerificationPage /> },
                { path: '/onboarding', element: <OnboardingPage />, loader: signedIn },
                ...referralRoutes(queryClient),
                { path: '/help', element: <HelpPage /> },
                { path: '/terms-and-conditions', element: <TermsPage /> },
                { path: '/privacy-policy', element: <PrivacyPage /> },
                ...listingRoutes(queryClient),
                ...favoritesRoutes(queryClient),
                ...settingsRoutes(queryClient),
                ...reservationRoutes(queryClient),
                ...messagesRoutes(),
                ...reviewRoutes(queryClient),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
