import { describe, expect, it } from 'vitest';
import { availabilityActions, daysToClose, daysToOpen, isOwnerSelectable, ownerDayState, toggleOwnerDay, type OwnerCalendarModel } from './owner-calendar';

const model: OwnerCalendarModel = {
  today: '2026-11-10',
  available: new Set(['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12']),
  reserved: new Map([
    ['2026-11-13', 'r1'],
    ['2026-11-08', 'r0'],
  ]),
};

describe('owner calendar', () => {
  it('classifies days: reserved wins, then past, then available/unavailable', () => {
    expect(ownerDayState('2026-11-13', model)).toBe('reserved');
    expect(ownerDayState('2026-11-08', model)).toBe('reserved');
    expect(ownerDayState('2026-11-09', model)).toBe('past');
    expect(ownerDayState('2026-11-10', model)).toBe('available');
    expect(ownerDayState('2026-11-14', model)).toBe('unavailable');
  });

  it('never selects past or reserved days', () => {
    expect(isOwnerSelectable('2026-11-09', model)).toBe(false);
    expect(isOwnerSelectable('2026-11-13', model)).toBe(false);
    expect(toggleOwnerDay([], '2026-11-13', model)).toEqual([]);
    expect(toggleOwnerDay(['2026-11-11'], '2026-11-11', model)).toEqual([]);
    expect(toggleOwnerDay(['2026-11-11'], '2026-11-14', model)).toEqual(['2026-11-11', '2026-11-14']);
  });

  it('offers Set unavailable only when a selected day is available', () => {
    expect(availabilityActions(['2026-11-11'], model)).toEqual({ canSetAvailable: false, canSetUnavailable: true });
  });

  it('offers Set available only when a selected day is neither available nor reserved', () => {
    expect(availabilityActions(['2026-11-14'], model)).toEqual({ canSetAvailable: true, canSetUnavailable: false });
    expect(availabilityActions(['2026-11-11', '2026-11-14'], model)).toEqual({ canSetAvailable: true, canSetUnavailable: true });
    expect(availabilityActions([], model)).toEqual({ canSetAvailable: false, canSetUnavailable: false });
  });

  it('sends only the days that change (Set available ignores available and reserved days)', () => {
    const selected = ['2026-11-15', '2026-11-11', '2026-11-13', '2026-11-14'];
    expect(daysToOpen(selected, model)).toEqual(['2026-11-14', '2026-11-15']);
    expect(daysToClose(selected, model)).toEqual(['2026-11-11']);
  });
});
