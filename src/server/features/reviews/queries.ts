import { sql } from 'drizzle-orm';
import type { ReservationStatus } from '../../../domain/reservation-status';
import { REVIEW_REMINDER_MS, REVIEW_WINDOW_MS } from '../../../domain/reviews';
import { type Db, queryRows } from '../../db/client';
import { listingReviews, userReviews } from '../../db/schema';

/** A reservation as the review rules see it, with its listing and both parties' safe profiles. */
export interface ReviewReservationRow {
  id: string;
  listing_id: string;
  owner_id: string;
  renter_id: string;
  status: ReservationStatus;
  is_purchase: boolean;
  completed_at: string | Date | null;
  listing_title: string;
  photo_key: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_photo: string | null;
  renter_first_name: string | null;
  renter_last_name: string | null;
  renter_photo: string | null;
  owner_deleted: boolean;
  renter_deleted: boolean;
}

export async function loadReviewReservation(db: Db, reservationId: string, options: { lock?: boolean } = {}): Promise<ReviewReservationRow | null> {
  const [row] = await queryRows<ReviewReservationRow>(
    db,
    sql`select r.id, r.listing_id, r.owner_id, r.renter_id, r.status, r.is_purchase, r.completed_at,
          l.title as listing_title,
          (select lp.card_key from listing_photos lp where lp.listing_id = l.id order by lp.position limit 1) as photo_key,
          o.first_name as owner_first_name, o.last_name as owner_last_name, o.profile_photo_url as owner_photo, o.deleted_at is not null as owner_deleted,
          t.first_name as renter_first_name, t.last_name as renter_last_name, t.profile_photo_url as renter_photo, t.deleted_at is not null as renter_deleted
        from reservations r
        join listings l on l.id = r.listing_id
        join profiles o on o.id = r.owner_id
        join profiles t on t.id = r.renter_id
        where r.id = ${reservationId}
        ${options.lock ? sql`for update of r` : sql``}`,
  );
  return row ?? null;
}

export interface StoredReviewRow {
  kind: 'listing' | 'user';
  author_id: string;
  reviewee_id: string | null;
  rating: number;
  comment: string | null;
  created_at: string | Date;
  published_at: string | Date | null;
}

/** Every review row of a reservation (both kinds, both authors); callers apply the privacy rule before showing any. */
export async function reservationReviews(db: Db, reservationId: string): Promise<StoredReviewRow[]> {
  return queryRows<StoredReviewRow>(
    db,
    sql`select 'listing' as kind, user_id as author_id, null::uuid as reviewee_id, rating, comment, created_at, published_at
          from listing_reviews where reservation_id = ${reservationId}
        union all
        select 'user' as kind, reviewer_id as author_id, reviewee_id, rating, comment, created_at, published_at
          from user_reviews where reservation_id = ${reservationId}`,
  );
}

/** Which of these reservations the user has reviewed (any kind): the "Review status item" of each. */
export async function reviewedReservationIds(db: Db, userId: string, reservationIds: readonly string[]): Promise<Set<string>> {
  if (reservationIds.length === 0) return new Set();
  const ids = sql.join(
    reservationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ reservation_id: string }>(
    db,
    sql`select reservation_id from listing_reviews where user_id = ${userId} and reservation_id in (${ids})
        union
        select reservation_id from user_reviews where reviewer_id = ${userId} and reservation_id in (${ids})`,
  );
  return new Set(rows.map((row) => row.reservation_id));
}

export async function insertListingReview(
  tx: Db,
  values: { listingId: string; userId: string; rating: number; comment: string | null; reservationId: string; at: Date },
): Promise<void> {
  await tx.insert(listingReviews).values({
    listingId: values.listingId,
    userId: values.userId,
    rating: values.rating,
    comment: values.comment,
    reservationId: values.reservationId,
    createdAt: values.at.toISOString(),
  });
}

export async function insertUserReview(
  tx: Db,
  values: { revieweeId: string; reviewerId: string; rating: number; comment: string | null; reservationId: string; at: Date },
): Promise<void> {
  await tx.insert(userReviews).values({
    revieweeId: values.revieweeId,
    reviewerId: values.reviewerId,
    rating: values.rating,
    comment: values.comment,
    reservationId: values.reservationId,
    createdAt: values.at.toISOString(),
  });
}

/** A review just published: who wrote it and about whom (the listing's owner for a listing review). */
export interface PublishedReview {
  reservation_id: string;
  author_id: string;
  reviewee_id: string;
}

/**
 * Publishes every unpublished review of the reservations (idempotent: a published review keeps its time). The
 * listing counters follow through the trigger in the same transaction, and bump the listing's revision, so cached
 * cards and pages refresh.
 */
export async function publishReservationReviews(tx: Db, reservationIds: readonly string[], at: Date): Promise<PublishedReview[]> {
  if (reservationIds.length === 0) return [];
  const ids = sql.join(
    reservationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const when = at.toISOString();
  const listingRows = await queryRows<PublishedReview>(
    tx,
    sql`update listing_reviews lr set published_at = ${when}
          from reservations r
          where lr.reservation_id = r.id and lr.reservation_id in (${ids}) and lr.published_at is null
          returning lr.reservation_id, lr.user_id as author_id, r.owner_id as reviewee_id`,
  );
  const userRows = await queryRows<PublishedReview>(
    tx,
    sql`update user_reviews set published_at = ${when}
          where reservation_id in (${ids}) and published_at is null
          returning reservation_id, reviewer_id as author_id, reviewee_id`,
  );
  return [...listingRows, ...userRows];
}

/**
 * Reservations whose window has closed with reviews still unpublished, oldest first, locked so a concurrent
 * submission waits (the scheduler also holds its advisory lock). Read through the partial "unpublished" indexes.
 */
export async function reservationsDueForPublication(tx: Db, now: Date, batch: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - REVIEW_WINDOW_MS).toISOString();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select r.id from reservations r
          where r.id in (select reservation_id from listing_reviews where published_at is null
                         union select reservation_id from user_reviews where published_at is null)
            and r.completed_at <= ${cutoff}
          order by r.completed_at, r.id
          limit ${batch}
          for update of r skip locked`,
  );
  return rows.map((row) => row.id);
}

/** Completed reservations inside the reminder period (2 days before the window closes) not reminded yet. */
export async function reservationsDueForReminder(tx: Db, now: Date, batch: number): Promise<string[]> {
  const remindFrom = new Date(now.getTime() - REVIEW_REMINDER_MS).toISOString();
  const closedBefore = new Date(now.getTime() - REVIEW_WINDOW_MS).toISOString();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select r.id from reservations r
          where r.status = 'completed' and r.review_reminder_sent_at is null
            and r.completed_at <= ${remindFrom} and r.completed_at > ${closedBefore}
          order by r.completed_at, r.id
          limit ${batch}
          for update of r skip locked`,
  );
  return rows.map((row) => row.id);
}

export async function markReminded(tx: Db, reservationId: string, at: Date): Promise<void> {
  await tx.execute(sql`update reservations set review_reminder_sent_at = ${at.toISOString()} where id = ${reservationId}`);
}

/** Per reviewee and role (as renter, as owner): published user reviews' count and sum. */
export async function userReviewTotals(db: Db, profileId: string): Promise<{ as_renter: { count: number; total: number }; as_owner: { count: number; total: number } }> {
  const rows = await queryRows<{ role: 'renter' | 'owner'; count: number; total: number }>(
    db,
    sql`select case when r.renter_id = ur.reviewee_id then 'renter' else 'owner' end as role,
               count(*)::int as count, coalesce(sum(ur.rating), 0)::int as total
          from user_reviews ur join reservations r on r.id = ur.reservation_id
          where ur.reviewee_id = ${profileId} and ur.published_at is not null
          group by 1`,
  );
  const of = (role: 'renter' | 'owner') => {
    const row = rows.find((candidate) => candidate.role === role);
    return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
  };
  return { as_renter: of('renter'), as_owner: of('owner') };
}
