import { and, eq, sql } from 'drizzle-orm';
import type { NotificationSettings } from '../../../domain/account';
import type { Db } from '../../db/client';
import {
  credentials,
  emailVerificationTokens,
  favorites,
  listings,
  notifications,
  phoneVerifications,
  profiles,
  sessions,
} from '../../db/schema';

export async function findSettings(db: Db, userId: string) {
  const [row] = await db
    .select({
      whatsapp_notifications: profiles.whatsappNotifications,
      email_notifications: profiles.emailNotifications,
      marketing_emails: profiles.marketingEmails,
      phone: profiles.phone,
      phone_verified: profiles.phoneVerified,
      has_password: sql<boolean>`${credentials.passwordHash} is not null`,
    })
    .from(profiles)
    .leftJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

export async function updateSettings(db: Db, userId: string, changes: Partial<NotificationSettings>, now: Date) {
  await db
    .update(profiles)
    .set({
      ...(changes.whatsapp_notifications !== undefined ? { whatsappNotifications: changes.whatsapp_notifications } : {}),
      ...(changes.email_notifications !== undefined ? { emailNotifications: changes.email_notifications } : {}),
      ...(changes.marketing_emails !== undefined ? { marketingEmails: changes.marketing_emails } : {}),
      updatedAt: now.toISOString(),
    })
    .where(eq(profiles.id, userId));
}

/** The columns that decide where a person may be reached. */
export async function findDeliveryRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: profiles.email,
      phone: profiles.phone,
      phoneVerified: profiles.phoneVerified,
      emailNotifications: profiles.emailNotifications,
      whatsappNotifications: profiles.whatsappNotifications,
      marketingEmails: profiles.marketingEmails,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

export async function findCredentials(db: Db, userId: string) {
  const [row] = await db
    .select({ passwordHash: credentials.passwordHash, googleSub: credentials.googleSub })
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .limit(1);
  return row;
}

export async function findSessionStart(db: Db, sessionId: string): Promise<string | undefined> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.createdAt;
}

/** Locks the live profile row for the deletion transaction; undefined when it is gone or already deleted. */
export async function lockLiveProfile(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id, photoUrl: profiles.profilePhotoUrl })
    .from(profiles)
    .where(and(eq(profiles.id, userId), sql`${profiles.deletedAt} is null`))
    .for('update');
  return row;
}

/**
 * Forgets everything private about the person and keeps the row (id only, with `deleted_at`) so the others'
 * reservations, messages and reviews still point at someone; their listings stop being offered.
 */
export async function eraseAccount(tx: Db, userId: string, now: Date) {
  const at = now.toISOString();
  await tx
    .update(profiles)
    .set({
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
      bio: null,
      location: null,
      locationCity: null,
      locationLat: null,
      locationLng: null,
      phone: null,
      phoneVerified: false,
      profilePhotoUrl: null,
      whatsappNotifications: false,
      emailNotifications: false,
      marketingEmails: false,
      interests: [],
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(profiles.id, userId));
  await tx.update(listings).set({ status: 'inactive', updatedAt: at }).where(and(eq(listings.ownerId, userId), eq(listings.status, 'active')));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(credentials).where(eq(credentials.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
