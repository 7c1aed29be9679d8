import { describe, expect, it } from 'vitest';
import { addDays, eachDay, inclusiveDays, isIsoDate, todayIn } from './dates';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate("2026-01-01' or 1=1")).toBe(false);
  });

  it('computes today in the market time zone, not UTC', () => {
    // 22:30 UTC on 1 March is already 2 March in Jerusalem (UTC+2).
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    expect(todayIn('Asia/Jerusalem', lateEvening)).toBe('2026-03-02');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-01');
  });

  it('adds days across month ends and the DST change', () => {
    expect(addDays('2026-03-26', 3)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days inclusively (end − start + 1)', () => {
    expect(inclusiveDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(inclusiveDays('2026-05-01', '2026-05-08')).toBe(8);
    expect(inclusiveDays('2026-03-20', '2026-04-02')).toBe(14);
  });

  it('lists each day of a range', () => {
    expect(eachDay('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']);
    expect(eachDay('2026-05-02', '2026-05-01')).toEqual([]);
  });
});
