import { z } from 'zod';
import { charactersLeftText } from './format';
import { textInput } from './text';
import { personSchema } from './person';

/** How long the profile's texts may be: the server refuses more, the form stops typing there. */
export const PROFILE_TEXT_MAX = { name: 80, bio: 1000, location: 300 } as const;
/** The bio's last characters are counted down while typing. */
export const BIO_COUNTDOWN_FROM = PROFILE_TEXT_MAX.bio - 100;

export const profileTexts = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneInvalid: 'Please enter a valid phone number with its country code',
  completeTitle: 'Complete Your Profile',
  completeDescription: 'Please complete your profile to continue using Gearloop',
  completedTitle: 'Welcome!',
  completedDescription: 'Your profile has been completed successfully.',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile. Please try again.',
  photoUpdated: 'Profile photo updated successfully',
  photoFailed: 'Failed to update profile photo. Please try again.',
  userNotFound: 'User not found',
  cropTitle: 'Crop your profile photo',
  cropDescription: 'Drag to move the photo, pinch or scroll to zoom. Arrow keys move it by 1 px, with Shift by 10, with Alt by 100.',
  cropApply: 'Apply',
  cropCancel: 'Cancel',
  cropZoom: 'Zoom',
  choosePhoto: 'Choose photo',
  changePhoto: 'Change photo',
  photoUploading: 'Uploading photo…',
  photoNotImage: 'Please choose an image file',
  firstNameTooLong: `First name must be at most ${PROFILE_TEXT_MAX.name} characters`,
  lastNameTooLong: `Last name must be at most ${PROFILE_TEXT_MAX.name} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_TEXT_MAX.bio} characters`,
  locationTooLong: `Location must be at most ${PROFILE_TEXT_MAX.location} characters`,
  charactersLeft: charactersLeftText,
} as const;

/**
 * Profile photos are stored in two square sizes (content-hashed keys `{profile id}/avatar-{hash}-{size}.webp`):
 * the large one is the saved URL (profile page), the small one serves every small avatar (top bar, cards, reviews,
 * messages). A URL that is not ours (e.g. a Google picture) is used as it is.
 */
export const AVATAR_SIZES = { small: 96, large: 320 } as const;

const ownAvatarUrl = new RegExp(`/avatar-[0-9a-f]+-${AVATAR_SIZES.large}\\.webp$`);

export function avatarUrl(url: string | null | undefined, size: keyof typeof AVATAR_SIZES): string | null {
  if (!url) return null;
  if (size === 'large' || !ownAvatarUrl.test(url)) return url;
  return url.replace(new RegExp(`-${AVATAR_SIZES.large}\\.webp$`), `-${AVATAR_SIZES.small}.webp`);
}

/** The map location picker (spec §2 Profile editing dialogs, §8 Maps, §9: Tel Aviv at zoom 10, 15 after a choice). */
export const locationPickerTexts = {
  open: 'Select Location',
  title: 'Select Location',
  description: 'Search for your address or city and pick it from the suggestions.',
  searchLabel: 'Address or city',
  searchPlaceholder: 'Start typing, e.g. Dizengoff, Tel Aviv',
  confirm: 'Confirm Location',
  cancel: 'Cancel',
  unavailable: 'Maps service unavailable',
  unavailableDetail: 'The map cannot be shown right now; choose your location from the suggestions.',
  noResults: 'No places found. You can keep the text as typed.',
  mapLabel: 'Map of the selected location',
} as const;
export const MAP_DEFAULT_CENTER = { lat: 32.0853, lng: 34.7818 } as const;
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_SELECTED_ZOOM = 15;

/** A profile created this recently gets the dismissible completion dialog (spec: 5 minutes). */
export const NEW_PROFILE_WINDOW_MS = 5 * 60 * 1000;

export function isProfileComplete(profile: { first_name: string | null; last_name: string | null }): boolean {
  return Boolean(profile.first_name?.trim()) && Boolean(profile.last_name?.trim());
}

export function isNewProfile(profile: { created_at: string }, now: Date): boolean {
  return now.getTime() - new Date(profile.created_at).getTime() < NEW_PROFILE_WINDOW_MS;
}

/** Initials for an avatar fallback: photo → initials → "U" (spec Layout). */
export function avatarInitials(profile: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
  const initials = `${profile?.first_name?.trim()[0] ?? ''}${profile?.last_name?.trim()[0] ?? ''}`.toUpperCase();
  return initials || 'U';
}

export const phonePattern = /^\+[0-9]{1,4}[0-9 ()-]{4,20}$/;
/** E.164 allows at most 15 digits, country code included; no plan has fewer than 7. */
const PHONE_DIGITS = { min: 7, max: 15 };

/** "+972 50 123 4567": a country code, then digits with spaces, dashes or brackets — and 7 to 15 digits in all. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return phonePattern.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Spec §5 Profile: first and last name required; location, phone and bio optional. */
export const updateProfileBody = z.strictObject({
  first_name: textInput('First name').trim().min(1, profileTexts.firstNameRequired).max(PROFILE_TEXT_MAX.name, profileTexts.firstNameTooLong),
  last_name: textInput('Last name').trim().min(1, profileTexts.lastNameRequired).max(PROFILE_TEXT_MAX.name, profileTexts.lastNameTooLong),
  bio: textInput('Bio').trim().max(PROFILE_TEXT_MAX.bio, profileTexts.bioTooLong).optional().default(''),
  location: textInput('Location').trim().max(PROFILE_TEXT_MAX.location, profileTexts.locationTooLong).optional().default(''),
  phone: textInput('Phone number')
    .trim()
    .max(30)
    .refine((value) => value === '' || isPhoneNumber(value), profileTexts.phoneInvalid)
    .optional()
    .default(''),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** What anyone may see of a person (the spec's "safe lookup"), plus member-since month and city. */
export const publicProfileSchema = personSchema.extend({
  location_city: z.string().nullable(),
  created_at_month: z.string(),
  /** Verified badges (spec §3): whether the e-mail and the phone number are verified; never the values. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in user's own profile, with private fields. */
export const ownProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  location_city: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  profile_photo_url: z.string().nullable(),
  whatsapp_notifications: z.boolean(),
  email_notifications: z.boolean(),
  marketing_emails: z.boolean(),
  referral_code: z.string(),
  /** Onboarding interest names (src/domain/interests.ts). */
  interests: z.array(z.string()),
  /** Whether onboarding was answered (it is shown once, after sign-up and a complete profile). */
  onboarded: z.boolean(),
  created_at: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /api/auth/session: the signed-in user's profile and unread counts, or null for a visitor. */
export const sessionResponse = z.object({
  user: ownProfileSchema.nullable(),
  google_enabled: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Country codes offered by the phone field (spec: 24 countries, e.g. US +1, UK +44, Israel +972). */
export const phoneCountryCodes = [
  { country: 'US', code: '+1' },
  { country: 'CA', code: '+1' },
  { country: 'UK', code: '+44' },
  { country: 'Israel', code: '+972' },
  { country: 'Germany', code: '+49' },
  { country: 'France', code: '+33' },
  { country: 'Italy', code: '+39' },
  { country: 'Spain', code: '+34' },
  { country: 'Netherlands', code: '+31' },
  { country: 'Belgium', code: '+32' },
  { country: 'Switzerland', code: '+41' },
  { country: 'Austria', code: '+43' },
  { country: 'Sweden', code: '+46' },
  { country: 'Norway', code: '+47' },
  { country: 'Denmark', code: '+45' },
  { country: 'Poland', code: '+48' },
  { country: 'Greece', code: '+30' },
  { country: 'Portugal', code: '+351' },
  { country: 'Ireland', code: '+353' },
  { country: 'Australia', code: '+61' },
  { country: 'India', code: '+91' },
  { country: 'Japan', code: '+81' },
  { country: 'Brazil', code: '+55' },
  { country: 'South Africa', code: '+27' },
] as const;

/** Split a stored phone into country code and number by prefix (longest match), default +1. */
export function splitPhone(stored: string | null | undefined): { code: string; number: string } {
  if (!stored) return { code: '+1', number: '' };
  const codes = [...new Set(phoneCountryCodes.map((c) => c.code))].sort((a, b) => b.length - a.length);
  const code = codes.find((candidate) => stored.startsWith(candidate));
  return code ? { code, number: stored.slice(code.length).trim() } : { code: '+1', number: stored };
}

/** POST /api/auth/signup and /api/auth/signin answer with the signed-in user's own profile. */
export const authUserResponse = z.object({ user: ownProfileSchema });
export type AuthUserResponse = z.infer<typeof authUserResponse>;
