import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('GET /api/geo/suggest', () => {
  const ctx = useTestApp();
  const suggest = (query: string) => ctx().app.inject({ method: 'GET', url: `/api/geo/suggest?${query}` });

  it('suggests places with label, city, country and coordinates', async () => {
    const response = await suggest(`q=${encodeURIComponent('Modi‘in')}`);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().suggestions;
    expect(first).toMatchObject({ label: "Modi'in, Israel", city: "Modi'in", country: 'Israel' });
    expect(first.lat).toBeCloseTo(31.89, 1);
    expect(first.lng).toBeCloseTo(35.01, 1);
    const limited = await suggest('q=be&limit=3');
    expect(limited.json().suggestions).toHaveLength(3);
  });

  it('answers an empty list below 2 characters, 400 above 200', async () => {
    for (const query of ['q=a', 'q=', '']) {
      const response = await suggest(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ suggestions: [] });
    }
    expect((await suggest(`q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await suggest('q=tel&limit=0')).statusCode).toBe(400);
  });
});

describe('a failing geocoder', () => {
  const failing = { suggest: () => Promise.reject(new Error('down')), geocode: () => Promise.reject(new Error('down')) };
  const ctx = useTestApp({}, { geocoder: failing });

  it('gives no suggestions and no coordinates, never an error', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/geo/suggest?q=tel' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ suggestions: [] });

    const { cookie } = await signUp(ctx().app);
    const saved = await ctx().app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { first_name: 'Dana', last_name: 'Katz', location: 'Tel Aviv' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ location: 'Tel Aviv', location_city: null });
  });
});
