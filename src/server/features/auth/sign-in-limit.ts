import { authTexts } from '../../../domain/auth';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { countRecentSignInFailures, recordSignInFailure } from './queries';

/** 10 failed sign-ins from one address within 10 minutes, then 429 until the oldest leaves the window. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** Counted in the database, so every app instance sees the same failures. */
export async function assertSignInAllowed(deps: { db: Db; clock: Clock }, ip: string) {
  const since = new Date(deps.clock.now().getTime() - SIGN_IN_WINDOW_MS);
  if ((await countRecentSignInFailures(deps.db, ip, since)) >= SIGN_IN_MAX_FAILURES) {
    throw new AppError('RATE_LIMITED', 429, authTexts.tooManyAttempts);
  }
}

export async function noteSignInFailure(deps: { db: Db; clock: Clock }, ip: string, email: string) {
  const now = deps.clock.now();
  await recordSignInFailure(deps.db, ip, email.slice(0, 254), now, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
}
