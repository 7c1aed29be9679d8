import { sql } from 'drizzle-orm';
import { fullName, unnamedPerson } from '../../../domain/person';
import { type Db, queryRows } from '../../db/client';
import { notifyAboutReservation } from '../system-messages';
import type { PublishedReview } from './queries';

/**
 * One "review" notification per reviewee and reservation when reviews about them are published (a renter's listing
 * and owner reviews reach the owner as one). Through the one notification path of system-messages.
 */
export async function notifyPublished(tx: Db, published: readonly PublishedReview[], at: Date): Promise<number> {
  const seen = new Set<string>();
  let sent = 0;
  for (const review of published) {
    const key = `${review.reservation_id}:${review.reviewee_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [info] = await queryRows<{ listing_title: string; first_name: string | null; last_name: string | null }>(
      tx,
      sql`select l.title as listing_title, p.first_name, p.last_name
            from reservations r join listings l on l.id = r.listing_id join profiles p on p.id = ${review.author_id}
            where r.id = ${review.reservation_id}`,
    );
    await notifyAboutReservation(tx, {
      userId: review.reviewee_id,
      data: { kind: 'review_published', reviewer_name: fullName(info ?? null, unnamedPerson.someone), listing_title: info?.listing_title ?? 'the item' },
      reservationId: review.reservation_id,
      at,
      metadata: { review: 'published' },
    });
    sent += 1;
  }
  return sent;
}
