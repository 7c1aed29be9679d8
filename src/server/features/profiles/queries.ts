import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OwnProfile } from '../../../domain/profile';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** The signed-in user's own view of their profile (private fields included). A deleted account has no session. */
export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    email: row.email ?? '',
    email_verified: row.emailVerified,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    location: row.location,
    location_city: row.locationCity,
    phone: row.phone,
    phone_verified: row.phoneVerified,
    profile_photo_url: row.profilePhotoUrl,
    whatsapp_notifications: row.whatsappNotifications,
    email_notifications: row.emailNotifications,
    marketing_emails: row.marketingEmails,
    referral_code: row.referralCode,
    interests: row.interests,
    onboarded: row.onboardedAt !== null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export async function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/** Fields anyone may see (the spec's safe lookup) — never e-mail, phone, address or coordinates. */
export async function findPublicProfileFields(db: Db, id: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profilePhotoUrl: profiles.profilePhotoUrl,
      locationCity: profiles.locationCity,
      createdAt: profiles.createdAt,
      emailVerified: profiles.emailVerified,
      phoneVerified: profiles.phoneVerified,
    })
    .from(profiles)
    .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)))
    .limit(1);
  return row;
}

export async function updateProfileFields(
  db: Db,
  id: string,
  fields: Pick<ProfileRow, 'firstName' | 'lastName' | 'bio' | 'location' | 'phone' | 'locationCity' | 'locationLat' | 'locationLng' | 'updatedAt'>,
): Promise<ProfileRow | undefined> {
  // A different number (ignoring spaces and punctuation) is not verified: changing the phone resets it.
  const samePhone = sql`regexp_replace(coalesce(${profiles.phone}, ''), '[^+0-9]', '', 'g') = regexp_replace(coalesce(${fields.phone}::text, ''), '[^+0-9]', '', 'g')`;
  const [row] = await db
    .update(profiles)
    .set({ ...fields, phoneVerified: sql`${profiles.phoneVerified} and ${samePhone}` })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}

/** Saves the interests and marks onboarding answered (the first time). */
export async function saveInterests(db: Db, id: string, interests: string[], now: Date): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ interests, onboardedAt: sql`coalesce(${profiles.onboardedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now.toISOString() })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}

/** "Skip for now": onboarding is answered, the interests stay as they are. */
export async function markOnboarded(db: Db, id: string, now: Date): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ onboardedAt: sql`coalesce(${profiles.onboardedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}
