import { describe, expect, it } from 'vitest';
import { clickDay, formatDateRange, fromIsoDate, isPastDay, toIsoDate } from './date-range';

describe('clickDay (search date range picker)', () => {
  it('sets the start on the first click and stays open', () => {
    expect(clickDay({ start: null, end: null }, '2026-12-10')).toEqual({ range: { start: '2026-12-10', end: null }, complete: false });
  });

  it('sets the end on the second click and completes', () => {
    expect(clickDay({ start: '2026-12-10', end: null }, '2026-12-14')).toEqual({
      range: { start: '2026-12-10', end: '2026-12-14' },
      complete: true,
    });
  });

  it('swaps the two when the second click is earlier than the start', () => {
    expect(clickDay({ start: '2026-12-10', end: null }, '2026-12-03')).toEqual({
      range: { start: '2026-12-03', end: '2026-12-10' },
      complete: true,
    });
  });

  it('accepts the same day twice as a one-day range', () => {
    expect(clickDay({ start: '2026-12-10', end: null }, '2026-12-10').range).toEqual({ start: '2026-12-10', end: '2026-12-10' });
  });

  it('restarts with a new start when both ends are set', () => {
    expect(clickDay({ start: '2026-12-03', end: '2026-12-10' }, '2026-12-20')).toEqual({
      range: { start: '2026-12-20', end: null },
      complete: false,
    });
  });
});

describe('date helpers', () => {
  it('disables days before today only', () => {
    expect(isPastDay('2026-11-30', '2026-12-01')).toBe(true);
    expect(isPastDay('2026-12-01', '2026-12-01')).toBe(false);
    expect(isPastDay('2027-01-01', '2026-12-01')).toBe(false);
  });

  it('converts between picker dates and ISO days without shifting a day', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(fromIsoDate('2026-03-29'))).toBe('2026-03-29');
  });

  it('formats a range for the section summary', () => {
    expect(formatDateRange({ start: null, end: null })).toBeNull();
    expect(formatDateRange({ start: '2026-12-10', end: null })).toBe('From 10 Dec');
    expect(formatDateRange({ start: '2026-12-10', end: '2026-12-10' })).toBe('10 Dec');
    expect(formatDateRange({ start: '2026-12-10', end: '2027-01-02' })).toBe('10 Dec – 2 Jan');
  });
});
