import { statusActionVerbs, type UserReservationAction } from '../../../../domain/reservation-actions';
import { reservationTexts } from '../../../../domain/reservations';
import { pendingReservationStatus, type ReservationStatus } from '../../../../domain/reservation-status';
import type { ConfirmCopy } from '../components/confirm-action-dialog';

export const COMPLETE_FAILED = { title: 'Failed to complete purchase', description: 'Please try again.' } as const;

/** Button text (spec: Cancel Request while pending, Cancel Reservation once accepted). */
export function actionLabel(action: UserReservationAction, status: ReservationStatus): string {
  switch (action) {
    case 'accept':
      return 'Accept';
    case 'decline':
      return 'Decline';
    case 'cancel_by_owner':
      return 'Cancel Reservation';
    case 'cancel_by_renter':
      return status === pendingReservationStatus ? 'Cancel Request' : 'Cancel Reservation';
    case 'complete':
      return 'Complete purchase';
  }
}

/** The success toast: 'Success' / 'Reservation accepted|declined|cancelled', or the purchase-completed texts. */
export function actionSuccessToast(action: UserReservationAction): { title: string; description: string } {
  if (action === 'complete') return reservationTexts.completeSuccess;
  return { title: 'Success', description: `Reservation ${statusActionVerbs[action]}` };
}

/** A confirmation for everything that cannot be undone; accept needs none. */
export function confirmCopy(
  action: UserReservationAction,
  reservation: { status: ReservationStatus; is_purchase: boolean },
  otherName: string,
): ConfirmCopy | null {
  const thing = reservation.is_purchase ? 'purchase request' : 'reservation';
  switch (action) {
    case 'accept':
      return null;
    case 'decline':
      return {
        title: `Decline this ${reservation.is_purchase ? 'purchase request' : 'request'}?`,
        description: reservation.is_purchase
          ? `${otherName} will be told you declined. Your listing stays for sale.`
          : `${otherName} will be told you declined, and the dates open up again on your listing.`,
        confirmLabel: 'Decline',
        cancelLabel: 'Go back',
        destructive: true,
      };
    case 'cancel_by_owner':
      return {
        title: `Cancel this ${thing}?`,
        description: `${otherName} will be notified${reservation.is_purchase ? '' : ' and the dates return to your listing'}. This can't be undone.`,
        confirmLabel: 'Cancel Reservation',
        cancelLabel: `Keep ${thing}`,
        destructive: true,
      };
    case 'cancel_by_renter':
      return reservation.status === pendingReservationStatus
        ? {
            title: 'Cancel your request?',
            description: `${otherName} will be notified and the request will be withdrawn. You can send a new one later.`,
            confirmLabel: 'Cancel Request',
            cancelLabel: 'Keep request',
            destructive: true,
          }
        : {
            title: `Cancel this ${thing}?`,
            description: `${otherName} will be notified. This can't be undone.`,
            confirmLabel: 'Cancel Reservation',
            cancelLabel: `Keep ${thing}`,
            destructive: true,
          };
    case 'complete':
      return {
        title: 'Complete this purchase?',
        description: `Confirm that ${otherName} has bought the item. The listing will be archived and can no longer be booked.`,
        confirmLabel: 'Complete purchase',
        cancelLabel: 'Not yet',
      };
  }
}
