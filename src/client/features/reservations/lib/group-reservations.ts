import { reservationTabs } from '../../../../domain/reservation-status';
import type { ReservationStatus } from '../../../../domain/reservation-status';

export const tabIds = ['upcoming', 'past', 'cancelled', 'all'] as const;
export type TabId = (typeof tabIds)[number];

export const tabLabels: Record<TabId, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled', all: 'All' };

export const sectionIds = ['renting', 'renting_out', 'buying', 'selling'] as const;
export type SectionId = (typeof sectionIds)[number];

export const sectionLabels: Record<SectionId, string> = {
  renting: 'Renting',
  renting_out: 'Renting Out',
  buying: 'Buying',
  selling: 'Selling',
};

/** Each tab's empty message (the spec leaves the wording to us). */
export const tabEmptyTexts: Record<TabId, { title: string; description: string }> = {
  upcoming: {
    title: 'No upcoming reservations',
    description: 'Requests you send or receive, and bookings that are confirmed or under way, show up here.',
  },
  past: {
    title: 'No past reservations yet',
    description: 'Completed rentals and purchases land here, ready for you to leave a review.',
  },
  cancelled: {
    title: 'Nothing cancelled',
    description: 'Declined, cancelled and expired requests will be listed here. So far, so good.',
  },
  all: {
    title: 'No reservations yet',
    description: 'Find something to rent on Explore, or list your own gear so others can book it.',
  },
};

type Groupable = { status: ReservationStatus; role: 'owner' | 'renter'; is_purchase: boolean };

export function isInTab(status: ReservationStatus, tab: TabId): boolean {
  if (tab === 'all') return true;
  return (reservationTabs[tab] as readonly ReservationStatus[]).includes(status);
}

/** Renting / Renting Out / Buying / Selling: the user's role × purchase or rental. */
export function sectionOf(item: Pick<Groupable, 'role' | 'is_purchase'>): SectionId {
  if (item.is_purchase) return item.role === 'renter' ? 'buying' : 'selling';
  return item.role === 'renter' ? 'renting' : 'renting_out';
}

export type Section<T> = { id: SectionId; label: string; items: T[] };

/** The tab's reservations split into non-empty sections, in a fixed order, keeping the list's order (newest first). */
export function groupForTab<T extends Groupable>(items: readonly T[], tab: TabId): Section<T>[] {
  const inTab = items.filter((item) => isInTab(item.status, tab));
  return sectionIds
    .map((id) => ({ id, label: sectionLabels[id], items: inTab.filter((item) => sectionOf(item) === id) }))
    .filter((section) => section.items.length > 0);
}

export function tabCounts(items: readonly Groupable[]): Record<TabId, number> {
  const counts: Record<TabId, number> = { upcoming: 0, past: 0, cancelled: 0, all: items.length };
  for (const item of items) {
    if (isInTab(item.status, 'upcoming')) counts.upcoming += 1;
    else if (isInTab(item.status, 'past')) counts.past += 1;
    else if (isInTab(item.status, 'cancelled')) counts.cancelled += 1;
  }
  return counts;
}

export function parseTab(value: string | null): TabId {
  return (tabIds as readonly string[]).includes(value ?? '') ? (value as TabId) : 'upcoming';
}
