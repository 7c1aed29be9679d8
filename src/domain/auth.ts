import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/** Spec: Sign-up payload {firstName, lastName, email, password}; all fields required. */
export const signUpBody = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: password.min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
  referralCode: z.string().trim().max(40).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({ email, password });
export type SignInBody = z.infer<typeof signInBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

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
  notAuthenticated: 'User not authenticated',
} as const;
