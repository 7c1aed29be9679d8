import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { MAX_PHONE_CODE_ATTEMPTS } from '../../../domain/phone-verification';
import { createdAt } from './columns';


/** A code sent to a phone number; only its hash is stored. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer().notNull().default(0),
    verifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('phone_verifications_attempts', sql`${t.attempts} between 0 and ${sql.raw(String(MAX_PHONE_CODE_ATTEMPTS))}`),
    check('phone_verifications_phone_format', sql`${t.phone} ~ '^\\+[0-9]{1,4}[0-9 ()-]{4,20}$'`),
    check('phone_verifications_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    index('phone_verifications_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
);
