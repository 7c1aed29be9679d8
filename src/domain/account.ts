import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth';
import { textInput } from './text';

/** Spec §2 Settings: the three notification switches. */
export const notificationSettingsSchema = z.object({
  whatsapp_notifications: z.boolean(),
  email_notifications: z.boolean(),
  marketing_emails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /api/me/settings: the switches, and what the page needs to explain them and the deletion step. */
export const settingsResponse = notificationSettingsSchema.extend({
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  /** False for an account that signs in only with Google: deleting it asks for a fresh Google sign-in. */
  has_password: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

const settingSwitch = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** PATCH /api/me/settings: any of the switches; anything else is refused. */
export const updateSettingsBody = z
  .strictObject({
    whatsapp_notifications: settingSwitch('WhatsApp notifications').optional(),
    email_notifications: settingSwitch('Email notifications').optional(),
    marketing_emails: settingSwitch('Marketing emails').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one setting to change');
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** DELETE /api/me/account: the password (absent for a Google-only account, which signs in again instead). */
export const deleteAccountBody = z.strictObject({
  password: textInput('Password').max(MAX_PASSWORD_LENGTH, 'Password is too long').optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** How recent a Google sign-in must be to confirm deleting a Google-only account. */
export const DELETE_REAUTH_WINDOW_MS = 10 * 60 * 1000;

/** Spec §8 Settings and Account deletion, plus the server's answers. */
export const settingsTexts = {
  title: 'Settings',
  notificationsTitle: 'Notifications',
  whatsapp: 'WhatsApp notifications',
  whatsappHint: 'Booking updates on WhatsApp, sent to your verified phone number.',
  whatsappNeedsPhone: 'Verify your phone number to receive WhatsApp notifications.',
  email: 'Email notifications',
  emailHint: 'Booking requests, answers, messages and reviews by email.',
  marketing: 'Marketing emails',
  marketingHint: 'News, tips and offers from Gearloop.',
  updated: 'Settings updated',
  updatedDetail: 'Your notification preferences have been saved.',
  updateError: 'Error updating settings',
} as const;

export const accountDeletionTexts = {
  sectionTitle: 'Delete Account',
  sectionDescription:
    'Permanently delete your account. Your profile, photo, contact details and listings are removed; people you rented with keep their reservations, messages and reviews, showing you as "Deleted user".',
  button: 'Delete Account',
  confirmTitle: 'Delete your account?',
  confirmDescription: 'This cannot be undone. Pending booking requests are cancelled and the other person is told.',
  passwordLabel: 'Enter your password to confirm',
  googleReauth: 'Sign in with Google again to confirm',
  googleReauthRequired: 'Please sign in with Google again to confirm deleting your account.',
  confirm: 'Delete my account',
  success: 'Account deleted',
  error: 'Error deleting account',
  errorFallback: 'Could not delete account. Please try again or contact support.',
  wrongPassword: 'Password is incorrect',
  passwordRequired: 'Enter your password to confirm',
  activeReservations:
    'You have accepted or ongoing reservations. Your account can be deleted once they are completed or cancelled.',
} as const;

/** Beyond the spec: very common passwords are refused, and a meter shows the strength. */
export const passwordStrengthTexts = {
  tooCommon: 'This password is too common. Please choose a less predictable one.',
  labels: ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'],
  changedSubject: 'Your Gearloop password was changed',
} as const;
