/**
 * Set by the app (not HttpOnly) the moment a user signs out, before it asks the server to end the session: it first
 * leaves the page, so that the page left behind asks nothing without a session. A page started meanwhile — an address
 * typed, another tab — is a visitor's all the same: the server ends the session before it answers a document or the
 * session itself while this cookie is set (docs/decisions/0036). It can only end a session, never start one.
 */
export const SIGN_OUT_PENDING_COOKIE = 'gl_signing_out';

/** Long enough for the slowest next page to load; a sign-in clears it at once. */
export const SIGN_OUT_PENDING_SECONDS = 10 * 60;
