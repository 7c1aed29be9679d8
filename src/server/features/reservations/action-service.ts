import { and, eq, inArray, or } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import { fullName, unnamedPerson } from '../../../domain/person';
import { checkTransition, type UserReservationAction } from '../../../domain/reservation-actions';
import { accountDeletionBlockingStatuses, isStatusIn, pendingReservationStatus } from '../../../domain/reservation-status';
import { PENDING_EXPIRY_MS, reservationTexts, type SystemMessageAction, systemMessageText } from '../../../domain/reservations';
import { type Db, inTransaction } from '../../db/client';
import { listings, reservations } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import { addSystemMessage, notifyAboutReservation, recordReservationStatus } from '../system-messages';
import type { ReservationDeps } from './deps';
import { findListing, profileName, returnDaysToListing, setPurchaseRequestStatus } from './queries';

const purchaseStatusAfter: Record<UserReservationAction, 'accepted' | 'declined' | 'cancelled' | 'completed'> = {
  accept: 'accepted',
  decline: 'declined',
  cancel_by_owner: 'cancelled',
  cancel_by_renter: 'cancelled',
  complete: 'completed',
};

const systemActionFor: Record<UserReservationAction, SystemMessageAction> = {
  accept: 'accepted',
  decline: 'declined',
  cancel_by_owner: 'cancelled_by_owner',
  cancel_by_renter: 'cancelled_by_renter',
  complete: 'completed',
};

/**
 * POST /api/reservations/:id/actions. The reservation row is locked (FOR UPDATE) for the whole transaction, so two
 * concurrent actions are decided one after the other by the state machine; all effects commit together.
 */
export async function applyReservationAction(deps: ReservationDeps, userId: string, reservationId: string, action: UserReservationAction) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
    if (!row || (row.ownerId !== userId && row.renterId !== userId)) throw notFound(reservationTexts.reservationNotFound);
    await applyToLockedReservation(tx, deps, row, userId, action, now);
  });
}

/**
 * Account deletion (inside its transaction): refuses while the user has an agreed rental as renter or owner, then
 * cancels their pending requests the way a user's cancel does (dates return, system message, the other party is
 * notified). Returns how many were cancelled.
 */
export async function cancelPendingReservationsOf(tx: Db, deps: ReservationDeps, userId: string, refuse: () => Error): Promise<number> {
  const rows = await tx
    .select()
    .from(reservations)
    .where(
      and(
        or(eq(reservations.ownerId, userId), eq(reservations.renterId, userId)),
        inArray(reservations.status, [...accountDeletionBlockingStatuses, pendingReservationStatus]),
      ),
    )
    .orderBy(reservations.id)
    .for('update');
  if (rows.some((row) => isStatusIn(row.status, accountDeletionBlockingStatuses))) throw refuse();
  const now = deps.clock.now();
  for (const row of rows) {
    await applyToLockedReservation(tx, deps, row, userId, row.ownerId === userId ? 'cancel_by_owner' : 'cancel_by_renter', now);
  }
  return rows.length;
}

async function applyToLockedReservation(
  tx: Db,
  deps: ReservationDeps,
  row: typeof reservations.$inferSelect,
  userId: string,
  action: UserReservationAction,
  now: Date,
) {
  const today = todayIn(deps.config.marketTimeZone, now);
  const role = row.ownerId === userId ? 'owner' : 'renter';
  const check = checkTransition(action, role, { status: row.status, is_purchase: row.isPurchase });
  if (!check.ok) throw check.reason === 'role' ? forbidden(check.message) : conflict(check.message);
  // Between two rounds of the expiry job a stale request still reads "pending": it cannot be accepted any more.
  if (action === 'accept' && now.getTime() - new Date(row.createdAt).getTime() > PENDING_EXPIRY_MS) {
    throw conflict(reservationTexts.requestExpired);
  }

  const [updated] = await tx
    .update(reservations)
    .set({ status: check.to, updatedAt: now.toISOString(), ...(action === 'complete' ? { startDate: today, endDate: today } : {}) })
    .where(eq(reservations.id, row.id))
    .returning();
  if (check.returnsDates && !row.isPurchase) {
    await returnDaysToListing(tx, { listingId: row.listingId, startDate: row.startDate, endDate: row.endDate, today });
  }
  if (row.isPurchase) {
    await setPurchaseRequestStatus(tx, row.id, purchaseStatusAfter[action]);
  }
  if (action === 'complete') {
    await tx.update(listings).set({ status: 'inactive', updatedAt: now.toISOString() }).where(eq(listings.id, row.listingId));
  }

  await recordReservationStatus(tx, updated!, check.to);
  const actorName = fullName(await profileName(tx, userId), unnamedPerson.someone);
  const systemAction = systemActionFor[action];
  await addSystemMessage(tx, {
    reservation: updated!,
    action: systemAction,
    actorId: userId,
    content: systemMessageText(systemAction, actorName, row.isPurchase),
    at: now,
  });
  const listing = await findListing(tx, row.listingId);
  const otherParty = role === 'owner' ? row.renterId : row.ownerId;
  await notifyAboutReservation(tx, {
    userId: otherParty,
    data: { kind: 'reservation_answered', action, actor_name: actorName, listing_title: listing?.title ?? 'the item', is_purchase: row.isPurchase },
    reservationId: row.id,
    at: now,
    metadata: { action, status: check.to },
  });
  if (action === 'complete') {
    // Both parties are invited to review: the buyer by the notification above, the seller here.
    await notifyAboutReservation(tx, {
      userId,
      data: { kind: 'rental_finished', listing_title: listing?.title ?? 'the item', is_purchase: true },
      reservationId: row.id,
      at: now,
      metadata: { action, status: check.to },
    });
  }
}
