import { z } from 'zod';
import { PROFILE_TEXT_MAX } from './profile';
import { textInput } from './text';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
const ONLY_SPACES = 'Password must contain more than spaces';

/** True for a new password of spaces (or other white space) only, which would pass the length rule. */
export function isBlankPassword(value: string): boolean {
  return value.trim() === '';
}

/** A password being chosen (sign-up, change): the length rule, and not only spaces. */
const newPassword = (requiredMessage: string) =>
  textInput('Password', { error: requiredMessage })
    .min(1, requiredMessage)
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH, 'Password is too long')
    .refine((value) => !isBlankPassword(value), ONLY_SPACES);

const EMAIL_INVALID = 'Please enter a valid email address';

/** An e-mail address as sign-up takes it (zod's rule), for forms that take one optionally. */
export function isEmail(value: string): boolean {
  return z.email().safeParse(value.trim()).success;
}

const email = textInput('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email(EMAIL_INVALID))
  .transform((value) => value.toLowerCase());

const password = textInput('Password', { error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

const name = (label: string) =>
  textInput(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PROFILE_TEXT_MAX.name, `${label} must be at most ${PROFILE_TEXT_MAX.name} characters`);

/** Spec: Sign-up payload {firstName, lastName, email, password}; all fields required. */
export const signUpBody = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: newPassword('Password is required'),
  referralCode: textInput('Referral code').trim().max(40).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({ email, password });
export type SignInBody = z.infer<typeof signInBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: textInput('Current password').max(MAX_PASSWORD_LENGTH).optional(),
  newPassword: newPassword(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Texts of the sign-in/sign-up screen (spec §2, §5, §8). */
export const authTexts = {
  loginFailed: 'Login failed',
  welcomeBack: 'Welcome back!',
  signupFailed: 'Signup failed',
  accountCreated: 'Account created! Please check your email to verify your account.',
  passwordsDontMatch: "Passwords don't match",
  passwordsDontMatchDetail: 'Please make sure your passwords match.',
  googleFailed: 'Google sign-in failed',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-up attempts from your network. Please try again later.',
  notAuthenticated: 'User not authenticated',
} as const;

/** Spec §5 Change password; the confirmation is checked in the form, the rest on the server too. */
export const passwordTexts = {
  dontMatch: "New password and confirmation don't match",
  tooShort: 'Password too short',
  tooShortDetail: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  error: 'Error changing password',
  updated: 'Password updated',
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  onlySpaces: ONLY_SPACES,
  sameAsCurrent: 'The new password must be different from the current one',
  tooManyAttempts: 'Too many wrong password attempts. Please wait a few minutes and try again.',
} as const;

/** Spec §8 Verification texts, plus the server's answers. */
export const verificationTexts = {
  sendError: 'Error sending verification email',
  sent: 'Verification email sent',
  tooSoon: 'Please wait a minute before requesting another verification email.',
  emailSubject: 'Verify your email — Gearloop',
  /** Where the link lands (/verification?email=verified|invalid). */
  verifiedTitle: 'Email verified',
  verifiedDescription: 'Thank you! Your email address is verified.',
  invalidTitle: 'This verification link is not valid',
  invalidDescription: 'The link is unknown, has expired or was already used. Sign in and request a new verification email.',
  /** The /verification page and its e-mail card. */
  pageTitle: 'Verification',
  pageDescription: 'Verified members get more booking requests: people know who they are dealing with.',
  emailCardTitle: 'Email address',
  notVerifiedDescription: 'Open the link we emailed you to verify your address.',
  resend: 'Resend verification email',
  signInToVerify: 'Sign in to verify your email address and phone number.',
} as const;
