import { sql } from 'drizzle-orm';
import { type ListingCard, type ListingReviews, type MyListings, type UserReviews } from '../../../domain/listing-schemas';
import { averageRating } from '../../../domain/listings';
import { profileTexts } from '../../../domain/profile';
import { queryRows } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { type ListingDeps, loadVisibleListing } from './access';
import { queryListingCards, toIsoString, toListingCard } from './card-query';
import { countOwnListingsByStatus } from './queries';

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
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
}

const reviewer = (row: ReviewRow) => ({
  id: row.author_id,
  first_name: row.first_name,
  last_name: row.last_name,
  profile_photo_url: row.profile_photo_url,
});

/** GET /api/listings/:id/reviews: newest first, each with the reviewer's safe profile. */
export async function getListingReviews(deps: ListingDeps, listingId: string, viewerId: string | null): Promise<ListingReviews> {
  const listing = await loadVisibleListing(deps.db, listingId, viewerId);
  const rows = await queryRows<ReviewRow>(
    deps.db,
    sql`select r.id, r.listing_id, r.user_id as author_id, null as reviewee_id, r.rating, r.comment, r.reservation_id, r.created_at,
          p.first_name, p.last_name, p.profile_photo_url
        from listing_reviews r join profiles p on p.id = r.user_id
        where r.listing_id = ${listing.id}
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
      reviewer: reviewer(row),
    })),
  };
}

/** GET /api/profiles/:id/reviews: reviews the user received (user_reviews), newest first. */
export async function getProfileReviews(deps: ListingDeps, profileId: string): Promise<UserReviews> {
  await assertProfileExists(deps, profileId);
  const [rows, totals] = await Promise.all([
    queryRows<ReviewRow>(
      deps.db,
      sql`select r.id, null as listing_id, r.reviewer_id as author_id, r.reviewee_id, r.rating, r.comment, r.reservation_id, r.created_at,
            p.first_name, p.last_name, p.profile_photo_url
          from user_reviews r join profiles p on p.id = r.reviewer_id
          where r.reviewee_id = ${profileId}
          order by r.created_at desc, r.id limit ${REVIEWS_LIMIT}`,
    ),
    queryRows<{ count: number; total: number }>(
      deps.db,
      sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as total from user_reviews where reviewee_id = ${profileId}`,
    ),
  ]);
  const count = Number(totals[0]?.count ?? 0);
  return {
    average_rating: averageRating(Number(totals[0]?.total ?? 0), count),
    review_count: count,
    reviews: rows.map((row) => ({
      user_review_id: row.id,
      reviewer_id: row.author_id,
      reviewee_id: row.reviewee_id,
      rating: Number(row.rating),
      comment: row.comment,
      reservation_id: row.reservation_id,
      created_at: toIsoString(row.created_at),
      reviewer: reviewer(row),
    })),
  };
}

async function assertProfileExists(deps: ListingDeps, profileId: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(deps.db, sql`select id from profiles where id = ${profileId}`);
  if (rows.length === 0) throw notFound(profileTexts.userNotFound);
}
