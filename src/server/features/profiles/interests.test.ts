import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interestTexts, interests } from '../../../domain/interests';
import { profiles } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('onboarding interests', () => {
  const ctx = useTestApp();
  const put = (cookie: string, payload: unknown) =>
    ctx().app.inject({ method: 'PUT', url: '/api/me/interests', headers: { origin: TEST_ORIGIN, cookie }, payload: payload as object });
  const skip = (cookie: string) => ctx().app.inject({ method: 'POST', url: '/api/me/onboarding/skip', headers: { origin: TEST_ORIGIN, cookie } });
  const me = async (cookie: string) => (await ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } })).json();
  const row = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0];

  it('starts with no interests and onboarding still to show', async () => {
    const { cookie, user } = await signUp(ctx().app);
    expect(user).toMatchObject({ interests: [], onboarded: false });
    expect(await me(cookie)).toMatchObject({ interests: [], onboarded: false });
  });

  it('saves the chosen interests (in the spec order, without duplicates) and marks onboarding answered', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const response = await put(cookie, { interests: ['Gaming', 'Bikes', 'Gaming', 'Home & Garden'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ interests: ['Bikes', 'Home & Garden', 'Gaming'], onboarded: true });
    expect(await me(cookie)).toMatchObject({ interests: ['Bikes', 'Home & Garden', 'Gaming'], onboarded: true });
    const onboardedAt = (await row(user.id))?.onboardedAt;

    // Changed later from the profile page: the onboarding time stays the first one.
    ctx().clock.advance(60_000);
    expect((await put(cookie, { interests: ['Books'] })).json()).toEqual({ interests: ['Books'], onboarded: true });
    expect((await row(user.id))?.onboardedAt).toBe(onboardedAt);
    expect((await put(cookie, { interests: [] })).json()).toEqual({ interests: [], onboarded: true });
  });

  it('accepts all 12 interests of the spec', async () => {
    const { cookie } = await signUp(ctx().app);
    expect(interests).toHaveLength(12);
    expect((await put(cookie, { interests: [...interests] })).json().interests).toEqual([...interests]);
  });

  it('"Skip for now" marks onboarding answered and keeps the interests', async () => {
    const { cookie } = await signUp(ctx().app);
    const response = await skip(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ interests: [], onboarded: true });
    expect((await me(cookie)).onboarded).toBe(true);
  });

  it('refuses an interest that is not one of the 12, changing nothing', async () => {
    const { cookie, user } = await signUp(ctx().app);
    await put(cookie, { interests: ['Books'] });
    for (const payload of [
      { interests: ['Books', 'Knitting'] },
      { interests: ['bikes'] },
      { interests: [42] },
      { interests: 'Books' },
      {},
      { interests: ['Books'], extra: true },
    ]) {
      const response = await put(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (Array.isArray(payload.interests) && !('extra' in payload)) expect(response.json().error.message).toBe(interestTexts.unknownInterest);
    }
    expect((await row(user.id))?.interests).toEqual(['Books']);
  });

  it('the database refuses an unknown interest too', async () => {
    const { user } = await signUp(ctx().app);
    await expect(ctx().db.update(profiles).set({ interests: ['Knitting'] }).where(eq(profiles.id, user.id))).rejects.toThrow();
  });

  it('needs a session and the right Origin', async () => {
    const { cookie, user } = await signUp(ctx().app);
    expect((await ctx().app.inject({ method: 'PUT', url: '/api/me/interests', headers: { origin: TEST_ORIGIN }, payload: { interests: [] } })).statusCode).toBe(401);
    const forged = await ctx().app.inject({ method: 'PUT', url: '/api/me/interests', headers: { origin: 'https://evil.example', cookie }, payload: { interests: ['Books'] } });
    expect(forged.statusCode).toBe(403);
    expect((await row(user.id))?.interests).toEqual([]);
  });
});
