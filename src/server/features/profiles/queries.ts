import { eq } from 'drizzle-orm';
import type { OwnProfile } from '../../../domain/profile';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** The signed-in user's own view of their profile (private fields included). */
export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    email: row.email,
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
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

export async function updateProfileFields(
  db: Db,
  id: string,
  fields: Pick<ProfileRow, 'firstName' | 'lastName' | 'bio' | 'location' | 'phone' | 'locationCity' | 'locationLat' | 'locationLng' | 'updatedAt'>,
): Promise<ProfileRow | undefined> {
  const [row] = await db.update(profiles).set(fields).where(eq(profiles.id, id)).returning();
  return row;
}
