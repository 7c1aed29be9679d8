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

/** Statuses that hold the listing's dates: two such rentals of one listing may not overlap (DB exclusion constraint). */
export const activeReservationStatuses = ['pending', 'accepted', 'ongoing', 'confirmed'] as const satisfies readonly ReservationStatus[];

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

export type ReservationBadge = 'pending' | 'confirmed' | 'completed' | 'cancelled';

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
  return (activeReservationStatuses as readonly string[]).includes(status);
}
