import { sql } from 'drizzle-orm';
import { pendingLimitTexts, pendingLimitViolation } from '../../../domain/pending-limits';
import { pendingReservationStatus } from '../../../domain/reservation-status';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { errorCodes } from '../../../domain/api-error';

/**
 * Refuses a rental request that would pass the renter's pending-request limits (domain/pending-limits.ts).
 * Call it inside the booking transaction after the renter's row is locked, so requests sent at once count each other.
 */
export async function assertPendingLimits(tx: Db, renterId: string, listingId: string): Promise<void> {
  const [row] = await queryRows<{ total: number; for_listing: number; email_verified: boolean }>(
    tx,
    sql`select count(r.id)::int as total,
               (count(r.id) filter (where r.listing_id = ${listingId}))::int as for_listing,
               p.email_verified
        from profiles p
        left join reservations r on r.renter_id = p.id and r.status = ${pendingReservationStatus} and not r.is_purchase
        where p.id = ${renterId}
        group by p.email_verified`,
  );
  const pending = { total: row?.total ?? 0, forListing: row?.for_listing ?? 0, emailVerified: row?.email_verified === true };
  const violation = pendingLimitViolation(pending);
  if (violation) {
    throw new AppError(errorCodes.pendingLimit, 409, violation.message, { title: pendingLimitTexts.title, limit: violation.limit, pending: pending.total });
  }
}
