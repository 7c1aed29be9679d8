import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { CountBadge } from '../../components/ui/count-badge';
import { cn } from '../../lib/cn';
import { isNavItemActive, navItems } from './nav-items';

/** Fixed left navigation at 768 px and above (width 64 units). */
export function SideNav({ unreadMessages, onAddListing }: { unreadMessages: number | undefined; onAddListing: (() => void) | null }) {
  const { pathname } = useLocation();
  return (
    <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 flex-col border-e border-slate-200 bg-white md:flex" data-testid="side-nav">
      <div className="flex h-16 items-center px-6">
        <Link to="/" aria-label="Gearloop rent, try, buy — home" className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2">
          <Logo showTagline />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {navItems.map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <Icon className={cn('size-5', active ? 'text-brand-700' : 'text-slate-500')} aria-hidden="true" />
                  <span className="flex-1">{item.label}</span>
                  {item.badge === 'messages' ? <CountBadge count={unreadMessages} label="unread" className="ring-0" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {onAddListing ? (
        <div className="border-t border-slate-200 p-4">
          <Button className="w-full" onClick={onAddListing}>
            <Plus aria-hidden="true" />
            Add Listing
          </Button>
        </div>
      ) : null}
    </aside>
  );
}
