import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { referralCodePattern } from '../../../domain/referrals';
import { credentials, emailVerificationTokens, profiles, referrals } from '../../db/schema';

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ profile: profiles, passwordHash: credentials.passwordHash, googleSub: credentials.googleSub })
    .from(profiles)
    .leftJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findAccountByGoogleSub(db: Db, googleSub: string) {
  const [row] = await db
    .select({ profile: profiles })
    .from(credentials)
    .innerJoin(profiles, eq(profiles.id, credentials.userId))
    .where(eq(credentials.googleSub, googleSub))
    .limit(1);
  return row?.profile;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: credentials.passwordHash }).from(credentials).where(eq(credentials.userId, userId)).limit(1);
  return row?.passwordHash ?? null;
}

export async function findReferrerId(db: Db, referralCode: string): Promise<string | undefined> {
  if (!referralCodePattern.test(referralCode.trim().toUpperCase())) return undefined;
  // A deleted account refers no one.
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.referralCode, referralCode.trim().toUpperCase()), isNull(profiles.deletedAt)))
    .limit(1);
  return row?.id;
}

export async function insertVerificationToken(db: Db, values: typeof emailVerificationTokens.$inferInsert) {
  await db.insert(emailVerificationTokens).values(values);
}

export async function latestVerificationTokenAt(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Uses a valid token once: marks it used and the profile's e-mail verified. Returns whether it was valid. */
export async function consumeVerificationToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [token] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now.toISOString() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now.toISOString()),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!token) return false;
    await tx.update(profiles).set({ emailVerified: true, updatedAt: now.toISOString() }).where(eq(profiles.id, token.userId));
    return true;
  });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date) {
  await db
    .insert(credentials)
    .values({ userId, passwordHash, passwordUpdatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, passwordUpdatedAt: now.toISOString() } });
}

export async function linkGoogleAccount(db: Db, userId: string, googleSub: string, now: Date) {
  await db.insert(credentials).values({ userId, googleSub }).onConflictDoUpdate({ target: credentials.userId, set: { googleSub } });
  await db.update(profiles).set({ emailVerified: true, updatedAt: now.toISOString() }).where(eq(profiles.id, userId));
}

export interface NewAccount {
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  referralCode: string;
  referredBy: string | undefined;
  passwordHash: string | null;
  googleSub: string | null;
  profilePhotoUrl?: string | null;
  now: Date;
}

/** Creates the profile and its credentials together. Throws the database's unique violation on a taken e-mail. */
export async function insertAccount(db: Db, account: NewAccount) {
  return inTransaction(db, async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        email: account.email,
        emailVerified: account.emailVerified,
        firstName: account.firstName,
        lastName: account.lastName,
        referralCode: account.referralCode,
        referredBy: account.referredBy ?? null,
        profilePhotoUrl: account.profilePhotoUrl ?? null,
        createdAt: account.now.toISOString(),
        updatedAt: account.now.toISOString(),
      })
      .returning();
    if (!profile) throw new Error('insert into profiles returned no row');
    await tx.insert(credentials).values({
      userId: profile.id,
      passwordHash: account.passwordHash,
      googleSub: account.googleSub,
      passwordUpdatedAt: account.passwordHash ? account.now.toISOString() : null,
      createdAt: account.now.toISOString(),
    });
    if (account.referredBy) {
      await tx.insert(referrals).values({ referrerId: account.referredBy, refereeId: profile.id, createdAt: account.now.toISOString() });
    }
    return profile;
  });
}
