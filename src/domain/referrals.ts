import { z } from 'zod';

/** ₪20 credit for the referrer (and the friend) once the friend's first rental is completed (spec §9). */
export const REFERRAL_REWARD_SHEKELS = 20;

/** Referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I), drawn with crypto. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodePattern = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

export function inviteLink(origin: string, code: string): string {
  return `${origin}/signup?ref=${encodeURIComponent(code)}`;
}

export function earnedReward(friendsWithCompletedRental: number): number {
  return REFERRAL_REWARD_SHEKELS * friendsWithCompletedRental;
}

/** Texts of the invite page (spec §2 Invite, §8 Referral, §9) and the referral errors of sign-up. */
export const referralTexts = {
  title: 'Invite friends',
  description: (reward: string) =>
    `Share your link. When a friend signs up with it and completes their first rental, you both get ${reward} credit.`,
  linkLabel: 'Your invite link',
  codeLabel: 'Your referral code',
  copyLink: 'Copy link',
  copyCode: 'Copy code',
  linkCopied: 'Link copied!',
  codeCopied: 'Code copied!',
  copyFallbackTitle: 'Copy this',
  friendsTitle: 'Invited friends',
  friendsEmpty: 'No friends have signed up with your link yet.',
  joined: (date: string) => `Joined ${date}`,
  stateJoined: 'Signed up',
  stateRented: 'First rental completed',
  earnedTitle: 'Earned',
  earnedDetail: (count: number, reward: string) => `${reward} for each friend whose first rental is completed (${count} so far).`,
  invitedWith: 'You were invited by a friend. Referral code:',
  loadError: "Couldn't load your invite",
  signInToInvite: 'Sign in to invite friends.',
  invalidCode: 'This referral code does not exist. Please check the link or sign up without it.',
  ownCode: 'You cannot use your own referral code.',
  alreadyReferred: 'A referral code was already used for your account.',
} as const;

export const invitedFriendSchema = z.object({
  first_name: z.string().nullable(),
  last_initial: z.string().nullable(),
  joined_at: z.string(),
  first_rental_completed: z.boolean(),
});
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

export const inviteResponse = z.object({
  code: z.string(),
  link: z.string(),
  friends: z.array(invitedFriendSchema),
  /** Friends whose first rental is completed. */
  rewarded_friends: z.number().int(),
  reward_per_friend: z.number(),
  earned: z.number(),
});
export type InviteResponse = z.infer<typeof inviteResponse>;
