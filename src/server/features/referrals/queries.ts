import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { profiles, referrals, reservations } from '../../db/schema';

/** The friends a user invited, oldest first, with whether each completed a rental (not a purchase) yet. */
export async function findInvitedFriends(db: Db, referrerId: string) {
  const completedRental = sql<boolean>`exists (
    select 1 from ${reservations}
    where ${reservations.renterId} = ${referrals.refereeId} and ${reservations.status} = 'completed' and not ${reservations.isPurchase}
  )`;
  return db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      joinedAt: referrals.createdAt,
      firstRentalCompleted: completedRental,
    })
    .from(referrals)
    .innerJoin(profiles, eq(profiles.id, referrals.refereeId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id))
    .limit(500);
}

export async function findReferralState(db: Db, userId: string) {
  const [row] = await db
    .select({ referralCode: profiles.referralCode, referredBy: profiles.referredBy })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/** Records that `refereeId` was invited by `referrerId`, unless they were already referred. False if they were. */
export async function recordReferral(db: Db, referrerId: string, refereeId: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ referredBy: referrerId, updatedAt: now.toISOString() })
      .where(and(eq(profiles.id, refereeId), sql`${profiles.referredBy} is null`))
      .returning({ id: profiles.id });
    if (!updated) return false;
    const inserted = await tx
      .insert(referrals)
      .values({ referrerId, refereeId, createdAt: now.toISOString() })
      .onConflictDoNothing({ target: referrals.refereeId })
      .returning({ id: referrals.id });
    return inserted.length > 0;
  });
}
