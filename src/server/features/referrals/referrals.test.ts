import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_SHEKELS, referralTexts } from '../../../domain/referrals';
import { profiles, referrals } from '../../db/schema';
import { createListing, createReservation } from '../../test/factories';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('invites and referrals', () => {
  const ctx = useTestApp();
  const invite = async (cookie: string) => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/me/invite', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const apply = (cookie: string, code: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/me/referral', headers: { origin: TEST_ORIGIN, cookie }, payload: { code } });

  it('gives each user an unguessable code and a sign-up link with it', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const { cookie, user } = await signUp(ctx().app);
      const body = await invite(cookie);
      expect(body.code).toBe(user.referral_code);
      expect(body.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
      expect(body.link).toBe(`${TEST_ORIGIN}/signup?ref=${body.code}`);
      codes.push(body.code as string);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Not sequential: consecutive sign-ups share no common prefix pattern.
    const sharedPrefixes = codes.slice(1).filter((code, index) => code.slice(0, 4) === codes[index]!.slice(0, 4));
    expect(sharedPrefixes.length).toBeLessThan(2);
  });

  it('records a sign-up through the link, lists the friend and counts ₪20 per friend whose first rental completed', async () => {
    const inviter = await signUp(ctx().app, { firstName: 'Maya' });
    const empty = await invite(inviter.cookie);
    expect(empty).toMatchObject({ friends: [], rewarded_friends: 0, reward_per_friend: REFERRAL_REWARD_SHEKELS, earned: 0 });

    const dana = await signUp(ctx().app, { firstName: 'Dana', lastName: 'katz', referralCode: inviter.user.referral_code });
    ctx().clock.advance(1000);
    const omer = await signUp(ctx().app, { firstName: 'Omer', lastName: 'Bar', referralCode: ` ${inviter.user.referral_code.toLowerCase()} ` });
    const body = await invite(inviter.cookie);
    expect(body.friends).toEqual([
      { first_name: 'Dana', last_initial: 'K', joined_at: expect.any(String), first_rental_completed: false },
      { first_name: 'Omer', last_initial: 'B', joined_at: expect.any(String), first_rental_completed: false },
    ]);
    expect(JSON.stringify(body)).not.toContain(dana.email);

    // Dana's rental completes; Omer's is only accepted, and a completed purchase is not a rental.
    const listing = await createListing(ctx().db);
    await createReservation(ctx().db, { listingId: listing.id, renterId: dana.user.id, status: 'completed' });
    await createReservation(ctx().db, { listingId: listing.id, renterId: omer.user.id, status: 'accepted', startDate: '2030-02-01', endDate: '2030-02-02' });
    await createReservation(ctx().db, { listingId: listing.id, renterId: omer.user.id, status: 'completed', isPurchase: true, startDate: '2030-03-01', endDate: '2030-03-01' });
    const after = await invite(inviter.cookie);
    expect(after.friends.map((friend: { first_rental_completed: boolean }) => friend.first_rental_completed)).toEqual([true, false]);
    expect(after).toMatchObject({ rewarded_friends: 1, earned: 20 });
    // Invited friends are the inviter's only.
    expect((await invite(dana.cookie)).friends).toEqual([]);
  });

  it('refuses an unknown code at sign-up and afterwards, and the own code, changing nothing', async () => {
    const user = await signUp(ctx().app);
    for (const code of ['ZZZZZZZZ', 'nope', '12345678']) {
      const response = await apply(user.cookie, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'INVALID_REFERRAL_CODE', message: referralTexts.invalidCode });
    }
    const own = await apply(user.cookie, user.user.referral_code.toLowerCase());
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toEqual({ code: 'OWN_REFERRAL_CODE', message: referralTexts.ownCode });
    expect(await ctx().db.select().from(referrals).where(eq(referrals.refereeId, user.user.id))).toHaveLength(0);
    expect((await ctx().db.select().from(profiles).where(eq(profiles.id, user.user.id)))[0]?.referredBy).toBeNull();
  });

  it('records a code entered after sign-up (a Google account from an invite link) once', async () => {
    const inviter = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const friend = await signUp(ctx().app);
    expect((await apply(friend.cookie, inviter.user.referral_code)).statusCode).toBe(204);
    const again = await apply(friend.cookie, other.user.referral_code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(referralTexts.alreadyReferred);
    expect((await invite(inviter.cookie)).friends).toHaveLength(1);
    expect((await invite(other.cookie)).friends).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/me/invite' })).statusCode).toBe(401);
  });
});
