import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCalendarDay, formatMonthYear } from './format';

describe('formatBadgeCount', () => {
  it('shows nothing for zero, missing or negative counts', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(null)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
  });

  it('shows the number up to 9', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
  });

  it('caps at 9+ above 9', () => {
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});

describe('formatMonthYear', () => {
  it('formats a year-month, a date or a timestamp as "Month YYYY"', () => {
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2025-01-31')).toBe('January 2025');
    expect(formatMonthYear('2024-02-01T10:00:00Z')).toBe('February 2024');
  });

  it('shows anything else as given', () => {
    expect(formatMonthYear('November 2026')).toBe('November 2026');
  });
});

describe('formatCalendarDay', () => {
  it('names a date picker day with the number shown on it (speech input can say "1")', () => {
    expect(formatCalendarDay(new Date(2026, 10, 1))).toBe('Sunday, 1 November 2026');
    expect(formatCalendarDay(new Date(2026, 11, 22))).toBe('Tuesday, 22 December 2026');
  });
});
