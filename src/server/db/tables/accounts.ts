import { sql } from 'drizzle-orm';
import { interests } from '../../../domain/interests';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** A person's account and public/private profile (spec: Profile). The id is the user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null only once the account is deleted (the address may then sign up again). */
    email: text(),
    emailVerified: boolean().notNull().default(false),
    firstName: text(),
    lastName: text(),
    bio: text(),
    location: text(),
    locationCity: text(),
    locationLat: doublePrecision(),
    locationLng: doublePrecision(),
    phone: text(),
    phoneVerified: boolean().notNull().default(false),
    profilePhotoUrl: text(),
    whatsappNotifications: boolean().notNull().default(false),
    emailNotifications: boolean().notNull().default(true),
    marketingEmails: boolean().notNull().default(false),
    /** Onboarding interests: names from src/domain/interests.ts (they boost matching categories in the feed). */
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    /** When the onboarding page was answered (continued or skipped); null: it is still to be shown. */
    onboardedAt: timestamp({ withTimezone: true, mode: 'string' }),
    referralCode: text().notNull(),
    referredBy: uuid().references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** Set when the person deleted their account: the row stays for the others' history (decision 0018). */
    deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('profiles_email_unless_deleted', sql`(${t.email} is null) = (${t.deletedAt} is not null)`),
    uniqueIndex('profiles_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('profiles_referral_code_key').on(t.referralCode),
    check('profiles_email_format', sql`${t.email} ~ '^[^@\\s]+@[^@\\s]+$' and char_length(${t.email}) <= 254`),
    check('profiles_first_name_length', sql`char_length(${t.firstName}) <= 80`),
    check('profiles_last_name_length', sql`char_length(${t.lastName}) <= 80`),
    check('profiles_bio_length', sql`char_length(${t.bio}) <= 1000`),
    check('profiles_location_length', sql`char_length(${t.location}) <= 300`),
    check('profiles_interests', sql`${t.interests} <@ array[${sql.raw(interests.map((name) => `'${name.replace(/'/g, "''")}'`).join(', '))}]::text[]`),
    check('profiles_phone_format', sql`${t.phone} is null or ${t.phone} = '' or ${t.phone} ~ '^\\+[0-9]{1,4}[0-9 ()-]{4,20}$'`),
    check(
      'profiles_coordinates',
      sql`(${t.locationLat} is null) = (${t.locationLng} is null)
        and (${t.locationLat} is null or (${t.locationLat} between -90 and 90 and ${t.locationLng} between -180 and 180))`,
    ),
  ],
);

/** How a person proves who they are: a password hash (argon2id) and/or a Google account. */
export const credentials = pgTable(
  'credentials',
  {
    userId: uuid()
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    passwordHash: text(),
    googleSub: text(),
    passwordUpdatedAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credentials_google_sub_key').on(t.googleSub),
    check('credentials_has_a_method', sql`${t.passwordHash} is not null or ${t.googleSub} is not null`),
  ],
);

/** Server-side sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** One-time e-mail verification links; only the token hash is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash), index().on(t.userId)],
);
