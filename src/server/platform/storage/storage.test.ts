import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { isValidStorageKey } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { MEDIA_CACHE_CONTROL } from './media-routes';
import { png, storageContract } from './storage-contract';

describe('storage keys', () => {
  it.each(['listings/abc-480.webp', 'a.png', 'messages/2030/x_y.pdf'])('accepts %s', (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each(['../secret.png', 'a/../../b.png', '/etc/passwd.png', 'a\\b.png', 'a//b.png', 'noextension', 'x.svg', 'x.html', '.hidden.png', ''])(
    'refuses %s',
    (key) => {
      expect(isValidStorageKey(key)).toBe(false);
    },
  );
});

describe('local disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-storage-'));
  const storage = createLocalDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  storageContract(
    () => storage,
    async (key) => fs.existsSync(path.join(root, key)),
  );
});

describe('GET /media/*', () => {
  const ctx = useTestApp();

  it('serves a stored file with an immutable cache header', async () => {
    const { app, dataDir } = ctx();
    const storage = createLocalDiskStorage(path.join(dataDir, 'media'));
    await storage.put('listings/abc-480.png', png, 'image/png');
    const response = await app.inject({ method: 'GET', url: storage.publicUrl('listings/abc-480.png') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.rawPayload).toEqual(png);
  });

  it('sends documents as attachments', async () => {
    const { app, dataDir } = ctx();
    await createLocalDiskStorage(path.join(dataDir, 'media')).put('docs/doc.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const response = await app.inject({ method: 'GET', url: '/media/docs/doc.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('never serves private folders (message attachments have their own session-checked route)', async () => {
    const { app, dataDir } = ctx();
    await createLocalDiskStorage(path.join(dataDir, 'media')).put('messages/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const response = await app.inject({ method: 'GET', url: '/media/messages/0123456789abcdef0123456789abcdef.pdf' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a missing file with a JSON 404', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/media/listings/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/media/../package.json', '/media/..%2F..%2Fpackage.json', '/media/listings/%2e%2e/%2e%2e/x.png', '/media/a%5Cb.png'])(
    'refuses path traversal: %s',
    async (url) => {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().error.code).toMatch(/INVALID_MEDIA_KEY|NOT_FOUND/);
    },
  );
});
