import type { ReservationStatus } from './reservation-status';

/**
 * The reservation state machine (spec transactions §4), shared by the server (which enforces it) and
 * the client (which only offers allowed actions). System transitions (expire, start, finish) are run by
 * the scheduler, never requested by a user.
 */
export const userReservationActions = ['accept', 'decline', 'cancel_by_owner', 'cancel_by_renter', 'complete'] as const;
export type UserReservationAction = (typeof userReservationActions)[number];
export type SystemReservationAction = 'expire' | 'start' | 'finish';
export type ReservationAction = UserReservationAction | SystemReservationAction;
export type ReservationRole = 'owner' | 'renter';

export const reservationActionTexts = {
  ownerOnlyAcceptDecline: 'Only the owner can accept or decline reservations',
  invalidCancellationRole: 'Invalid cancellation action for user role',
  ownerOnlyComplete: 'Only the owner can complete a purchase',
} as const;

interface Transition {
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  role: ReservationRole | 'system';
  /** Only for purchases (true), only for rentals (false), or both (undefined). */
  purchase?: boolean;
  /** The dates go back to the listing's availability. */
  returnsDates: boolean;
}

const transitions: Record<ReservationAction, Transition> = {
  accept: { from: ['pending'], to: 'accepted', role: 'owner', returnsDates: false },
  decline: { from: ['pending'], to: 'declined', role: 'owner', returnsDates: true },
  cancel_by_owner: { from: ['pending', 'accepted', 'confirmed'], to: 'cancelled_by_owner', role: 'owner', returnsDates: true },
  cancel_by_renter: { from: ['pending', 'accepted', 'confirmed'], to: 'cancelled_by_renter', role: 'renter', returnsDates: true },
  complete: { from: ['accepted'], to: 'completed', role: 'owner', purchase: true, returnsDates: false },
  expire: { from: ['pending'], to: 'expired', role: 'system', returnsDates: true },
  start: { from: ['accepted', 'confirmed'], to: 'ongoing', role: 'system', purchase: false, returnsDates: false },
  finish: { from: ['ongoing'], to: 'completed', role: 'system', purchase: false, returnsDates: false },
};

/** A system transition as the scheduler runs it: from which statuses, to which, for rentals, purchases or both. */
export function systemTransition(action: SystemReservationAction): Readonly<Pick<Transition, 'from' | 'to' | 'purchase'>> {
  const { from, to, purchase } = transitions[action];
  return { from, to, purchase };
}

export type TransitionCheck =
  | { ok: true; to: ReservationStatus; returnsDates: boolean }
  | { ok: false; reason: 'role' | 'state'; message: string };

export const statusActionVerbs: Record<UserReservationAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  cancel_by_owner: 'cancelled',
  cancel_by_renter: 'cancelled',
  complete: 'completed',
};

/** May `role` apply `action` to a reservation in `status`? Role is checked before state, as in the spec. */
export function checkTransition(
  action: ReservationAction,
  role: ReservationRole | 'system',
  reservation: { status: ReservationStatus; is_purchase: boolean },
): TransitionCheck {
  const transition = transitions[action];
  if (transition.role !== role) return { ok: false, reason: 'role', message: roleMessage(action) };
  const kindMatches = transition.purchase === undefined || transition.purchase === reservation.is_purchase;
  if (!kindMatches || !transition.from.includes(reservation.status)) {
    return { ok: false, reason: 'state', message: stateMessage(action, reservation.status) };
  }
  return { ok: true, to: transition.to, returnsDates: transition.returnsDates };
}

/** The actions a party can take now (for the buttons the client shows). */
export function availableActions(role: ReservationRole, reservation: { status: ReservationStatus; is_purchase: boolean }): UserReservationAction[] {
  return userReservationActions.filter((action) => checkTransition(action, role, reservation).ok);
}

function roleMessage(action: ReservationAction): string {
  if (action === 'accept' || action === 'decline') return reservationActionTexts.ownerOnlyAcceptDecline;
  if (action === 'cancel_by_owner' || action === 'cancel_by_renter') return reservationActionTexts.invalidCancellationRole;
  if (action === 'complete') return reservationActionTexts.ownerOnlyComplete;
  return 'Only the system can do this';
}

function stateMessage(action: ReservationAction, status: ReservationStatus): string {
  const described = status.replace(/_/g, ' ');
  switch (action) {
    case 'accept':
    case 'decline':
      return `This reservation is ${described}: only pending requests can be ${action === 'accept' ? 'accepted' : 'declined'}.`;
    case 'cancel_by_owner':
    case 'cancel_by_renter':
      return `This reservation is ${described} and can no longer be cancelled.`;
    case 'complete':
      return `Only an accepted purchase can be completed; this reservation is ${described}.`;
    default:
      return `A ${described} reservation cannot be changed this way.`;
  }
}
