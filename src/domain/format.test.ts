import { describe, expect, it } from 'vitest';
import { formatDateRange, formatLongDate, formatPrice } from './format';

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
