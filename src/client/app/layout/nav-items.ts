import { Compass, LayoutGrid, CalendarDays, MessageSquare, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  /** Other paths on which this item is active (Explore: / and /explore). */
  alsoActiveOn?: string[];
  badge?: 'messages';
};

export const navItems: NavItem[] = [
  { to: '/explore', label: 'Explore', shortLabel: 'Explore', icon: Compass, alsoActiveOn: ['/'] },
  { to: '/my-listings', label: 'My Listings', shortLabel: 'Listings', icon: LayoutGrid },
  { to: '/my-reservations', label: 'My Reservations', shortLabel: 'Reservations', icon: CalendarDays },
  { to: '/messages', label: 'Messages', shortLabel: 'Messages', icon: MessageSquare, badge: 'messages' },
];

/** Active on its own path and below it (/messages/abc keeps Messages active), plus its extra paths. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.alsoActiveOn?.includes(path)) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
