import { formatPrice } from '@domain/format';
import { isStatusIn, pendingReservationStatus, type ReservationStatus, reservationTabs } from '../../../../domain/reservation-status';

/** Reservation detail texts that depend on who reads them and on the status (kept together for translation). */
type Role = 'owner' | 'renter';

const wentAhead = (status: ReservationStatus) => !isStatusIn(status, reservationTabs.cancelled);

/** Under an approximate location: why the exact address is not shown, addressed to the reader. */
export function approximateLocationNote(role: Role, status: ReservationStatus): string {
  if (status === pendingReservationStatus) {
    return role === 'owner'
      ? 'The renter sees only the area until you accept the request; then they get the exact address.'
      : 'The exact address is shared once the owner accepts the request.';
  }
  return 'Only the area is shown for reservations that did not go ahead.';
}

/** The owner's earnings line: what they will earn, earn, earned, or that nothing is earned when it did not go ahead. */
export function earningsText(status: ReservationStatus, amount: number): string {
  if (status === pendingReservationStatus) return `You'll earn ${formatPrice(amount)} if you accept`;
  if (status === 'completed') return `You earned ${formatPrice(amount)}`;
  if (!wentAhead(status)) return 'No earnings';
  return `You earn ${formatPrice(amount)}`;
}

/** The small print under the earnings line. */
export function earningsNote(status: ReservationStatus, length: string): string {
  if (!wentAhead(status)) return `This rental (${length}) did not go ahead: nothing is owed.`;
  return `For ${length}, paid to you directly by the renter.`;
}

/** The total line of a purchase: the owner earns (or would have), the buyer pays. */
export function purchaseTotalLabel(role: Role, status: ReservationStatus): string {
  if (role === 'renter') return wentAhead(status) ? 'You pay' : 'Price';
  if (status === pendingReservationStatus) return "You'll earn";
  if (status === 'completed') return 'You earned';
  return wentAhead(status) ? 'You earn' : 'Price (not earned)';
}
