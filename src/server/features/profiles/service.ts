import type { FastifyBaseLogger } from 'fastify';
import { type OwnProfile, type PublicProfile, type UpdateProfileBody, profileTexts, updateProfileBody } from '../../../domain/profile';
import { visiblePerson } from '../../../domain/person';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { notAuthenticated, notFound } from '../../platform/http/app-error';
import { findProfile, findPublicProfileFields, markOnboarded, saveInterests, toOwnProfile, updateProfileFields } from './queries';
import type { InterestsResponse } from '../../../domain/interests';

export async function getOwnProfile(deps: { db: Db }, userId: string): Promise<OwnProfile> {
  const row = await findProfile(deps.db, userId);
  // The session points at a deleted profile only in a race with account deletion.
  if (!row) throw notAuthenticated();
  return toOwnProfile(row);
}

/**
 * Saves the edit dialog's fields. The location is geocoded to a city and coordinates; when that fails
 * the coordinates stay empty (the geocoder logs a warning) — never an error for the user.
 */
export async function updateOwnProfile(
  deps: { db: Db; clock: Clock; geocoder: Geocoder; log: FastifyBaseLogger },
  userId: string,
  input: UpdateProfileBody,
): Promise<OwnProfile> {
  const body = updateProfileBody.parse(input);
  const location = body.location || null;
  const place = location ? await deps.geocoder.geocode(location) : null;
  if (location && !place) deps.log.warn({ userId }, 'profile location could not be geocoded');
  const row = await updateProfileFields(deps.db, userId, {
    firstName: body.first_name,
    lastName: body.last_name,
    bio: body.bio || null,
    location,
    phone: body.phone || null,
    locationCity: place?.city ?? null,
    locationLat: place?.lat ?? null,
    locationLng: place?.lng ?? null,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!row) throw notAuthenticated();
  return toOwnProfile(row);
}

export async function getPublicProfile(deps: { db: Db; marketTimeZone: string }, id: string): Promise<PublicProfile> {
  const row = await findPublicProfileFields(deps.db, id);
  // A deleted account has no public profile; its past appears in others' reservations as "Deleted user".
  if (!row) throw notFound(profileTexts.userNotFound);
  return {
    ...visiblePerson({ id: row.id, first_name: row.firstName, last_name: row.lastName, profile_photo_url: row.profilePhotoUrl, deleted: false }),
    location_city: row.locationCity,
    created_at_month: yearMonth(new Date(row.createdAt), deps.marketTimeZone),
    email_verified: row.emailVerified,
    phone_verified: row.phoneVerified,
  };
}

function yearMonth(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

export async function updateInterests(deps: { db: Db; clock: Clock }, userId: string, interests: string[]): Promise<InterestsResponse> {
  const row = await saveInterests(deps.db, userId, interests, deps.clock.now());
  if (!row) throw notAuthenticated();
  return { interests: row.interests, onboarded: row.onboardedAt !== null };
}

export async function skipOnboarding(deps: { db: Db; clock: Clock }, userId: string): Promise<InterestsResponse> {
  const row = await markOnboarded(deps.db, userId, deps.clock.now());
  if (!row) throw notAuthenticated();
  return { interests: row.interests, onboarded: row.onboardedAt !== null };
}
