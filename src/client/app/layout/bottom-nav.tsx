import { Link, useLocation } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { cn } from '../../lib/cn';
import { isNavItemActive, navItems } from './nav-items';

/** Bottom tab bar below 768 px. */
export function BottomNav({ unreadMessages }: { unreadMessages: number | undefined }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {navItems.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600',
                  active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <span className={cn('relative flex h-7 w-12 items-center justify-center rounded-full transition-colors', active && 'bg-brand-100')}>
                  <Icon className="size-5" aria-hidden="true" />
                  {item.badge === 'messages' ? <CountBadge count={unreadMessages} label="unread" className="absolute -end-1 -top-1" /> : null}
                </span>
                {item.shortLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
