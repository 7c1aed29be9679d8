import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MAX_PHONE_CODE_ATTEMPTS } from '../../../domain/phone-verification';
import { type Db, inTransaction } from '../../db/client';
import { phoneVerifications, profiles } from '../../db/schema';

export async function insertPhoneCode(db: Db, values: typeof phoneVerifications.$inferInsert) {
  await db.insert(phoneVerifications).values(values);
}

/** Codes sent to this user since `since`, newest first (for the resend back-off). */
export async function recentPhoneCodes(db: Db, userId: string, since: Date) {
  return db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.createdAt, since.toISOString())))
    .orderBy(desc(phoneVerifications.createdAt));
}

/** The user's newest code: the only one a code typed is checked against. */
async function newestPhoneCode(db: Db, userId: string) {
  const [latest] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).orderBy(desc(phoneVerifications.createdAt)).limit(1);
  return latest;
}

/** The user's newest code if it can still be entered (the one a code is checked against): unused, unexpired, tries left. */
export async function enterablePhoneCode(db: Db, userId: string, now: Date): Promise<{ phone: string; expiresAt: string } | null> {
  const latest = await newestPhoneCode(db, userId);
  if (!latest || latest.verifiedAt !== null || new Date(latest.expiresAt) <= now || latest.attempts >= MAX_PHONE_CODE_ATTEMPTS) return null;
  return { phone: latest.phone, expiresAt: new Date(latest.expiresAt).toISOString() };
}

/**
 * Takes one try of the user's newest code, atomically: the try is counted before the code is compared, so
 * parallel guesses cannot pass the limit. Returns the code's hash and phone, or why there is none to try.
 */
export async function takePhoneCodeAttempt(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ kind: 'attempt'; id: string; codeHash: string; phone: string } | { kind: 'none' | 'expired' | 'exhausted' }> {
  const latest = await newestPhoneCode(db, userId);
  if (!latest) return { kind: 'none' };
  if (latest.verifiedAt !== null || new Date(latest.expiresAt) <= now) return { kind: 'expired' };
  const [taken] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, latest.id),
        isNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, now.toISOString()),
        lt(phoneVerifications.attempts, MAX_PHONE_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: phoneVerifications.id, codeHash: phoneVerifications.codeHash, phone: phoneVerifications.phone });
  if (!taken) {
    // Another request took the last try, used the code or it expired meanwhile: read why.
    const [current] = await db.select({ attempts: phoneVerifications.attempts, verifiedAt: phoneVerifications.verifiedAt }).from(phoneVerifications).where(eq(phoneVerifications.id, latest.id));
    return { kind: current && current.verifiedAt === null && current.attempts >= MAX_PHONE_CODE_ATTEMPTS ? 'exhausted' : 'expired' };
  }
  return { kind: 'attempt', ...taken };
}

/** Uses the code once: marks it used and the profile's phone (this number) verified. False if it was used meanwhile. */
export async function consumePhoneCode(db: Db, code: { id: string; userId: string; phone: string }, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [used] = await tx
      .update(phoneVerifications)
      .set({ verifiedAt: now.toISOString() })
      .where(and(eq(phoneVerifications.id, code.id), isNull(phoneVerifications.verifiedAt)))
      .returning({ id: phoneVerifications.id });
    if (!used) return false;
    await tx
      .update(profiles)
      .set({ phone: code.phone, phoneVerified: true, updatedAt: now.toISOString() })
      .where(eq(profiles.id, code.userId));
    return true;
  });
}
