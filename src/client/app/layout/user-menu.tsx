import { CalendarRange, Gift, Heart, HelpCircle, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { OwnProfile } from '../../../domain/profile';
import { UserAvatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSignOut } from '../../features/auth/api/sign-out';
import { fullName } from '../../../domain/person';

export function UserMenu({ user }: { user: OwnProfile }) {
  const navigate = useNavigate();
  // flushSync: the home page is on screen when the navigation's promise settles, so no query of the page left behind
  // is still mounted (and fetched again, without a session) when the session is forgotten.
  const signOut = useSignOut(() => navigate('/', { flushSync: true }));
  const name = fullName(user, '');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        <UserAvatar person={user} decorative />
        {/* Named by content, not aria-label: a label without the initials on show fails "label in name". */}
        <span className="sr-only">Account menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-slate-900">{name || 'Your account'}</span>
          <span className="block truncate text-xs font-normal text-slate-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/favorites')}>
          <Heart aria-hidden="true" />
          Favorites
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/calendar')}>
          <CalendarRange aria-hidden="true" />
          Calendar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/verification')}>
          <ShieldCheck aria-hidden="true" />
          Verification
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/invite')}>
          <Gift aria-hidden="true" />
          Invite friends
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/help')}>
          <HelpCircle aria-hidden="true" />
          Help &amp; FAQ
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
