import { sql } from 'drizzle-orm';
import { type ListingCard, type ListingReviews, type MyListings, type UserReviews } from '../../../domain/listing-schemas';
import { averageRating } from '../../../domain/listings';
import { visiblePerson } from '../../../domain/person';
import { profileTexts } from '../../../domain/profile';
import { queryRows } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { type ListingDeps, loadVisibleListing } from './access';
import { queryListingCards, toIsoString, toListingCard } from './card-query';
import { countOwnListingsByStatus } from './queries';
import { userReviewTotals, visibleReviewSql } from '../reviews';

/** Upper bound for one list; grids past this would need paging. */
const LIST_LIMIT = 500;
const REVIEWS_LIMIT = 200;

/** GET /api/me/listings: own listings (active and inactive, not deleted), newest first, with counts. */
export async function getMyListings(deps: ListingDeps, userId: string): Promise<MyListings> {
  const [rows, counts] = await Promise.all([
    queryListingCards(deps.db, { viewerId: userId, where: sql`l.owner_id = ${userId}`, limit: LIST_LIMIT }),
    countOwnListingsByStatus(deps.db, userId),
  ]);
  return { listings: rows.map((row) => toListingCard(row, deps.storage)), counts };
}

/** GET /api/profiles/:id/listings: a user's active listings as cards. */
export async function getProfileListings(deps: ListingDeps, profileId: string, viewerId: string | null): Promise<{ listings: ListingCard[] }> {
  await assertProfileExists(deps, profileId);
  const rows = await queryListingCards(deps.db, {
    viewerId,
    where: sql`l.owner_id = ${profileId} and l.status = 'active'`,
    limit: LIST_LIMIT,
  });
  return { listings: rows.map((row) => toListingCard(row, deps.storage)) };
}

interface ReviewRow {
  id: string;
  listing_id: string;
  author_id: string;
  reviewee_id: string;
  rating: number;
  comment: string | null;
  reservation_id: string;
  created_at: string | Date;
  published_at: string | Date | null;
  reviewee_role?: 'renter' | 'owner';
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  deleted: boolean;
}

const reviewer = (row: ReviewRow) =>
  visiblePerson({ id: row.author_id, first_name: row.first_name, last_name: row.last_name, profile_photo_url: row.profile_photo_url, deleted: row.deleted });

/**
 * GET /api/listings/:id/reviews: newest first, each with the reviewer's safe profile. Rows pass the review privacy
 * rule (published, or the viewer's own, marked unpublished); the average and count are of published reviews only.
 */
export async function getListingReviews(deps: ListingDeps, listingId: string, viewerId: string | null): Promise<ListingReviews> {
  const listing = await loadVisibleListing(deps.db, listingId, viewerId);
  const rows = await queryRows<ReviewRow>(
    deps.db,
    sql`select r.id, r.listing_id, r.user_id as author_id, null as reviewee_id, r.rating, r.comment, r.reservation_id, r.created_at,
          r.published_at, p.first_name, p.last_name, p.profile_photo_url, p.deleted_at is not null as deleted
        from listing_reviews r join profiles p on p.id = r.user_id
        where r.listing_id = ${listing.id} and ${visibleReviewSql('r', 'user_id', viewerId)}
        order by r.created_at desc, r.id limit ${REVIEWS_LIMIT}`,
  );
  return {
    average_rating: averageRating(listing.ratingSum, listing.reviewCount),
    review_count: listing.reviewCount,
    reviews: rows.map((row) => ({
      listing_review_id: row.id,
      listing_id: row.listing_id,
      user_id: row.author_id,
      rating: Number(row.rating),
      comment: row.comment,
      reservation_id: row.reservation_id,
      created_at: toIsoString(row.created_at),
      published_at: row.published_at === null ? null : toIsoString(row.published_at),
      reviewer: reviewer(row),
    })),
  };
}

/**
 * GET /api/profiles/:id/reviews: reviews the user received (user_reviews), newest first, through the privacy rule;
 * the averages (overall, as renter, as owner) count published reviews only.
 */
export async function getProfileReviews(deps: ListingDeps, profileId: string, viewerId: string | null): Promise<UserReviews> {
  await assertProfileExists(deps, profileId);
  const [rows, totals] = await Promise.all([
    queryRows<ReviewRow>(
      deps.db,
      sql`select r.id, null as listing_id, r.reviewer_id as author_id, r.reviewee_id, r.rating, r.comment, r.reservation_id, r.created_at,
            r.published_at, case when res.renter_id = r.reviewee_id then 'renter' else 'owner' end as reviewee_role,
            p.first_name, p.last_name, p.profile_photo_url, p.deleted_at is not null as deleted
          from user_reviews r join profiles p on p.id = r.reviewer_id join reservations res on res.id = r.reservation_id
          where r.reviewee_id = ${profileId} and ${visibleReviewSql('r', 'reviewer_id', viewerId)}
          order by r.created_at desc, r.id limit ${REVIEWS_LIMIT}`,
    ),
    userReviewTotals(deps.db, profileId),
  ]);
  const count = totals.as_renter.count + totals.as_owner.count;
  const summary = (part: { count: number; total: number }) => ({ average_rating: averageRating(part.total, part.count), review_count: part.count });
  return {
    average_rating: averageRating(totals.as_renter.total + totals.as_owner.total, count),
    review_count: count,
    as_renter: summary(totals.as_renter),
    as_owner: summary(totals.as_owner),
    reviews: rows.map((row) => ({
      user_review_id: row.id,
      reviewer_id: row.author_id,
      reviewee_id: row.reviewee_id,
      rating: Number(row.rating),
      comment: row.comment,
      reservation_id: row.reservation_id,
      created_at: toIsoString(row.created_at),
      published_at: row.published_at === null ? null : toIsoString(row.published_at),
      reviewee_role: row.reviewee_role ?? 'renter',
      reviewer: reviewer(row),
    })),
  };
}

async function assertProfileExists(deps: ListingDeps, profileId: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(deps.db, sql`select id from profiles where id = ${profileId} and deleted_at is null`);
  if (rows.length === 0) throw notFound(profileTexts.userNotFound);
}
