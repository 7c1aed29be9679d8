import { errorCodes } from '../../../domain/api-error';
import { type InviteResponse, REFERRAL_REWARD_SHEKELS, earnedReward, inviteLink, referralCodePattern, referralTexts } from '../../../domain/referrals';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notAuthenticated } from '../../platform/http/app-error';
import { findInvitedFriends, findReferralState, recordReferral } from './queries';
import { profiles } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** The invite page: the user's own code and link, the friends who signed up with it, and the reward earned. */
export async function getInvite(deps: { db: Db; publicUrl: string }, userId: string): Promise<InviteResponse> {
  const state = await findReferralState(deps.db, userId);
  if (!state) throw notAuthenticated();
  const friends = await findInvitedFriends(deps.db, userId);
  const rewarded = friends.filter((friend) => friend.firstRentalCompleted).length;
  return {
    code: state.referralCode,
    link: inviteLink(deps.publicUrl, state.referralCode),
    friends: friends.map((friend) => ({
      first_name: friend.firstName,
      // Only the initial of the last name: the inviter sees who joined, not more than a listing would show.
      last_initial: friend.lastName?.trim()[0]?.toUpperCase() ?? null,
      joined_at: new Date(friend.joinedAt).toISOString(),
      first_rental_completed: Boolean(friend.firstRentalCompleted),
    })),
    rewarded_friends: rewarded,
    reward_per_friend: REFERRAL_REWARD_SHEKELS,
    earned: earnedReward(rewarded),
  };
}

/**
 * A code entered after sign-up (an account made with Google from an invite link): refused when it is
 * unknown, the user's own, or the account was already referred.
 */
export async function applyReferralCode(deps: { db: Db; clock: Clock }, userId: string, code: string): Promise<void> {
  const normalized = code.trim().toUpperCase();
  const state = await findReferralState(deps.db, userId);
  if (!state) throw notAuthenticated();
  if (normalized === state.referralCode) throw new AppError(errorCodes.ownReferralCode, 400, referralTexts.ownCode);
  const [referrer] = referralCodePattern.test(normalized)
    ? await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.referralCode, normalized)).limit(1)
    : [];
  if (!referrer) throw new AppError(errorCodes.invalidReferralCode, 400, referralTexts.invalidCode);
  if (state.referredBy || !(await recordReferral(deps.db, referrer.id, userId, deps.clock.now()))) {
    throw conflict(referralTexts.alreadyReferred);
  }
}
