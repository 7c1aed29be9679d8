import type { AppDeps } from '../../app-deps';

/** What the reservation services need from the app. */
export type ReservationDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage'>;
