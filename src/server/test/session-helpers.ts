import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../platform/auth/session-tokens';
import { createProfile, type ProfileRow } from './factories';

export interface TestUser {
  profile: ProfileRow;
  /** Value for a `cookie` header. */
  cookie: string;
}

/** A profile with a live session, without going through sign-up (fast: no password hashing). */
export async function createSignedInUser(db: Db, overrides: Parameters<typeof createProfile>[1] = {}): Promise<TestUser> {
  const profile = await createProfile(db, overrides);
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId: profile.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  return { profile, cookie: `${SESSION_COOKIE}=${token}` };
}
