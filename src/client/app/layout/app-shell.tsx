import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { useAuth } from '@/lib/session/auth-provider';
import { useCounts } from '../../features/notifications/api/get-counts';
import { ProfileGateProvider, useProfileGate } from '../../features/profiles/components/profile-gate-provider';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { NavigationProgress } from '../page-fallback';
import { useFallbackRefresh, useLiveUpdates } from '../live/use-live-updates';

function ShellFrame() {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const counts = useCounts(signedIn);
  useLiveUpdates(signedIn ? auth.user.id : null);
  useFallbackRefresh(signedIn ? counts.data?.unread_messages : undefined);
  const gate = useProfileGate();
  const onAddListing = signedIn ? () => gate.requireCompleteProfile('/create-listing') : null;
  const inMessageThread = useMatch('/messages/:conversationId') !== null;
  const unreadMessages = signedIn ? counts.data?.unread_messages : undefined;

  return (
    <div className="min-h-dvh bg-slate-50">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        Skip to content
      </a>
      <SideNav unreadMessages={unreadMessages} onAddListing={onAddListing} />
      <div className="flex min-h-dvh flex-col pb-16 md:pb-0 md:ps-64">
        <TopBar unreadNotifications={signedIn ? counts.data?.unread_notifications : undefined} onAddListing={onAddListing} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
          <Outlet />
        </main>
        {inMessageThread ? null : <Footer />}
      </div>
      <BottomNav unreadMessages={unreadMessages} />
      <ScrollRestoration />
    </div>
  );
}

/** The main layout: side navigation (≥ 768 px) or bottom navigation, top bar, footer, profile gate. */
export function AppShell() {
  return (
    <ProfileGateProvider>
      <ShellFrame />
    </ProfileGateProvider>
  );
}
