import { z } from 'zod';
import { isPhoneNumber, profileTexts } from './profile';
import { textInput } from './text';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Tries per code (right or wrong): after five, the code is spent and a new one must be requested. */
export const MAX_PHONE_CODE_ATTEMPTS = 5;
/** Codes per phone number per 10 minutes, counted by every app instance together (rate-limit port). */
export const MAX_PHONE_CODES_PER_WINDOW = 3;
export const PHONE_CODE_WINDOW_MS = 10 * 60 * 1000;
/** Wait before the next code for the same user: 30 s after the first, then doubling (30 s, 60 s, 120 s…). */
export const PHONE_RESEND_BASE_MS = 30 * 1000;

export function resendWaitMs(codesInWindow: number): number {
  return codesInWindow <= 0 ? 0 : PHONE_RESEND_BASE_MS * 2 ** (codesInWindow - 1);
}

/** Texts of the phone card (spec §5 Phone verification, §8 Verification) and the server's answers. */
export const phoneVerificationTexts = {
  title: 'Phone number',
  description: 'We will text you a 6-digit code to confirm your number.',
  verifiedDescription: 'Your phone number is verified.',
  notVerified: 'Not verified',
  verified: 'Verified',
  phoneLabel: 'Phone number',
  countryLabel: 'Country code',
  phoneRequired: 'Phone number required',
  phoneRequiredDetail: 'Please enter your phone number',
  phoneInvalid: profileTexts.phoneInvalid,
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  checkingCode: 'Checking for a code already sent',
  codeSent: (phone: string) => `We sent a 6-digit code to ${phone}. It is valid for 10 minutes.`,
  sendError: 'Error sending verification code',
  codeLabel: 'Verification code',
  codeRequired: 'Verification code required',
  verify: 'Verify',
  verifying: 'Verifying…',
  invalidCode: 'Invalid verification code',
  invalidCodeDetail: 'Please check the code and try again.',
  codeFormat: 'The code is 6 digits',
  codeExpired: 'This code has expired or was already used. Please request a new code.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  verifyError: 'Error verifying phone',
  success: 'Phone verified successfully',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `Send a new code in ${seconds} s`,
  changeNumber: 'Change number',
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  tooManyCodes: 'Too many codes were sent to this number. Please try again in 10 minutes.',
  smsText: (code: string) => `Your Gearloop verification code is ${code}. It is valid for 10 minutes.`,
} as const;

export const sendPhoneCodeBody = z.strictObject({
  phone: textInput('Phone number', { error: phoneVerificationTexts.phoneRequired })
    .trim()
    .min(1, phoneVerificationTexts.phoneRequired)
    .max(30, phoneVerificationTexts.phoneInvalid)
    .refine(isPhoneNumber, phoneVerificationTexts.phoneInvalid),
});
export type SendPhoneCodeBody = z.input<typeof sendPhoneCodeBody>;

export const verifyPhoneCodeBody = z.strictObject({
  code: textInput('Verification code', { error: phoneVerificationTexts.codeRequired })
    .trim()
    .min(1, phoneVerificationTexts.codeRequired)
    // A refinement, not a second pattern: the OpenAPI document keeps the control-character pattern of textInput.
    .refine((value) => /^[0-9]{6}$/.test(value), phoneVerificationTexts.codeFormat),
});
export type VerifyPhoneCodeBody = z.input<typeof verifyPhoneCodeBody>;

export const phoneCodeSentResponse = z.object({
  phone: z.string(),
  expires_at: z.string(),
  /** Seconds until another code may be requested. */
  resend_after_seconds: z.number().int(),
});
export type PhoneCodeSentResponse = z.infer<typeof phoneCodeSentResponse>;

/** The user's code that can still be entered (sent, unused, unexpired, tries left), so a reload keeps the code step. */
export const pendingPhoneCodeResponse = z.object({ pending: phoneCodeSentResponse.nullable() });
export type PendingPhoneCodeResponse = z.infer<typeof pendingPhoneCodeResponse>;
