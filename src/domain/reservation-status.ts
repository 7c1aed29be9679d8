/** Reservation statuses, labels and badge classes (spec transactions §4). */
export const reservationStatuses = [
  'pending',
  'accepted',
  'declined',
  'ongoing',
  'completed',
  'cancelled_by_owner',
  'cancelled_by_renter',
  'cancelled',
  'expired',
  'confirmed',
] as const;

export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * The one home of every status set (server SQL, jobs and client components interpolate these, never literals).
 *
 * Active: holds the listing's dates: two such rentals of one listing may not overlap (DB exclusion constraint).
 * The same set decides the renter's own conflicts (booking service, detail calendar, booking page): a confirmed
 * rental holds the renter's dates just like an accepted one (decided in issue #9: the server was right).
 */
export const activeReservationStatuses = ['pending', 'accepted', 'ongoing', 'confirmed'] as const satisfies readonly ReservationStatus[];

/** The renter's own rentals that block other rentals on the same dates (= active). */
export const renterConflictStatuses = activeReservationStatuses;

/** Days shown as Reserved (owner's listing calendar) and entries of the Reservation Calendar: active or completed. */
export const dateHoldingReservationStatuses = [...activeReservationStatuses, 'completed'] as const satisfies readonly ReservationStatus[];

/** Both parties see the full address (spec: Reservation detail): the rental is agreed. Read by the location policy. */
export const addressRevealingStatuses = ['accepted', 'ongoing', 'confirmed', 'completed'] as const satisfies readonly ReservationStatus[];

/** A rental in these statuses earns the renter a purchase credit (its total price). */
export const rentalCreditStatuses = ['ongoing', 'completed'] as const satisfies readonly ReservationStatus[];

/** A rental the two parties may review. */
export const reviewableReservationStatuses = ['completed'] as const satisfies readonly ReservationStatus[];

/** An agreed rental not yet over: while a person has one (as renter or owner) they cannot delete their account. */
export const accountDeletionBlockingStatuses = ['accepted', 'ongoing', 'confirmed'] as const satisfies readonly ReservationStatus[];

/** A request still waiting for the owner's answer. */
export const pendingReservationStatus = 'pending' as const satisfies ReservationStatus;

/** My reservations tabs (spec). */
export const reservationTabs = {
  upcoming: activeReservationStatuses,
  past: ['completed'],
  cancelled: ['expired', 'cancelled_by_renter', 'cancelled_by_owner', 'declined', 'cancelled'],
} as const satisfies Record<string, readonly ReservationStatus[]>;

/** Purchase request statuses (spec transactions §7). */
export const purchaseRequestStatuses = ['pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'] as const;
export type PurchaseRequestStatus = (typeof purchaseRequestStatuses)[number];
/** A purchase request that still blocks another one for the same item. */
export const openPurchaseRequestStatuses = ['pending', 'accepted'] as const satisfies readonly PurchaseRequestStatus[];

export function isStatusIn(status: ReservationStatus, set: readonly ReservationStatus[]): boolean {
  return set.includes(status);
}

export const reservationStatusLabels: Record<ReservationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled_by_owner: 'Cancelled',
  cancelled_by_renter: 'Cancelled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  confirmed: 'Confirmed',
};

export const reservationBadges = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type ReservationBadge = (typeof reservationBadges)[number];

export const reservationStatusBadges: Record<ReservationStatus, ReservationBadge> = {
  pending: 'pending',
  accepted: 'confirmed',
  confirmed: 'confirmed',
  ongoing: 'confirmed',
  completed: 'completed',
  declined: 'cancelled',
  cancelled_by_owner: 'cancelled',
  cancelled_by_renter: 'cancelled',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

export function isReservationStatus(value: string): value is ReservationStatus {
  return (reservationStatuses as readonly string[]).includes(value);
}

export function isActiveReservationStatus(status: ReservationStatus): boolean {
  return isStatusIn(status, activeReservationStatuses);
}
