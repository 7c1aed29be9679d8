import { z } from 'zod';

/**
 * Every error code an answer may carry: the server throws with these, the client branches on these. The one list;
 * a code a client compares against is never spelled anywhere else.
 */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  fileTooLarge: 'FILE_TOO_LARGE',
  invalidMediaKey: 'INVALID_MEDIA_KEY',
  notAuthenticated: 'NOT_AUTHENTICATED',
  forbidden: 'FORBIDDEN',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  timeout: 'TIMEOUT',
  busy: 'BUSY',
  // auth
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  emailNotSent: 'EMAIL_NOT_SENT',
  commonPassword: 'COMMON_PASSWORD',
  // account
  wrongPassword: 'WRONG_PASSWORD',
  reauthRequired: 'REAUTH_REQUIRED',
  activeReservations: 'ACTIVE_RESERVATIONS',
  smsNotSent: 'SMS_NOT_SENT',
  invalidPhoneCode: 'INVALID_PHONE_CODE',
  phoneCodeExpired: 'PHONE_CODE_EXPIRED',
  phoneCodeExhausted: 'PHONE_CODE_EXHAUSTED',
  invalidReferralCode: 'INVALID_REFERRAL_CODE',
  ownReferralCode: 'OWN_REFERRAL_CODE',
  // reservations
  invalidBooking: 'INVALID_BOOKING',
  bookingConflict: 'BOOKING_CONFLICT',
  datesUnavailable: 'DATES_UNAVAILABLE',
  listingUnavailable: 'LISTING_UNAVAILABLE',
  notForSale: 'NOT_FOR_SALE',
  pendingLimit: 'PENDING_LIMIT',
  // reviews
  reviewPeriodEnded: 'REVIEW_PERIOD_ENDED',
  alreadyReviewed: 'ALREADY_REVIEWED',
  notReviewable: 'NOT_REVIEWABLE',
  // made by the client itself when no answer (or no error body) came back
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
  unknown: 'UNKNOWN_ERROR',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The body of every error answer: `{ error: { code, message, details? } }`. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('SNAKE_CASE error code a client may branch on'),
      message: z.string().describe('A sentence for the user (the spec’s text where it gives one)'),
      details: z.unknown().optional().describe('Field errors or data the client needs to explain the error'),
    }),
  })
  .describe('Error');

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
