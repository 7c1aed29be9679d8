import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multirangeToDates } from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import { categoryGroupNames, categoryGroupOf } from '../../../domain/categories';
import { loadConfig } from '../../config';
import { verifyPassword } from '../../platform/auth/passwords';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { conversations, credentials, listingPhotos, listings, messages, notifications, profiles, reservations } from '../schema';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedDemoIfEmpty } from './demo';

describe('demo seed', () => {
  let database: Database;
  let dataDir: string;
  let elapsedMs = 0;
  const db = () => database.db;
  const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-seed-'));
    database = await openTestDatabase();
    const started = Date.now();
    expect(await seedDemoIfEmpty({ db: db(), config: config(), log })).toBe(true);
    elapsedMs = Date.now() - started;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is fast enough for a first start', (context) => {
    context.annotate(`demo seed took ${elapsedMs} ms`);
    expect(elapsedMs).toBeLessThan(30_000);
  });

  it('does nothing when profiles exist', async () => {
    expect(await seedDemoIfEmpty({ db: db(), config: config(), log })).toBe(false);
    expect((await db().select().from(profiles)).length).toBe(12);
  });

  it('creates the demo sign-ins with the demo password', async () => {
    for (const account of demoAccounts) {
      const [row] = await db()
        .select({ hash: credentials.passwordHash, firstName: profiles.firstName })
        .from(profiles)
        .innerJoin(credentials, eq(credentials.userId, profiles.id))
        .where(eq(profiles.email, account.email));
      expect(row?.firstName).toBe(account.firstName);
      expect(row?.hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.hash!, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('has listings in every category group with photos stored through the storage port', async () => {
    const rows = await db().select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((row) => categoryGroupOf(row.category)))).toEqual(new Set(categoryGroupNames));
    expect(rows.some((row) => row.forSale)).toBe(true);
    const photos = await db().select().from(listingPhotos);
    const withMain = new Set(photos.filter((photo) => photo.position === 0).map((photo) => photo.listingId));
    expect(withMain.size).toBe(rows.length);
    const storage = createLocalDiskStorage(path.join(dataDir, 'media'));
    const file = await storage.read(photos[0]!.cardKey);
    expect(file?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('gives listings the next months of availability, minus what active bookings hold', async () => {
    const today = todayIn('Asia/Jerusalem');
    const rows = await db().select().from(listings);
    for (const row of rows) {
      const dates = multirangeToDates(row.available);
      expect(dates[0]! >= today).toBe(true);
      expect(dates.length).toBeGreaterThan(120);
    }
    const [overlap] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(reservations)
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .where(sql`${reservations.status} in ('pending','accepted','ongoing') and not ${reservations.isPurchase}
        and ${listings.available} && datemultirange(daterange(${reservations.startDate}, ${reservations.endDate}, '[]'))`);
    expect(overlap?.count).toBe(0);
  });

  it('has reviews (counted by the trigger), bookings in several states, conversations and notifications', async () => {
    const [counters] = await db().select({ reviews: sql<number>`sum(${listings.reviewCount})::int` }).from(listings);
    expect(counters!.reviews).toBeGreaterThan(10);
    const statuses = new Set((await db().select({ status: reservations.status }).from(reservations)).map((row) => row.status));
    for (const status of ['completed', 'pending', 'accepted', 'declined'] as const) expect(statuses).toContain(status);
    expect((await db().select().from(messages)).length).toBeGreaterThan(3);
    // Every pending request has its conversation, as a booking made in the product has (the owner can write back).
    const pending = await db().select({ id: reservations.id }).from(reservations).where(eq(reservations.status, 'pending'));
    const tied = new Set((await db().select({ reservationId: conversations.reservationId }).from(conversations)).map((row) => row.reservationId));
    expect(pending.length).toBeGreaterThan(0);
    for (const reservation of pending) expect(tied.has(reservation.id), reservation.id).toBe(true);
    expect((await db().select().from(notifications)).length).toBeGreaterThan(5);
  });
});
