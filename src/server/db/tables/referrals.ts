import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { createdAt } from './columns';

/** Who invited whom; a person is referred at most once. rewarded_at is set after the friend's first rental. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    refereeId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rewardedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('referrals_referee_id_key').on(t.refereeId),
    index('referrals_referrer_id_idx').on(t.referrerId),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
  ],
);
