import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { listingPhotos } from '../../db/schema';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { createListingViaApi } from '../../test/listing-helpers';
import { signedInUser } from '../../features/reservations/test-support';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';
import { storageContract } from './storage-contract';

/** Asks the S3 server itself (another client), not our adapter. */
async function hasObject(server: S3TestServer, key: string): Promise<boolean> {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID!, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY! },
  });
  try {
    await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  } finally {
    client.destroy();
  }
}

describe('S3-compatible storage (against a real S3-protocol server)', () => {
  let server: S3TestServer;
  let storage: FileStorage & { close(): void };
  beforeAll(async () => {
    server = await startS3TestServer();
    storage = createS3Storage(loadConfig(server.env).s3!);
  });
  afterAll(async () => {
    storage?.close();
    await server?.close();
  });

  storageContract(
    () => storage,
    (key) => hasObject(server, key),
  );

  it('reports a server it cannot reach as an error, not as a missing file', async () => {
    const unreachable = createS3Storage(loadConfig({ ...server.env, S3_ENDPOINT: 'http://127.0.0.1:1' }).s3!);
    await expect(unreachable.read('listings/a.png')).rejects.toThrow();
    unreachable.close();
  });
});

describe('the app with S3_BUCKET set', () => {
  let server: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3TestServer();
    t = await createTestApp(server.env);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('stores listing photos in the bucket, not on the local disk, and serves them at /media/*', async () => {
    const owner = await signedInUser(t);
    const listing = await createListingViaApi(t, owner.cookie);
    const url: string = listing.main_photo_url;
    expect(url).toMatch(/^\/media\/listings\/.+\.webp$/);
    expect(await hasObject(server, url.replace('/media/', ''))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'media'))).toBe(false);

    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: '/media/listings/missing-480.webp' })).statusCode).toBe(404);
  });
});

describe('demo data with S3_BUCKET set', () => {
  let server: S3TestServer;
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-seed-s3-'));
  beforeAll(async () => {
    server = await startS3TestServer();
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts its photos in the bucket, where every instance finds them', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...server.env });
    expect(await seedDemoIfEmpty({ db: database.db, config, log: pino({ level: 'silent' }) })).toBe(true);
    const [photo] = await database.db.select({ key: listingPhotos.cardKey }).from(listingPhotos).limit(1);
    expect(await hasObject(server, photo!.key)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
  }, 120_000);
});
