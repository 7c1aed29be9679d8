import type { AppDeps } from '../../app-deps';

/** What the review services need from the app. */
export type ReviewDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;
