import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const kinds = ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const;
const real = Object.fromEntries(kinds.map((kind) => [kind, Intl[kind]]));
let built: string[] = [];

beforeEach(() => {
  built = [];
  vi.resetModules();
  for (const kind of kinds) {
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(real[kind]!, {
        construct(target, args: unknown[]) {
          built.push(kind);
          return Reflect.construct(target, args) as object;
        },
        // Intl.DateTimeFormat() without `new` builds one too.
        apply(target, self, args: unknown[]) {
          built.push(kind);
          return Reflect.apply(target as (...values: unknown[]) => unknown, self, args) as unknown;
        },
      }),
    });
  }
});

afterEach(() => {
  for (const kind of kinds) Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: real[kind] });
});

describe('Intl on a page’s first load', () => {
  it('no module builds a formatter while it loads: the first use does, so a page that formats nothing never starts ICU', async () => {
    await import('@domain/format');
    await import('@/lib/format');
    await import('../features/discovery/lib/date-range');
    await import('../features/discovery/lib/sliders');
    await import('../features/listings/lib/calendar-days');
    await import('../features/listings/components/review-list');
    await import('../features/reservations/lib/calendar-grid');
    await import('@/lib/market');
    await import('@domain/reviews');
    expect(built).toEqual([]);

    const { formatPrice, formatDateRange } = await import('@domain/format');
    expect(formatPrice(1190)).toBe('₪1,190');
    expect(formatPrice(89.5)).toBe('₪89.50');
    expect(formatDateRange('2026-12-08', '2026-12-15')).toBe('8 – 15 Dec 2026');
    const before = built.length;
    formatPrice(1);
    formatDateRange('2026-12-08', '2026-12-15');
    // Built once, then kept.
    expect(built).toHaveLength(before);
  });

  it('prepares the date formats ahead of a page that shows dates: one formatter, the one a date range then uses', async () => {
    const { prepareDateFormats, formatDateRange } = await import('@domain/format');
    prepareDateFormats();
    expect(built).toEqual(['DateTimeFormat']);
    expect(formatDateRange('2026-12-08', '2026-12-15')).toBe('8 – 15 Dec 2026');
    expect(built).toEqual(['DateTimeFormat']);
  });
});
