import { useEffect } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { authScreenLoader, ownProfileLoader, signedInLoader } from '@/lib/session/route-loaders';
import { favoritesRoutes } from '../features/favorites/routes';
import { listingRoutes } from '../features/listings/routes';
import { messagesRoutes } from '../features/messages/routes';
import { referralRoutes } from '../features/referrals/routes';
import { reservationRoutes } from '../features/reservations/routes';
import { reviewRoutes } from '../features/reviews/routes';
import { settingsRoutes } from '../features/settings/routes';
import { prepareDateFormats } from '@domain/format';
import { PageFallback } from './page-fallback';
import { pageShowsDates } from './route-handle';
import { RouteErrorPage } from './route-error-page';

const rootLayout = async () => ({ Component: (await import('./root-layout')).RootLayout });
const appShell = async () => ({ Component: (await import('./layout/app-shell')).AppShell });
const explorePage = async () => ({ Component: (await import('../features/discovery/pages/explore-page')).ExplorePage });
/**
 * Signing in or up leads into the shell (and the explore page, or the profile dialog, at once): their chunks are
 * fetched while the form is filled in, so nothing waits for them after the click. Not before the form is in use (a
 * focus, tap or key) or a few seconds have passed: they would share a slow network with the form's own first paint.
 */
const authPage = async () => {
  const { AuthPage } = await import('../features/auth/pages/auth-page');
  return {
    Component: function AuthRoute() {
      useEffect(() => onFirstUseOrLater(prefetchShell, 3000), []);
      return <AuthPage />;
    },
  };
};

function prefetchShell() {
  void appShell().catch(() => undefined);
  void explorePage().catch(() => undefined);
}

/** Runs `task` once: at the first focus, tap or key press on the page, else when idle after `laterMs`. Returns the cancel. */
function onFirstUseOrLater(task: () => void, laterMs: number): () => void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  let idle: number | undefined;
  const cancel = () => {
    for (const event of events) document.removeEventListener(event, runOnce, true);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
  function runOnce() {
    cancel();
    task();
  }
  for (const event of events) document.addEventListener(event, runOnce, true);
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(runOnce, { timeout: 2000 });
    else runOnce();
  }, laterMs);
  return cancel;
}

/**
 * The route table. The entry script holds this table, React and the router only: the providers (root layout), the
 * shell and every page are chunks of their own (`lazy`), fetched in parallel when their route first matches
 * (docs/decisions/0020). On the first load `PageFallback` fills the screen until they (and the loaders) are in; a
 * later navigation keeps the current page on screen until the next one is ready (no blank flash).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      lazy: rootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageFallback />,
      children: [
        { path: '/login', lazy: authPage, loader: authScreenLoader },
        { path: '/auth', lazy: authPage, loader: authScreenLoader },
        { path: '/signup', lazy: authPage, loader: authScreenLoader },
        {
          lazy: appShell,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                { path: '/', lazy: explorePage },
                { path: '/explore', lazy: explorePage },
                { path: '/search', lazy: async () => ({ Component: (await import('../features/discovery/pages/search-page')).SearchPage }) },
                // Its loader always redirects: there is never a page to draw.
                { path: '/profile', loader: ownProfileLoader, element: null },
                { path: '/profile/:userId', lazy: async () => ({ Component: (await import('../features/profiles/pages/profile-page')).ProfilePage }) },
                { path: '/verification', lazy: async () => ({ Component: (await import('../features/auth/pages/verification-page')).VerificationPage }) },
                {
                  path: '/onboarding',
                  lazy: async () => ({ Component: (await import('../features/profiles/pages/onboarding-page')).OnboardingPage }),
                  loader: signedInLoader,
                },
                ...referralRoutes(),
                { path: '/help', lazy: async () => ({ Component: (await import('../features/help/pages/help-page')).HelpPage }) },
                { path: '/terms-and-conditions', lazy: async () => ({ Component: (await import('../features/legal/pages/terms-page')).TermsPage }) },
                { path: '/privacy-policy', lazy: async () => ({ Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage }) },
                // The short addresses people type (and other sites use) for the legal pages.
                { path: '/terms', loader: () => redirect('/terms-and-conditions'), element: null },
                { path: '/privacy', loader: () => redirect('/privacy-policy'), element: null },
                ...listingRoutes(),
                ...favoritesRoutes(),
                ...settingsRoutes(),
                ...reservationRoutes(),
                ...messagesRoutes(),
                ...reviewRoutes(),
                { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Work the first page will need that is long on a slow phone and can be done ahead, each in a task of its own before
 * the page is drawn (app/start.tsx), rather than inside a slice of its render: tailwind-merge's class map, which every
 * page builds, and the date formats of a page that shows dates. (`cn` is imported here, not above: it would bring
 * tailwind-merge into this chunk, which the entry imports on every page.)
 */
export async function firstPagePreparation(router: AppRouter): Promise<(() => void)[]> {
  const { prepareClassNames } = await import('@/lib/cn');
  return pageShowsDates(router.state.matches) ? [prepareClassNames, prepareDateFormats] : [prepareClassNames];
}
