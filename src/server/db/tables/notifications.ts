import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationRelatedTypes, notificationTypes } from '../../../domain/notifications';
import { profiles } from './accounts';
import { sqlList } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text({ enum: notificationTypes }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    read: boolean().notNull().default(false),
    timestamp: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    relatedType: text({ enum: notificationRelatedTypes }),
    /** Not a foreign key: it points into one of several tables (related_type) and may outlive its target. */
    relatedId: uuid(),
    metadata: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    check('notifications_type', sql`${t.type} in (${sqlList(notificationTypes)})`),
    check('notifications_related_type', sql`${t.relatedType} is null or ${t.relatedType} in (${sqlList(notificationRelatedTypes)})`),
    check('notifications_related', sql`(${t.relatedType} is null) = (${t.relatedId} is null)`),
    check('notifications_text_length', sql`char_length(${t.title}) <= 200 and char_length(${t.content}) <= 2000`),
    index('notifications_user_id_timestamp_idx').on(t.userId, t.timestamp.desc()),
    index('notifications_unread_user_idx').on(t.userId).where(sql`not ${t.read}`),
  ],
);
