import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents, messages, notificationDeliveries, notifications, profiles } from '../db/schema';
import { notificationDeliveryJob } from '../features/notifications';
import { reservationJobs } from '../features/reservations/jobs';
import { act, book, bookableListing, day, post, setClockToNoon, signedInUser, type TestUser } from '../features/reservations/test-support';
import { addPartyMessage } from '../features/system-messages';
import type { MailMessage, Mailer } from '../platform/mailer/mailer';
import type { WhatsAppMessage } from '../platform/whatsapp/whatsapp';
import { createScheduler } from '../platform/scheduler';
import { createConversation } from './factories';
import { type TestApp, useTestApp } from './test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A mailer that records what it sends and fails while `failing` is above 0. */
class RecordingMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = 0;
  async send(message: MailMessage) {
    if (this.failing > 0) {
      this.failing--;
      throw new Error('SMTP 451 try again later');
    }
    this.sent.push(message);
  }
}

/**
 * Notifications are created where their event happens, once, each with its live event and (for users with e-mail
 * notifications on) one e-mail in the outbox, sent by the delivery job after the round's transaction: never twice,
 * retried with back-off, and a message e-mail only when the message is still unread after 10 minutes.
 */
describe('notifications, their live events and their e-mails', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));
  const mailer = new RecordingMailer();
  beforeEach(() => {
    mailer.failing = 0;
  });

  const deliver = (t: TestApp, batch?: number) =>
    createScheduler({
      db: t.db,
      jobs: [notificationDeliveryJob({ db: t.db, mailer, clock: t.clock, publicUrl: 'https://gearloop.test', log: t.app.log, batch })],
      intervalMs: MINUTE,
      log: t.app.log,
    }).runOnce();

  async function noticesOf(user: TestUser) {
    return ctx().db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.timestamp));
  }
  async function eventsOf(user: TestUser) {
    return ctx().db.select().from(liveEvents).where(eq(liveEvents.userId, user.id)).orderBy(asc(liveEvents.id));
  }
  /** What the messages API does (addPartyMessage: the message and everything recorded with it, one statement). */
  async function sendMessage(t: TestApp, conversationId: string, from: TestUser, to: TestUser, content: string) {
    const messageId = randomUUID();
    const sender = { first_name: from.profile.firstName, last_name: from.profile.lastName };
    expect(await addPartyMessage(t.db, { messageId, conversationId, senderId: from.id, sender, receiverId: to.id, content, attachment: null, now: t.clock.now() })).not.toBeNull();
    const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    return row!;
  }

  it('every notification type is created once where it happens, with one live event and one e-mail each', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-05-01');
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    const listing = await bookableListing(t, owner);
    const saleListing = await bookableListing(t, owner, { forSale: true, salePrice: '900.00' });

    // reservation_request (owner) → reservation_confirmed (renter)
    const first = (await book(t, renter, listing.id, day(t, 1), day(t, 2))).json().reservation;
    expect((await act(t, owner, first.reservation_id, 'accept')).statusCode).toBe(200);
    // reservation_declined
    const second = (await book(t, renter, listing.id, day(t, 10), day(t, 11))).json().reservation;
    expect((await act(t, owner, second.reservation_id, 'decline')).statusCode).toBe(200);
    // reservation_cancelled (the renter cancels: the owner is told)
    const third = (await book(t, renter, listing.id, day(t, 20), day(t, 21))).json().reservation;
    expect((await act(t, renter, third.reservation_id, 'cancel_by_renter')).statusCode).toBe(200);
    // booking_request (purchase)
    expect((await post(t, '/api/purchases', renter, { listing_id: saleListing.id })).statusCode).toBe(201);
    // message
    const conversation = await createConversation(t.db, { ownerId: owner.id, renterId: renter.id, listingId: listing.id });
    await sendMessage(t, conversation.id, renter, owner, 'See you soon');
    // feedback_request (both, when the rental finishes) and reservation_cancelled (the purchase request expires)
    t.clock.advance(4 * 24 * HOUR);
    const jobs = createScheduler({ db: t.db, jobs: reservationJobs(t.clock, t.config.marketTimeZone), intervalMs: MINUTE, log: t.app.log });
    await jobs.runOnce();
    await jobs.runOnce();

    const ownerTypes = (await noticesOf(owner)).map((n) => n.type);
    const renterTypes = (await noticesOf(renter)).map((n) => n.type);
    expect(ownerTypes).toEqual(['reservation_request', 'reservation_request', 'reservation_request', 'reservation_cancelled', 'booking_request', 'message', 'feedback_request']);
    expect(renterTypes.sort()).toEqual(['feedback_request', 'reservation_cancelled', 'reservation_confirmed', 'reservation_declined']);

    for (const user of [owner, renter]) {
      const notices = await noticesOf(user);
      const events = await eventsOf(user);
      const created = events.filter((e) => e.type === 'notification.created').map((e) => e.data.notification_id);
      expect(created.sort()).toEqual(notices.map((n) => n.id).sort());
      const deliveries = await t.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.notificationId, notices.map((n) => n.id)));
      expect(deliveries.map((d) => d.notificationId).sort()).toEqual(notices.map((n) => n.id).sort());
      expect(deliveries.every((d) => d.channel === 'email' && d.status === 'pending')).toBe(true);
    }
    // Status changes reach both parties: created (pending), accepted, started and completed for the first rental.
    for (const user of [owner, renter]) {
      const statuses = (await eventsOf(user)).filter((e) => e.type === 'reservation.status' && e.data.reservation_id === first.reservation_id).map((e) => e.data.status);
      expect(statuses).toEqual(['pending', 'accepted', 'ongoing', 'completed']);
    }
  });

  it('sends each e-mail once, after the round, only to users with e-mail notifications on', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-06-01');
    mailer.sent = [];
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    await t.db.update(profiles).set({ emailNotifications: false }).where(eq(profiles.id, renter.id));
    const listing = await bookableListing(t, owner, { title: 'Cosy tent' });
    const booking = (await book(t, renter, listing.id, day(t, 3), day(t, 4))).json().reservation;
    expect((await act(t, owner, booking.reservation_id, 'accept')).statusCode).toBe(200);

    const first = await deliver(t);
    expect(first?.['notification-deliveries']).toBeGreaterThanOrEqual(1);
    const toOwner = mailer.sent.filter((m) => m.to === owner.profile.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe('New booking request');
    expect(toOwner[0]!.text).toContain('Avi Renter wants to rent "Cosy tent"');
    expect(toOwner[0]!.text).toContain(`https://gearloop.test/reservation/${booking.reservation_id}`);
    expect(mailer.sent.filter((m) => m.to === renter.profile.email)).toEqual([]);

    const count = mailer.sent.length;
    await deliver(t);
    await deliver(t);
    expect(mailer.sent).toHaveLength(count);
    const [row] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, owner.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('claims at most one batch a round, also once the tables have statistics', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-06-10');
    mailer.sent = [];
    await deliver(t); // nothing left over from other tests
    mailer.sent = [];
    const owner = await signedInUser(t, { firstName: 'Bea', lastName: 'Batch' });
    const listing = await bookableListing(t, owner, { title: 'Batch kayak' });
    for (let i = 0; i < 3; i += 1) expect((await book(t, await signedInUser(t), listing.id, day(t, 3 + i * 2), day(t, 3 + i * 2))).statusCode).toBe(201);
    // With statistics: for the reservations' jobs, the planner then ran an IN (… LIMIT) sub-select again per row, and a
    // round took more than its batch (reservations/jobs.test.ts shows it); this job picks its batch in a materialized CTE.
    await t.db.execute(sql`analyze`);
    const pending = async () =>
      (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.status, 'pending'))).length;
    const due = await pending();
    expect(due).toBeGreaterThanOrEqual(3);
    for (let round = 1; round * 2 < due + 2; round += 1) {
      await deliver(t, 2);
      expect(mailer.sent, `round ${round}`).toHaveLength(Math.min(2 * round, due));
      expect(await pending()).toBe(Math.max(0, due - 2 * round));
    }
    expect(mailer.sent.filter((m) => m.to === owner.profile.email)).toHaveLength(3);
  });

  it('sends a WhatsApp notification once, only to a verified phone with WhatsApp notifications on', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-07-01');
    const whatsapp: WhatsAppMessage[] = [];
    const sender = { send: async (message: WhatsAppMessage) => void whatsapp.push(message) };
    const deliverAll = () =>
      createScheduler({
        db: t.db,
        jobs: [notificationDeliveryJob({ db: t.db, mailer, whatsapp: sender, clock: t.clock, publicUrl: 'https://gearloop.test', log: t.app.log })],
        intervalMs: MINUTE,
        log: t.app.log,
      }).runOnce();
    const verified = await signedInUser(t, { firstName: 'Vera', lastName: 'Verified' });
    const unverified = await signedInUser(t, { firstName: 'Uri', lastName: 'Unverified' });
    const renter = await signedInUser(t, { firstName: 'Rina', lastName: 'Renter' });
    await t.db.update(profiles).set({ whatsappNotifications: true, phone: '+972 54 111 2222', phoneVerified: true }).where(eq(profiles.id, verified.id));
    await t.db.update(profiles).set({ whatsappNotifications: true, phone: '+972 54 333 4444', phoneVerified: false }).where(eq(profiles.id, unverified.id));
    for (const [index, owner] of [verified, unverified].entries()) {
      const listing = await bookableListing(t, owner, { title: owner === verified ? 'Kayak of Vera' : 'Kayak of Uri' });
      expect((await book(t, renter, listing.id, day(t, 3 + 3 * index), day(t, 4 + 3 * index))).statusCode).toBe(201);
    }
    await deliverAll();
    await deliverAll();
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]!.to).toBe('+972 54 111 2222');
    expect(whatsapp[0]!.text).toContain('New booking request');
    expect(whatsapp[0]!.text).toContain('Rina Renter wants to rent "Kayak of Vera"');
    const rows = await t.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.userId, [verified.id, unverified.id]));
    expect(rows.filter((row) => row.channel === 'whatsapp').map((row) => [row.userId, row.status])).toEqual([[verified.id, 'sent']]);
  });

  it('retries a failed e-mail with back-off and gives up after the last attempt; a crashed claim is never resent', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-07-01');
    mailer.sent = [];
    await deliver(t); // nothing due from earlier tests
    mailer.sent = [];
    const owner = await signedInUser(t);
    const renter = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    await book(t, renter, listing.id, day(t, 3), day(t, 4));
    const [delivery] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, owner.id));
    const rowOf = async () => (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, delivery!.id)))[0]!;

    mailer.failing = 1;
    await deliver(t);
    expect(await rowOf()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    await deliver(t); // back-off: not yet
    expect(mailer.sent).toHaveLength(0);
    t.clock.advance(MINUTE);
    await deliver(t);
    expect(mailer.sent).toHaveLength(1);
    expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2 });

    // Five failures: given up.
    expect((await book(t, await signedInUser(t), listing.id, day(t, 30), day(t, 31))).statusCode).toBe(201);
    const [, next] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, owner.id)).orderBy(asc(notificationDeliveries.id));
    mailer.failing = 5;
    for (let i = 0; i < 6; i++) {
      await deliver(t);
      t.clock.advance(7 * HOUR);
    }
    const [given] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, next!.id));
    expect(given).toMatchObject({ status: 'failed', attempts: 5 });
    expect(mailer.sent).toHaveLength(1);

    // A sender that died mid-send left a claim: after the timeout it is marked failed, not sent again.
    expect((await book(t, await signedInUser(t), listing.id, day(t, 60), day(t, 61))).statusCode).toBe(201);
    const [, , third] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, owner.id)).orderBy(asc(notificationDeliveries.id));
    await t.db.update(notificationDeliveries).set({ status: 'sending', attempts: 1, claimedAt: t.clock.now().toISOString() }).where(eq(notificationDeliveries.id, third!.id));
    t.clock.advance(16 * MINUTE);
    await deliver(t);
    const [crashed] = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, third!.id));
    expect(crashed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('a message e-mail goes out after 10 minutes only if the message is still unread', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-08-01');
    await deliver(t);
    mailer.sent = [];
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    const conversation = await createConversation(t.db, { ownerId: owner.id, renterId: renter.id });
    const read = await sendMessage(t, conversation.id, renter, owner, 'Read quickly');
    const unread = await sendMessage(t, conversation.id, owner, renter, 'Never read');

    t.clock.advance(9 * MINUTE);
    await deliver(t);
    expect(mailer.sent).toEqual([]);
    await t.db.update(messages).set({ read: true }).where(eq(messages.id, read.id));
    t.clock.advance(MINUTE + 1000);
    await deliver(t);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[renter.profile.email, 'New message from Dana Owner']]);
    expect(mailer.sent[0]!.text).toContain('Never read');
    expect(mailer.sent[0]!.text).toContain(`https://gearloop.test/messages/${conversation.id}`);
    const rows = await t.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.userId, [owner.id, renter.id]));
    expect(rows.map((r) => [r.userId, r.status]).sort()).toEqual([[owner.id, 'skipped'], [renter.id, 'sent']].sort());
    expect(unread.read).toBe(false);
  });

  it('two job runners at once (two instances): every e-mail is sent once', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-09-01');
    await deliver(t);
    mailer.sent = [];
    const owner = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    for (let i = 0; i < 6; i++) expect((await book(t, await signedInUser(t), listing.id, day(t, 2 + i * 3), day(t, 3 + i * 3))).statusCode).toBe(201);
    await Promise.all([deliver(t), deliver(t), deliver(t)]);
    await deliver(t);
    expect(mailer.sent.filter((m) => m.to === owner.profile.email)).toHaveLength(6);
  });
});
