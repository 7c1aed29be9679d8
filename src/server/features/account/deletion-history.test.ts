import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountDeletionTexts } from '../../../domain/account';
import { listings, messages, notifications as notificationRows, profiles, reservations } from '../../db/schema';
import { messagingTexts } from '../../../domain/messaging';
import { createNotification } from '../notifications';
import { TEST_PASSWORD, signUp } from '../../test/auth-helpers';
import { createListingReview, createMessage, createConversation, createReservation, createUserReview } from '../../test/factories';
import { jpegWithGps } from '../../test/listing-helpers';
import { TEST_ORIGIN, type TestApp, useTestApp } from '../../test/test-app';
import { addDays, todayIn } from '../../../domain/dates';
import { multirangeToDates } from '../../../domain/availability';
import { queryRows } from '../../db/client';
import { createListing, type ListingRow } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { sql } from 'drizzle-orm';
import { newestEventId } from '../live-events';

const day = (t: TestApp, offset: number) => addDays(todayIn(t.config.marketTimeZone, t.clock.now()), offset);
const signedInUser = (t: TestApp, overrides: Parameters<typeof createSignedInUser>[1] = {}) => createSignedInUser(t.db, overrides, t.clock.now());
const bookableListing = (t: TestApp, owner: { id: string }, overrides: Partial<ListingRow> = {}) =>
  createListing(t.db, { ownerId: owner.id, pricePerDay: '100.00', available: `{[${day(t, 0)},${day(t, 120)})}`, ...overrides });
const get = (t: TestApp, url: string, user: TestUser | undefined) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const book = (t: TestApp, renter: TestUser, listingId: string, start: string, end: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { origin: TEST_ORIGIN, cookie: renter.cookie },
    payload: { listing_id: listingId, start_date: start, end_date: end },
  });
async function availableDates(t: TestApp, listingId: string): Promise<string[]> {
  const [row] = await queryRows<{ available: string }>(t.db, sql`select available::text as available from listings where id = ${listingId}`);
  return multirangeToDates(row!.available);
}

/** A person with every private field filled in and a photo, signed in with a password (so they can delete). */
async function fullySetUpPerson(t: TestApp): Promise<TestUser & { email: string; photoUrl: string }> {
  const { cookie, user, email } = await signUp(t.app, { firstName: 'Rafael', lastName: 'Zimmerbaum' });
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/me/profile',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { first_name: 'Rafael', last_name: 'Zimmerbaum', bio: 'Kitesurfer from Bat Yam', location: 'Herzl 12, Haifa', phone: '+972 529876543' },
  });
  expect(put.statusCode).toBe(200);
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'me.jpg');
  const photo = await t.app.inject({ method: 'POST', url: '/api/me/profile/photo', headers: { origin: TEST_ORIGIN, cookie }, payload: form });
  expect(photo.statusCode, photo.body).toBe(200);
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
  return { id: user.id, profile: profile!, cookie, email, photoUrl: photo.json().profile_photo_url };
}

const deleteAccount = (t: TestApp, cookie: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'DELETE', url: '/api/me/account', headers: { origin: TEST_ORIGIN, cookie }, payload: { password } });

describe('account deletion keeps everyone else’s history', () => {
  const ctx = useTestApp();

  it('cancels a pending booking, erases the person, and the owner still reads reservations, reviews and messages with "Deleted user"', async () => {
    const t = ctx();
    const owner = await signedInUser(t, { firstName: 'Olga', lastName: 'Owner' });
    const listing = await bookableListing(t, owner, { title: 'Kayak for two' });
    const leaving = await fullySetUpPerson(t);
    const ownListing = await bookableListing(t, leaving, { title: 'Leaving person’s SUP board' });

    const booked = await book(t, leaving, listing.id, day(t, 3), day(t, 5));
    expect(booked.statusCode, booked.body).toBe(201);
    const pendingId = booked.json().reservation.reservation_id as string;
    expect(await availableDates(t, listing.id)).not.toContain(day(t, 4));

    // Their past: a completed rental with reviews both ways and a message.
    const past = await createReservation(t.db, { listingId: listing.id, renterId: leaving.id, status: 'completed', startDate: '2025-01-10', endDate: '2025-01-12' });
    await createListingReview(t.db, { reservationId: past.id, listingId: listing.id, userId: leaving.id, comment: 'Stable and dry' });
    await createUserReview(t.db, { reservationId: past.id, reviewerId: leaving.id, revieweeId: owner.id, comment: 'Olga was lovely' });
    const conversation = await createConversation(t.db, { listingId: listing.id, ownerId: owner.id, renterId: leaving.id, reservationId: past.id });
    const message = await createMessage(t.db, { conversationId: conversation.id, senderId: leaving.id, receiverId: owner.id, content: 'Thanks for the kayak!' });

    const response = await deleteAccount(t, leaving.cookie);
    expect(response.statusCode, response.body).toBe(204);

    // The pending booking is cancelled by the renter, its days are back, and the owner was told.
    const [pending] = await t.db.select().from(reservations).where(eq(reservations.id, pendingId));
    expect(pending?.status).toBe('cancelled_by_renter');
    expect(await availableDates(t, listing.id)).toContain(day(t, 4));
    const notifications = (await get(t, '/api/notifications', owner)).json();
    expect(JSON.stringify(notifications)).toContain('cancel');
    // The owner's notifications that named the person (the request, the cancellation) name "Deleted user".
    const texts = (notifications.notifications as { title: string; content: string }[]).map((n) => `${n.title}: ${n.content}`);
    expect(texts.some((text) => text.startsWith(`New booking request: Deleted user wants to rent "Kayak for two"`))).toBe(true);
    expect(texts.some((text) => text.includes('Deleted user cancelled the reservation for "Kayak for two"'))).toBe(true);
    // The owner's live events of it stay; the deleted person's are erased, the cancellation's too, so a stream still
    // open in their tab is told nothing it could only answer with a request the ended session fails.
    expect(await newestEventId(t.db, owner.id)).toBeGreaterThan(0);
    expect(await newestEventId(t.db, leaving.id)).toBe(0);

    // The owner still reads both reservations, with the other party as "Deleted user".
    const bodies: string[] = [JSON.stringify(notifications)];
    const list = await get(t, '/api/reservations?role=owner', owner);
    bodies.push(list.body);
    const mine = list.json().reservations as { reservation_id: string; other_party: object }[];
    expect(mine.map((r) => r.reservation_id).sort()).toEqual([pendingId, past.id].sort());
    for (const item of mine) {
      expect(item.other_party).toEqual({ id: leaving.id, first_name: null, last_name: null, profile_photo_url: null, deleted: true });
    }
    for (const id of [pendingId, past.id]) {
      const detail = await get(t, `/api/reservations/${id}`, owner);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().reservation.other_party).toMatchObject({ id: leaving.id, deleted: true });
      bodies.push(detail.body);
    }
    const calendar = await get(t, `/api/me/calendar?from=${day(t, 0)}&to=${day(t, 30)}`, owner);
    bodies.push(calendar.body);

    // Their conversations stay, and the system lines that named them name "Deleted user" (the booking's request, and
    // the cancellation the deletion made).
    const threads = await get(t, '/api/conversations', owner);
    bodies.push(threads.body);
    const lines: string[] = [];
    for (const thread of threads.json().conversations as { id: string }[]) {
      const page = await get(t, `/api/conversations/${thread.id}/messages`, owner);
      bodies.push(page.body);
      for (const line of page.json().messages as { is_system: boolean; content: string }[]) if (line.is_system) lines.push(line.content);
    }
    expect(lines.sort()).toEqual(['Deleted user cancelled the reservation.', 'Deleted user requested to book this item.']);

    // Reviews stay readable, by "Deleted user".
    const listingReviews = await get(t, `/api/listings/${listing.id}/reviews`, owner);
    expect(listingReviews.json().reviews[0]).toMatchObject({ comment: 'Stable and dry', reviewer: { id: leaving.id, deleted: true, first_name: null } });
    const ownerReviews = await get(t, `/api/profiles/${owner.id}/reviews`, undefined);
    expect(ownerReviews.json().reviews[0]).toMatchObject({ comment: 'Olga was lovely', reviewer: { id: leaving.id, deleted: true } });
    bodies.push(listingReviews.body, ownerReviews.body);

    // Messages stay in the conversation (the messages screen reads them as the owner's history).
    const [kept] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(kept?.content).toBe('Thanks for the kayak!');
    expect(kept?.senderId).toBe(leaving.id);

    // Nothing more reaches the deleted account: the owner reading the thread records no event for them, a message to
    // them is refused (409, nothing stored), and no notification is created for them.
    const read = await t.app.inject({ method: 'POST', url: `/api/conversations/${conversation.id}/read`, headers: { origin: TEST_ORIGIN, cookie: owner.cookie } });
    expect(read.statusCode, read.body).toBe(200);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      payload: { text: 'Are you still there?' },
    });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().error.message).toBe(messagingTexts.receiverDeleted);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toHaveLength(1);
    const notified = await createNotification(t.db, {
      userId: leaving.id,
      data: { kind: 'message_received', sender_name: 'Olga', preview: 'Hello?' },
      related: { type: 'conversation', id: conversation.id },
      at: t.clock.now(),
    });
    expect(notified).toBeNull();
    expect(await t.db.select().from(notificationRows).where(eq(notificationRows.userId, leaving.id))).toEqual([]);
    expect(await newestEventId(t.db, leaving.id)).toBe(0);

    // No private field of the deleted person in any answer.
    for (const body of bodies) {
      for (const secret of [leaving.email, '529876543', 'Kitesurfer', 'Herzl 12', 'Zimmerbaum', 'Rafael', leaving.photoUrl]) {
        expect(body, secret).not.toContain(secret);
      }
    }

    // The row keeps only the id; the listing stops being offered; the profile and the photo are gone.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, leaving.id));
    expect(row).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      bio: null,
      location: null,
      locationCity: null,
      locationLat: null,
      phone: null,
      profilePhotoUrl: null,
      emailNotifications: false,
      marketingEmails: false,
      whatsappNotifications: false,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect((await t.db.select().from(listings).where(eq(listings.id, ownListing.id)))[0]?.status).toBe('inactive');
    expect((await get(t, `/api/profiles/${leaving.id}`, owner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: leaving.photoUrl })).statusCode).toBe(404);
  });

  it('strips metadata from the stored photo while the account lives', async () => {
    const person = await fullySetUpPerson(ctx());
    expect(person.photoUrl).toMatch(new RegExp(`^/media/${person.id}/avatar-[0-9a-f]+-320\\.webp$`));
    const file = await ctx().app.inject({ method: 'GET', url: person.photoUrl });
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const small = await ctx().app.inject({ method: 'GET', url: person.photoUrl.replace('-320.webp', '-96.webp') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
  });
});

describe('account deletion is refused while an agreed rental is open', () => {
  const ctx = useTestApp();

  for (const [status, role] of [
    ['accepted', 'renter'],
    ['ongoing', 'owner'],
    ['confirmed', 'renter'],
  ] as const) {
    it(`refuses with a ${status} reservation as ${role}, changing nothing`, async () => {
      const t = ctx();
      const person = await fullySetUpPerson(t);
      const other = await signedInUser(t);
      const otherListing = await bookableListing(t, role === 'renter' ? other : person);
      await createReservation(t.db, {
        listingId: otherListing.id,
        renterId: role === 'renter' ? person.id : other.id,
        status,
        startDate: day(t, 1),
        endDate: day(t, 2),
      });
      const pending = await createReservation(t.db, { listingId: (await bookableListing(t, other)).id, renterId: person.id, startDate: day(t, 20), endDate: day(t, 21) });

      const response = await deleteAccount(t, person.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'ACTIVE_RESERVATIONS', message: accountDeletionTexts.activeReservations });
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, person.id));
      expect(row).toMatchObject({ email: person.email, deletedAt: null, phone: '+972 529876543', profilePhotoUrl: person.photoUrl });
      expect((await t.db.select().from(reservations).where(eq(reservations.id, pending.id)))[0]?.status).toBe('pending');
      expect((await get(t, '/api/me/profile', person)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: person.photoUrl })).statusCode).toBe(200);
    });
  }
});
