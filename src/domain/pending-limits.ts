/**
 * Calendar squatting: a pending request holds the listing's days for up to 24 hours, so what one renter may
 * hold at a time is capped (the booking service applies this inside the transaction that locks the renter).
 */
export const MAX_PENDING_REQUESTS = 3;
/** An account whose e-mail is not verified yet (a throwaway account is cheap). */
export const MAX_PENDING_REQUESTS_UNVERIFIED = 1;
export const MAX_PENDING_REQUESTS_PER_LISTING = 1;

export const pendingLimitTexts = {
  title: 'Request limit reached',
  tooManyPending: (limit: number) =>
    `You already have ${limit} booking requests waiting for an answer. Wait for an owner to answer, or cancel one of them, before sending another.`,
  pendingForListing: 'You already have a booking request waiting for this listing. Wait for the owner to answer, or cancel it, before requesting other dates.',
  verifyToRequestMore: 'Verify your email address to have more than one booking request waiting at a time.',
} as const;

export interface PendingRequests {
  /** The renter's pending rental requests, all listings. */
  total: number;
  /** Of those, for the listing being requested. */
  forListing: number;
  emailVerified: boolean;
}

export interface PendingLimitViolation {
  message: string;
  limit: number;
}

/** Whether one more pending request is allowed; otherwise which limit it would pass, with the text to show. */
export function pendingLimitViolation(pending: PendingRequests): PendingLimitViolation | null {
  if (pending.forListing >= MAX_PENDING_REQUESTS_PER_LISTING) {
    return { message: pendingLimitTexts.pendingForListing, limit: MAX_PENDING_REQUESTS_PER_LISTING };
  }
  const limit = pending.emailVerified ? MAX_PENDING_REQUESTS : MAX_PENDING_REQUESTS_UNVERIFIED;
  if (pending.total < limit) return null;
  return { message: pending.emailVerified ? pendingLimitTexts.tooManyPending(limit) : pendingLimitTexts.verifyToRequestMore, limit };
}
