import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_COMMENT_MAX } from '../../../domain/reviews';
import { profiles } from './accounts';
import { createdAt } from './columns';
import { listings } from './listings';
import { reservations } from './reservations';

/**
 * When a review becomes visible to others (double-blind, src/domain/reviews.ts): set when the other party has
 * reviewed too, or by the scheduler when the review window closes. Null: only its author sees it.
 */
const publishedAt = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * A renter's review of a listing after a reservation. listings.review_count / rating_sum follow the PUBLISHED rows
 * through a trigger (custom migration), so every rating shown (cards, detail, search, feed) counts published reviews only.
 */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    rating: smallint().notNull(),
    comment: text(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    publishedAt: publishedAt(),
  },
  (t) => [
    check('listing_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('listing_reviews_comment_length', sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
    index('listing_reviews_unpublished_idx').on(t.reservationId).where(sql`${t.publishedAt} is null`),
    uniqueIndex('listing_reviews_user_id_reservation_id_key').on(t.userId, t.reservationId),
    index('listing_reviews_listing_id_idx').on(t.listingId, t.createdAt.desc()),
    index('listing_reviews_reservation_id_idx').on(t.reservationId),
  ],
);

/** One party's review of the other after a reservation (owner ↔ renter). */
export const userReviews = pgTable(
  'user_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    revieweeId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    reviewerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    rating: smallint().notNull(),
    comment: text(),
    reservationId: uuid()
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    publishedAt: publishedAt(),
  },
  (t) => [
    check('user_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('user_reviews_comment_length', sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
    index('user_reviews_unpublished_idx').on(t.reservationId).where(sql`${t.publishedAt} is null`),
    check('user_reviews_not_self', sql`${t.reviewerId} <> ${t.revieweeId}`),
    uniqueIndex('user_reviews_reviewer_id_reservation_id_key').on(t.reviewerId, t.reservationId),
    index('user_reviews_reviewee_id_idx').on(t.revieweeId, t.createdAt.desc()),
    index('user_reviews_reservation_id_idx').on(t.reservationId),
  ],
);
