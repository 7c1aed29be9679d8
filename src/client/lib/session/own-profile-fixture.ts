import type { OwnProfile } from '@domain/profile';

/** For tests: a signed-in member's own profile, complete, with no phone; `overrides` set what a test is about. */
export function ownProfileFixture(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: '8e0d4a57-7f7a-4d8a-9a51-2d1c2a9f0c11',
    email: 'dana@example.com',
    email_verified: true,
    first_name: 'Dana',
    last_name: 'Levi',
    bio: null,
    location: null,
    location_city: null,
    phone: null,
    phone_verified: false,
    profile_photo_url: null,
    whatsapp_notifications: false,
    email_notifications: true,
    marketing_emails: false,
    referral_code: 'ABCDEFGH',
    interests: [],
    onboarded: true,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
