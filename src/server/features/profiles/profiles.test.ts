import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('own profile', () => {
  const ctx = useTestApp();
  const put = (cookie: string | undefined, payload: unknown, origin = TEST_ORIGIN) =>
    ctx().app.inject({ method: 'PUT', url: '/api/me/profile', headers: { origin, ...(cookie ? { cookie } : {}) }, payload: payload as object });
  const row = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0];

  it('reads the own profile with private fields', async () => {
    const { cookie, user, email } = await signUp(ctx().app);
    const response = await ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email, phone: null, location: null, email_notifications: true });
  });

  it('saves the fields, keeps the phone as typed and geocodes the location to a city', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const response = await put(cookie, {
      first_name: '  Dana ',
      last_name: 'Katz',
      bio: 'Climber and photographer',
      location: 'Dizengoff St 50, Tel Aviv, Israel',
      phone: '+972 541234567',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Dana',
      last_name: 'Katz',
      bio: 'Climber and photographer',
      location: 'Dizengoff St 50, Tel Aviv, Israel',
      location_city: 'Tel Aviv',
      phone: '+972 541234567',
    });
    const saved = await row(user.id);
    expect(saved?.locationLat).toBeCloseTo(32.08, 1);
    expect(saved?.locationLng).toBeCloseTo(34.78, 1);
  });

  it('leaves coordinates empty when the location cannot be geocoded, and clears them with the location', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const unknown = await put(cookie, { first_name: 'Dana', last_name: 'Katz', location: 'Qwxzv Plaza 9' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ location: 'Qwxzv Plaza 9', location_city: null });
    expect((await row(user.id))?.locationLat).toBeNull();

    await put(cookie, { first_name: 'Dana', last_name: 'Katz', location: 'Haifa' });
    expect((await row(user.id))?.locationCity).toBe('Haifa');
    const cleared = await put(cookie, { first_name: 'Dana', last_name: 'Katz' });
    expect(cleared.json()).toMatchObject({ location: null, location_city: null, phone: null, bio: null });
    expect((await row(user.id))?.locationLng).toBeNull();
  });

  it('validates with the spec texts', async () => {
    const { cookie } = await signUp(ctx().app);
    const cases: [object, string][] = [
      [{ first_name: ' ', last_name: 'Katz' }, 'First name is required'],
      [{ first_name: 'Dana', last_name: '' }, 'Last name is required'],
      [{ first_name: 'Dana', last_name: 'Katz', phone: '0541234567' }, 'Please enter a valid phone number with its country code'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await put(cookie, { first_name: 'Dana', last_name: 'Katz', email: 'x@y.z' })).statusCode).toBe(400);
  });

  it('needs a session and the right Origin', async () => {
    const { cookie, user } = await signUp(ctx().app, { firstName: 'Before' });
    expect((await put(undefined, { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/me/profile' })).json().error.message).toBe('User not authenticated');
    const forged = await put(cookie, { first_name: 'After', last_name: 'B' }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect((await row(user.id))?.firstName).toBe('Before');
  });
});

describe('GET /api/profiles/:id', () => {
  const ctx = useTestApp();

  it('shows only public fields and the member-since month', async () => {
    const { cookie, user } = await signUp(ctx().app, { firstName: 'Omer', lastName: 'Bar' });
    await ctx().app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { first_name: 'Omer', last_name: 'Bar', location: 'Herzl 1, Haifa', phone: '+972 541234567', bio: 'Hi' },
    });
    const response = await ctx().app.inject({ method: 'GET', url: `/api/profiles/${user.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: user.id,
      first_name: 'Omer',
      last_name: 'Bar',
      profile_photo_url: null,
      deleted: false,
      location_city: 'Haifa',
      created_at_month: expect.stringMatching(/^\d{4}-\d{2}$/),
      email_verified: false,
      phone_verified: false,
    });
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain('541234567');
    expect(response.body).not.toContain('Herzl');
  });

  it('404s an unknown user and 400s a malformed id', async () => {
    const missing = await ctx().app.inject({ method: 'GET', url: `/api/profiles/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('User not found');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/profiles/not-a-uuid' })).statusCode).toBe(400);
  });
});
