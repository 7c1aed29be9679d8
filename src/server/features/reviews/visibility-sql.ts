import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL form of the review privacy rule (`canSeeReview` in src/domain/reviews.ts): published, or written by the
 * viewer. `alias` is the review table's alias in the query, `authorColumn` its author column (`user_id` for
 * listing reviews, `reviewer_id` for user reviews). Every read of review rows applies it; visibility-sql.test.ts
 * checks it against the domain function.
 */
export function visibleReviewSql(alias: string, authorColumn: 'user_id' | 'reviewer_id', viewerId: string | null): SQL {
  const table = sql.identifier(alias);
  const author = sql.identifier(authorColumn);
  if (viewerId === null) return sql`${table}.published_at is not null`;
  return sql`(${table}.published_at is not null or ${table}.${author} = ${viewerId}::uuid)`;
}

/** Averages and counts take published reviews only (`countsInAverages`). */
export function publishedReviewSql(alias: string): SQL {
  return sql`${sql.identifier(alias)}.published_at is not null`;
}
