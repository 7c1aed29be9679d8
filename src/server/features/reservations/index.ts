/** What other features use of reservations: account deletion cancels a person's pending requests. */
export { cancelPendingReservationsOf } from './action-service';
