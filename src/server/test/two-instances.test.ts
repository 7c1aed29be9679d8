import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../domain/dates';
import { type Database, openDatabase } from '../db/client';
import { messages, notifications, reservations } from '../db/schema';
import { multipartForm, testImage, validListingData } from './listing-helpers';
import { type AppProcess, startAppInstances } from './app-processes';
import { createListing, createProfile, createReservation } from './factories';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { openSse } from './sse-client';
import { createPostgresTestDatabase, testDatabaseKind } from './test-database';

/** Both instances answer for one site (as behind a load balancer): writes carry this Origin. */
const SITE = 'http://gearloop.test';
const HOUR = 60 * 60 * 1000;

/**
 * Scale-out: two real app processes on one PostgreSQL and one S3-protocol server. Runs on the PostgreSQL pass
 * of the suite (PGlite is one process by design).
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('two app instances on one PostgreSQL and one S3 server', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let s3: S3TestServer;
  let a: AppProcess;
  let b: AppProcess;
  let staleRequestId: string;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    db = await openDatabase({ kind: 'postgres', url: database.url });
    await db.migrate();
    // A request nobody answered for 25 hours: the first scheduler round of either instance expires it.
    const renter = await createProfile(db.db);
    const listing = await createListing(db.db);
    const tomorrow = addDays(todayIn('Asia/Jerusalem', new Date()), 1);
    const stale = await createReservation(db.db, {
      listingId: listing.id,
      renterId: renter.id,
      startDate: tomorrow,
      endDate: tomorrow,
      createdAt: new Date(Date.now() - 25 * HOUR).toISOString(),
    });
    staleRequestId = stale.id;
    s3 = await startS3TestServer();
    const instances = await startAppInstances(2, { DATABASE_URL: database.url, PUBLIC_URL: SITE, SCHEDULER_ENABLED: 'true', ...s3.env });
    [a, b] = [instances[0]!, instances[1]!];
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await db?.close();
    await database?.drop();
  }, 60_000);

  const send = (app: AppProcess, path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${app.url}${path}`, {
      ...init,
      headers: { origin: SITE, ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    });
  const signUp = async (app: AppProcess, email: string) => {
    const response = await send(app, '/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'Scale', lastName: 'Out', email, password: 'two-instances-1' }),
    });
    expect(response.status).toBe(201);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const signIn = (app: AppProcess, email: string, password: string) =>
    send(app, '/api/auth/signin', { method: 'POST', body: JSON.stringify({ email, password }) });

  it('a session made on A works on B', async () => {
    const cookie = await signUp(a, 'session@two-instances.test');
    const session = await (await send(b, '/api/auth/session', { cookie })).json();
    expect(session.user.email).toBe('session@two-instances.test');
    expect((await send(b, '/api/me/profile', { cookie })).status).toBe(200);
  });

  it('a photo uploaded through A is served by B', async () => {
    const cookie = await signUp(a, 'photos@two-instances.test');
    const today = todayIn('Asia/Jerusalem', new Date());
    const form = multipartForm(validListingData(today), [{ name: 'tent.jpg', bytes: await testImage({ width: 640, height: 480, color: '#2a7' }) }]);
    const created = await send(a, '/api/listings', { method: 'POST', body: form, cookie });
    expect(created.status).toBe(201);
    const photoUrl: string = (await created.json()).main_photo_url;

    const fromB = await fetch(`${b.url}${photoUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await fetch(`${a.url}${photoUrl}`);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('rate limits count across both: the 11th failed sign-in through either instance is refused', async () => {
    const email = 'limits@two-instances.test';
    await signUp(b, email);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(attempt % 2 ? a : b, email, `wrong-${attempt}`)).status).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await signIn(app, email, 'two-instances-1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('live events cross instances: a booking committed through A reaches the owner’s stream on B in under 1 s', async () => {
    const ownerCookie = await signUp(a, 'live-owner@two-instances.test');
    const renterCookie = await signUp(b, 'live-renter@two-instances.test');
    const ownerId: string = (await (await send(a, '/api/auth/session', { cookie: ownerCookie })).json()).user.id;
    const today = todayIn('Asia/Jerusalem', new Date());
    const listing = await createListing(db.db, { ownerId, pricePerDay: '100.00', available: `{[${today},${addDays(today, 60)})}` });
    const ownerOnB = await openSse(b.url, { cookie: ownerCookie });
    const renterOnA = await openSse(a.url, { cookie: renterCookie });
    try {
      await Promise.all([ownerOnB.waitFor((f) => f.length >= 1), renterOnA.waitFor((f) => f.length >= 1)]);
      const response = await send(a, '/api/reservations', {
        method: 'POST',
        cookie: renterCookie,
        body: JSON.stringify({ listing_id: listing.id, start_date: addDays(today, 3), end_date: addDays(today, 4) }),
      });
      const committed = performance.now();
      expect(response.status).toBe(201);
      const reservationId: string = (await response.json()).reservation.reservation_id;
      await ownerOnB.waitFor((frames) => frames.some((f) => f.event === 'notification.created'), 1000);
      const status = ownerOnB.frames.find((f) => f.event === 'reservation.status')!;
      expect(JSON.parse(status.data)).toEqual({ reservation_id: reservationId, status: 'pending' });
      expect(status.at - committed).toBeLessThan(1000);
      expect(ownerOnB.events().map((e) => e.event).sort()).toEqual(['message.created', 'notification.created', 'reservation.status']);
      // And back: the owner accepts through B; the renter's stream on A hears it.
      const accepted = await send(b, `/api/reservations/${reservationId}/actions`, { method: 'POST', cookie: ownerCookie, body: JSON.stringify({ action: 'accept' }) });
      expect(accepted.status).toBe(200);
      const acceptedAt = performance.now();
      await renterOnA.waitFor((frames) => frames.some((f) => f.event === 'reservation.status' && f.data.includes('accepted')), 1000);
      expect(renterOnA.frames.at(-1)!.at - acceptedAt).toBeLessThan(1000);
    } finally {
      ownerOnB.close();
      renterOnA.close();
    }
  });

  it('phone codes count across both: a number gets 3 codes in 10 minutes through either instance, then none', async () => {
    const phone = '+972 58 765 4321';
    const users = await Promise.all(['one', 'two', 'three', 'four'].map((name, index) => signUp(index % 2 ? b : a, `phone-${name}@two-instances.test`)));
    for (const [index, cookie] of users.slice(0, 3).entries()) {
      const sent = await send(index % 2 ? b : a, '/api/me/phone/code', { method: 'POST', body: JSON.stringify({ phone }), cookie });
      expect(sent.status).toBe(201);
    }
    for (const app of [a, b]) {
      const refused = await send(app, '/api/me/phone/code', { method: 'POST', body: JSON.stringify({ phone: phone.replaceAll(' ', '') }), cookie: users[3]! });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe('Too many codes were sent to this number. Please try again in 10 minutes.');
    }
  });

  it('the scheduler runs once: both instances run it, the stale request expires once', async () => {
    for (const app of [a, b]) await app.waitForLog((line) => line.msg === 'scheduler round');
    const expiredBy = (app: AppProcess) =>
      app.logs().filter((line) => line.msg === 'scheduled jobs ran' && (line.jobs as Record<string, number>)['reservations-expire-pending'] === 1);
    await Promise.race([a, b].map((app) => app.waitForLog((line) => line.msg === 'scheduled jobs ran')));

    const [row] = await db.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, staleRequestId));
    expect(row?.status).toBe('expired');
    expect([...expiredBy(a), ...expiredBy(b)]).toHaveLength(1);
    const told = await db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedId, staleRequestId), eq(notifications.type, 'reservation_cancelled')));
    expect(told).toHaveLength(1);
    const notes = await db.db.select().from(messages).where(and(eq(messages.isSystemMessage, true), eq(messages.systemAction, 'expired')));
    expect(notes).toHaveLength(1);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('instances starting at once on an empty PostgreSQL', () => {
  it('one migrates while the other waits, and both come up', async () => {
    const database = await createPostgresTestDatabase();
    try {
      const instances = await startAppInstances(2, { DATABASE_URL: database.url, SCHEDULER_ENABLED: 'false' });
      try {
        for (const app of instances) expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
      } finally {
        await Promise.all(instances.map((app) => app.stop()));
      }
    } finally {
      await database.drop();
    }
  }, 180_000);
});
