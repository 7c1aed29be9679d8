import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMarket } from '../../lib/market';
import { Calendar } from './calendar';

afterEach(() => {
  vi.useRealTimers();
  setMarket({ time_zone: 'Asia/Jerusalem', tile_url: '' });
});

describe('Calendar', () => {
  it('marks the market’s today, whatever the device’s time zone says (so the server’s first paint and the browser agree)', () => {
    // 11:00 UTC on 24 November is already 01:00 on the 25th at UTC+14, and still 23:00 on the 23rd at UTC−12.
    vi.useFakeTimers({ now: new Date('2026-11-24T11:00:00Z'), toFake: ['Date'] });
    for (const [timeZone, today] of [
      ['Pacific/Kiritimati', '2026-11-25'],
      ['Etc/GMT+12', '2026-11-23'],
    ] as const) {
      setMarket({ time_zone: timeZone, tile_url: '' });
      const { container, unmount } = render(<Calendar mode="single" />);
      expect(container.querySelector('[data-today="true"]')?.getAttribute('data-day'), timeZone).toBe(today);
      unmount();
    }
  });
});
