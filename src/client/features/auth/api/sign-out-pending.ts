import { SIGN_OUT_PENDING_COOKIE, SIGN_OUT_PENDING_SECONDS } from '../../../../domain/sign-out';

/**
 * Marks a sign-out as pending in this browser: from now on, a page started (an address typed, another tab) is a
 * visitor's — the server ends the session before it answers the page, even if the app's own request to end it has not
 * arrived yet (docs/decisions/0036). Written synchronously, so the next request of any page carries it.
 */
export function markSignOutPending(): void {
  writeMark('1', SIGN_OUT_PENDING_SECONDS);
}

/** The sign-out failed: the user stays signed in, and no page started later may end the session. */
export function clearSignOutPending(): void {
  writeMark('', 0);
}

function writeMark(value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGN_OUT_PENDING_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}
