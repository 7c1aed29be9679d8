import { describe, expect, it } from 'vitest';
import { availableActions, checkTransition, type ReservationAction, type ReservationRole } from './reservation-actions';
import { reservationStatuses, type ReservationStatus } from './reservation-status';

const rental = (status: ReservationStatus) => ({ status, is_purchase: false });
const purchase = (status: ReservationStatus) => ({ status, is_purchase: true });

// Every allowed transition, per role; anything not listed here must be refused.
const allowed: [ReservationAction, ReservationRole | 'system', 'rental' | 'purchase', ReservationStatus, ReservationStatus][] = [
  ['accept', 'owner', 'rental', 'pending', 'accepted'],
  ['accept', 'owner', 'purchase', 'pending', 'accepted'],
  ['decline', 'owner', 'rental', 'pending', 'declined'],
  ['decline', 'owner', 'purchase', 'pending', 'declined'],
  ['cancel_by_owner', 'owner', 'rental', 'pending', 'cancelled_by_owner'],
  ['cancel_by_owner', 'owner', 'rental', 'accepted', 'cancelled_by_owner'],
  ['cancel_by_owner', 'owner', 'rental', 'confirmed', 'cancelled_by_owner'],
  ['cancel_by_owner', 'owner', 'purchase', 'pending', 'cancelled_by_owner'],
  ['cancel_by_owner', 'owner', 'purchase', 'accepted', 'cancelled_by_owner'],
  ['cancel_by_owner', 'owner', 'purchase', 'confirmed', 'cancelled_by_owner'],
  ['cancel_by_renter', 'renter', 'rental', 'pending', 'cancelled_by_renter'],
  ['cancel_by_renter', 'renter', 'rental', 'accepted', 'cancelled_by_renter'],
  ['cancel_by_renter', 'renter', 'rental', 'confirmed', 'cancelled_by_renter'],
  ['cancel_by_renter', 'renter', 'purchase', 'pending', 'cancelled_by_renter'],
  ['cancel_by_renter', 'renter', 'purchase', 'accepted', 'cancelled_by_renter'],
  ['cancel_by_renter', 'renter', 'purchase', 'confirmed', 'cancelled_by_renter'],
  ['complete', 'owner', 'purchase', 'accepted', 'completed'],
  ['expire', 'system', 'rental', 'pending', 'expired'],
  ['expire', 'system', 'purchase', 'pending', 'expired'],
  ['start', 'system', 'rental', 'accepted', 'ongoing'],
  ['start', 'system', 'rental', 'confirmed', 'ongoing'],
  ['finish', 'system', 'rental', 'ongoing', 'completed'],
];

const actions: ReservationAction[] = ['accept', 'decline', 'cancel_by_owner', 'cancel_by_renter', 'complete', 'expire', 'start', 'finish'];
const roles: (ReservationRole | 'system')[] = ['owner', 'renter', 'system'];

describe('reservation state machine', () => {
  it('allows exactly the listed transitions, for every action, role, kind and status', () => {
    for (const action of actions)
      for (const role of roles)
        for (const kind of ['rental', 'purchase'] as const)
          for (const status of reservationStatuses) {
            const result = checkTransition(action, role, kind === 'rental' ? rental(status) : purchase(status));
            const expected = allowed.find(([a, r, k, from]) => a === action && r === role && k === kind && from === status);
            if (expected) expect(result, `${action} by ${role} on ${kind} ${status}`).toEqual({ ok: true, to: expected[4], returnsDates: expect.any(Boolean) });
            else expect(result.ok, `${action} by ${role} on ${kind} ${status}`).toBe(false);
          }
  });

  it('answers a wrong role with the spec texts', () => {
    expect(checkTransition('accept', 'renter', rental('pending'))).toEqual({ ok: false, reason: 'role', message: 'Only the owner can accept or decline reservations' });
    expect(checkTransition('decline', 'renter', rental('pending'))).toMatchObject({ reason: 'role', message: 'Only the owner can accept or decline reservations' });
    expect(checkTransition('cancel_by_owner', 'renter', rental('accepted'))).toMatchObject({ reason: 'role', message: 'Invalid cancellation action for user role' });
    expect(checkTransition('cancel_by_renter', 'owner', rental('accepted'))).toMatchObject({ reason: 'role', message: 'Invalid cancellation action for user role' });
  });

  it('answers a transition from the wrong status with a clear state error', () => {
    const twice = checkTransition('accept', 'owner', rental('accepted'));
    expect(twice).toMatchObject({ ok: false, reason: 'state' });
    expect(twice.ok || twice.message).toMatch(/only pending requests can be accepted/);
    expect(checkTransition('accept', 'owner', rental('expired'))).toMatchObject({ ok: false, reason: 'state' });
    expect(checkTransition('complete', 'owner', rental('accepted'))).toMatchObject({ ok: false, reason: 'state' });
  });

  it('returns the dates to the listing on decline, cancel and expiry only', () => {
    expect(checkTransition('decline', 'owner', rental('pending'))).toMatchObject({ returnsDates: true });
    expect(checkTransition('cancel_by_renter', 'renter', rental('accepted'))).toMatchObject({ returnsDates: true });
    expect(checkTransition('cancel_by_owner', 'owner', rental('pending'))).toMatchObject({ returnsDates: true });
    expect(checkTransition('expire', 'system', rental('pending'))).toMatchObject({ returnsDates: true });
    expect(checkTransition('accept', 'owner', rental('pending'))).toMatchObject({ returnsDates: false });
    expect(checkTransition('finish', 'system', rental('ongoing'))).toMatchObject({ returnsDates: false });
  });

  it('offers each party only what it may do', () => {
    expect(availableActions('owner', rental('pending'))).toEqual(['accept', 'decline', 'cancel_by_owner']);
    expect(availableActions('renter', rental('pending'))).toEqual(['cancel_by_renter']);
    expect(availableActions('owner', purchase('accepted'))).toEqual(['cancel_by_owner', 'complete']);
    expect(availableActions('renter', rental('completed'))).toEqual([]);
  });
});
