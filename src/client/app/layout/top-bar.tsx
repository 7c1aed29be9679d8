import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-provider';

// A visitor never sees them, and they bring Radix's menu and popover (with its positioning library): their own chunks,
// fetched together once someone is signed in (the first to render asks for both, not one after the other).
const loadAccountChunks = () => Promise.all([import('../../features/notifications/components/notifications-bell'), import('./user-menu')]);
const NotificationsBell = lazy(async () => ({ default: (await loadAccountChunks())[0].NotificationsBell }));
const UserMenu = lazy(async () => ({ default: (await loadAccountChunks())[1].UserMenu }));

export function TopBar({ unreadNotifications, onAddListing }: { unreadNotifications: number | undefined; onAddListing: (() => void) | null }) {
  const auth = useAuth();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label="Gearloop home"
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 md:hidden"
        >
          <Logo />
        </Link>
        <div className="flex-1" />
        {auth.status === 'loading' ? (
          <AccountLoading />
        ) : auth.status === 'signed-in' ? (
          <div className="flex items-center gap-1.5 sm:gap-2">
            {onAddListing ? (
              <Button size="sm" variant="secondary" className="md:hidden" onClick={onAddListing} aria-label="Add Listing">
                <Plus aria-hidden="true" />
                <span className="hidden min-[400px]:inline">Add Listing</span>
              </Button>
            ) : null}
            <Suspense fallback={<AccountLoading />}>
              <NotificationsBell unread={unreadNotifications} />
              <UserMenu user={auth.user} />
            </Suspense>
          </div>
        ) : (
          <Button asChild>
            <Link to="/login">Log In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}

/** The bell and the avatar's places while the session or their code loads: nothing moves when they come. */
function AccountLoading() {
  return (
    <div className="flex items-center gap-1.5 sm:gap-2" aria-label="Loading account" role="status">
      <Skeleton className="size-10 rounded-full" />
      <Skeleton className="size-9 rounded-full" />
    </div>
  );
}
