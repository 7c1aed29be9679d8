import { describe, expect, it } from 'vitest';
import { isSelectableDay, nextRange } from './rental-range';

const today = '2026-11-10';
const available = new Set(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']);
const blocked = [{ start_date: '2026-11-16', end_date: '2026-11-17' }];

describe('nextRange (spec §4 picker)', () => {
  it('sets start, then end, swapping an earlier second click, and restarts on a full range', () => {
    const first = nextRange(undefined, '2026-11-12');
    expect(first).toEqual({ start: '2026-11-12' });
    expect(nextRange(first, '2026-11-10')).toEqual({ start: '2026-11-10', end: '2026-11-12' });
    expect(nextRange({ start: '2026-11-10', end: '2026-11-12' }, '2026-11-15')).toEqual({ start: '2026-11-15' });
    expect(nextRange(first, '2026-11-12')).toEqual({ start: '2026-11-12', end: '2026-11-12' });
  });
});

describe('detail calendar', () => {
  it('only available, non-past days outside the renter’s own rentals are selectable', () => {
    expect(isSelectableDay('2026-11-11', available, blocked, today)).toBe(true);
    expect(isSelectableDay('2026-11-13', available, blocked, today)).toBe(false);
    expect(isSelectableDay('2026-11-16', available, blocked, today)).toBe(false);
    expect(isSelectableDay('2026-11-09', new Set(['2026-11-09']), [], today)).toBe(false);
  });
});
