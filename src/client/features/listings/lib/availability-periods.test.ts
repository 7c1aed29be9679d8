import { describe, expect, it } from 'vitest';
import { addPeriod, isPeriodDayDisabled } from './availability-periods';

const today = '2026-11-10';
const periods = [{ start: '2026-11-15', end: '2026-11-20' }];

describe('availability periods picker', () => {
  it('disables the past and days of periods already added', () => {
    expect(isPeriodDayDisabled('2026-11-09', periods, today)).toBe(true);
    expect(isPeriodDayDisabled('2026-11-17', periods, today)).toBe(true);
    expect(isPeriodDayDisabled('2026-11-12', periods, today)).toBe(false);
  });

  it('once a start is picked, a period cannot swallow an existing one', () => {
    expect(isPeriodDayDisabled('2026-11-25', periods, today, '2026-11-12')).toBe(true);
    expect(isPeriodDayDisabled('2026-11-14', periods, today, '2026-11-12')).toBe(false);
    expect(isPeriodDayDisabled('2026-11-12', periods, today, '2026-11-25')).toBe(true);
  });

  it('adds sorted and refuses overlaps', () => {
    expect(addPeriod(periods, { start: '2026-11-11', end: '2026-11-12' })).toEqual([{ start: '2026-11-11', end: '2026-11-12' }, ...periods]);
    expect(addPeriod(periods, { start: '2026-11-20', end: '2026-11-22' })).toBeNull();
  });
});
