import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatDateRange, formatDaySeparator, formatLongDate, formatPrice, formatTimeOfDay, instantDay } from './format';

describe('shared formatters', () => {
  it('writes shekels with grouping and agorot only when there are some', () => {
    expect(formatPrice(1190)).toBe('₪1,190');
    expect(formatPrice(89.5)).toBe('₪89.50');
  });

  it('writes date ranges compactly', () => {
    expect(formatDateRange('2026-12-08', '2026-12-10')).toBe('8 – 10 Dec 2026');
    expect(formatDateRange('2026-11-28', '2026-12-04')).toBe('28 Nov – 4 Dec 2026');
    expect(formatDateRange('2026-12-28', '2027-01-04')).toBe('28 Dec 2026 – 4 Jan 2027');
    expect(formatDateRange('2026-12-08', '2026-12-08')).toBe('8 Dec 2026');
    expect(formatLongDate('2026-12-08')).toBe('Tue, 8 Dec 2026');
  });
});

describe('instant formatters (messages)', () => {
  const now = new Date('2026-12-08T10:00:00Z');
  const tz = 'Asia/Jerusalem';

  it('writes times of day in 24 hours, in the given time zone', () => {
    expect(formatTimeOfDay('2026-12-08T12:05:00Z', tz)).toBe('14:05');
    expect(formatTimeOfDay('not a date', tz)).toBeNull();
    expect(formatTimeOfDay(null, tz)).toBeNull();
  });

  it('names day separators Today, Yesterday, else the full date', () => {
    expect(formatDaySeparator('2026-12-08T06:00:00Z', now, tz)).toBe('Today');
    expect(formatDaySeparator('2026-12-07T22:30:00Z', now, tz)).toBe('Today'); // 00:30 on 8 Dec in Jerusalem
    expect(formatDaySeparator('2026-12-07T21:30:00Z', now, tz)).toBe('Yesterday');
    expect(formatDaySeparator('2026-12-07T08:00:00Z', now, tz)).toBe('Yesterday');
    expect(formatDaySeparator('2026-12-01T08:00:00Z', now, tz)).toBe('Tue, 1 Dec 2026');
    expect(formatDaySeparator('', now, tz)).toBeNull();
  });

  it('writes a list row time as the time today, Yesterday, a weekday, or a date', () => {
    expect(formatActivityTime('2026-12-08T07:15:00Z', now, tz)).toBe('09:15');
    expect(formatActivityTime('2026-12-07T07:15:00Z', now, tz)).toBe('Yesterday');
    expect(formatActivityTime('2026-12-04T07:15:00Z', now, tz)).toBe('Fri');
    expect(formatActivityTime('2026-11-20T07:15:00Z', now, tz)).toBe('20 Nov');
    expect(instantDay('2026-12-07T22:30:00Z', tz)).toBe('2026-12-08');
  });
});
