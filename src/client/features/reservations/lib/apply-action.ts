import { availableActions, checkTransition, type UserReservationAction } from '../../../../domain/reservation-actions';
import type { ReservationStatus } from '../../../../domain/reservation-status';

type Actionable = { role: 'owner' | 'renter'; status: ReservationStatus; is_purchase: boolean; available_actions: UserReservationAction[] };

/**
 * The reservation as it will look once `action` succeeds (the shared state machine decides the new
 * status), or unchanged when the action is not allowed: used for optimistic updates only.
 */
export function withActionApplied<T extends Actionable>(reservation: T, action: UserReservationAction): T {
  const check = checkTransition(action, reservation.role, reservation);
  if (!check.ok) return reservation;
  const next = { status: check.to, is_purchase: reservation.is_purchase };
  return { ...reservation, status: check.to, available_actions: availableActions(reservation.role, next) };
}
