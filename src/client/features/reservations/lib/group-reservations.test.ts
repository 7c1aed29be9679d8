import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../../../domain/reservation-status';
import { groupForTab, isInTab, parseTab, sectionOf, tabCounts } from './group-reservations';

type Item = { id: string; status: ReservationStatus; role: 'owner' | 'renter'; is_purchase: boolean };
const item = (id: string, status: ReservationStatus, role: 'owner' | 'renter' = 'renter', is_purchase = false): Item => ({ id, status, role, is_purchase });

describe('tabs', () => {
  it('put each status in the spec tab', () => {
    for (const status of ['pending', 'accepted', 'ongoing', 'confirmed'] as const) expect(isInTab(status, 'upcoming')).toBe(true);
    expect(isInTab('completed', 'past')).toBe(true);
    for (const status of ['expired', 'cancelled_by_renter', 'cancelled_by_owner', 'declined', 'cancelled'] as const) {
      expect(isInTab(status, 'cancelled')).toBe(true);
      expect(isInTab(status, 'upcoming')).toBe(false);
    }
    expect(isInTab('completed', 'all')).toBe(true);
  });

  it('count every tab, All being everything', () => {
    const items = [item('a', 'pending'), item('b', 'accepted', 'owner'), item('c', 'completed'), item('d', 'declined'), item('e', 'expired')];
    expect(tabCounts(items)).toEqual({ upcoming: 2, past: 1, cancelled: 2, all: 5 });
    expect(tabCounts([])).toEqual({ upcoming: 0, past: 0, cancelled: 0, all: 0 });
  });

  it('read the tab from the URL, defaulting to Upcoming', () => {
    expect(parseTab('past')).toBe('past');
    expect(parseTab(null)).toBe('upcoming');
    expect(parseTab('nonsense')).toBe('upcoming');
  });
});

describe('sections', () => {
  it('follow role × purchase', () => {
    expect(sectionOf({ role: 'renter', is_purchase: false })).toBe('renting');
    expect(sectionOf({ role: 'owner', is_purchase: false })).toBe('renting_out');
    expect(sectionOf({ role: 'renter', is_purchase: true })).toBe('buying');
    expect(sectionOf({ role: 'owner', is_purchase: true })).toBe('selling');
  });

  it('come in a fixed order, skip empty ones and keep the newest-first order inside', () => {
    const items = [
      item('sell', 'pending', 'owner', true),
      item('rent-1', 'accepted'),
      item('out', 'pending', 'owner'),
      item('rent-2', 'pending'),
      item('old', 'completed'),
    ];
    const sections = groupForTab(items, 'upcoming');
    expect(sections.map((section) => section.label)).toEqual(['Renting', 'Renting Out', 'Selling']);
    expect(sections[0]!.items.map((i) => i.id)).toEqual(['rent-1', 'rent-2']);
    expect(groupForTab(items, 'past')).toEqual([{ id: 'renting', label: 'Renting', items: [items[4]] }]);
    expect(groupForTab(items, 'cancelled')).toEqual([]);
    expect(groupForTab(items, 'all').flatMap((section) => section.items)).toHaveLength(5);
  });
});
