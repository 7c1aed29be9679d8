import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, sessions } from '../db/schema';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../platform/auth/session-tokens';
import { createProfile, type ProfileRow } from './factories';

/** The one signed-in-user shape of the API tests. */
export interface TestUser {
  id: string;
  profile: ProfileRow;
  /** Value for a `cookie` header. */
  cookie: string;
}

/** A live session for an existing profile, as that profile (fast: no password hashing). `now`: the test clock. */
export async function signInAs(db: Db, profileId: string, now: Date = new Date()): Promise<TestUser> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!profile) throw new Error(`No profile ${profileId} to sign in as`);
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId: profile.id,
    tokenHash: hashToken(token),
    lastUsedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
  });
  return { id: profile.id, profile, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A new profile with a live session, without going through sign-up. */
export async function createSignedInUser(db: Db, overrides: Parameters<typeof createProfile>[1] = {}, now: Date = new Date()): Promise<TestUser> {
  const profile = await createProfile(db, overrides);
  return signInAs(db, profile.id, now);
}
