import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedMarket, ensureMarket, loadMarket, mapTileUrl, marketToday, setMarket } from './market';

afterEach(() => vi.unstubAllGlobals());

describe('market settings from the server', () => {
  it('takes the time zone and the tile URL from GET /api/config', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ market: { time_zone: 'Pacific/Kiritimati', tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png' } })),
    );
    await loadMarket();
    // 11:00 UTC on 1 March is already 2 March on Kiritimati (UTC+14), still 1 March in Honolulu (UTC−10).
    expect(marketToday(new Date('2030-03-01T11:00:00Z'))).toBe('2030-03-02');
    expect(mapTileUrl()).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    setMarket({ time_zone: 'Pacific/Honolulu', tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    expect(marketToday(new Date('2030-03-01T11:00:00Z'))).toBe('2030-03-01');
  });
});

describe('market settings written into the page by the server', () => {
  afterEach(() => document.getElementById('gearloop-config')?.remove());

  function embed(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'gearloop-config';
    element.textContent = text;
    document.head.append(element);
  }

  it('reads them from the page, without asking the server', async () => {
    embed(JSON.stringify({ market: { time_zone: 'Pacific/Kiritimati', tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png' } }));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await ensureMarket();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(marketToday(new Date('2030-03-01T11:00:00Z'))).toBe('2030-03-02');
  });

  it('asks GET /api/config when the page has none or a broken one', async () => {
    embed('{not json');
    expect(embeddedMarket()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ market: { time_zone: 'Pacific/Honolulu', tile_url: 'https://t.example.org/{z}/{x}/{y}.png' } })));
    await ensureMarket();
    expect(marketToday(new Date('2030-03-01T11:00:00Z'))).toBe('2030-03-01');
    expect(mapTileUrl()).toBe('https://t.example.org/{z}/{x}/{y}.png');
  });
});
