import { describe, expect, it } from 'vitest';
import { checkRange, isSelectableDay, nextRange, rangeTexts } from './rental-range';

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
  it('only available, non-past days outside the renter’s blocked ranges are selectable', () => {
    expect(isSelectableDay('2026-11-11', available, blocked, today)).toBe(true);
    expect(isSelectableDay('2026-11-13', available, blocked, today)).toBe(false);
    expect(isSelectableDay('2026-11-16', available, blocked, today)).toBe(false);
    expect(isSelectableDay('2026-11-09', new Set(['2026-11-09']), [], today)).toBe(false);
  });

  it('counts days inclusively and flags a duration below the minimum', () => {
    expect(checkRange('2026-11-10', '2026-11-12', available, blocked, today, 1)).toEqual({ ok: true, days: 3, belowMinimum: false });
    expect(checkRange('2026-11-10', '2026-11-11', available, blocked, today, 3)).toEqual({ ok: true, days: 2, belowMinimum: true });
    expect(rangeTexts.minimum(3)).toBe('Minimum rental period is 3 days');
  });

  it('rejects a range containing an unavailable date', () => {
    expect(checkRange('2026-11-12', '2026-11-14', available, blocked, today, 1)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reports a conflict with the renter’s own reservation first', () => {
    expect(checkRange('2026-11-14', '2026-11-17', available, blocked, today, 1)).toEqual({ ok: false, reason: 'conflict' });
  });
});
