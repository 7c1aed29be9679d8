import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('GET /api/config', () => {
  const ctx = useTestApp({ TZ: 'Europe/Berlin', MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });

  it('gives the client the market time zone and the map tiles the server is configured with', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ market: { time_zone: 'Europe/Berlin', tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png' } });
  });
});
