import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { type AppProcess, startAppProcess } from './app-processes';
import { testDatabaseKind } from './test-database';

// Real server processes on the embedded database (one data directory), killed as a crash kills them.
describe.skipIf(testDatabaseKind() === 'postgres')('kill -9 of a server on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-crash-'));
  const lockFile = path.join(dataDir, 'gearloop.lock');
  const started: AppProcess[] = [];
  const start = async (name: string, env: Record<string, string> = {}) => {
    const app = await startAppProcess(name, { DATA_DIR: dataDir, DATABASE_URL: '', ...env });
    started.push(app);
    return app;
  };

  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const send = (app: AppProcess, url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${app.url}${url}`, {
      ...init,
      headers: { origin: app.url, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    });
  const signIn = async (app: AppProcess) => {
    const response = await send(app, '/api/auth/signin', { method: 'POST', body: JSON.stringify({ email: 'daniel@demo.gearloop.app', password: DEMO_PASSWORD }) });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };

  it('loses no acknowledged write, restarts at once on the same data directory, refuses a second live process, and releases the lock on SIGTERM', async () => {
    const first = await start('crash-A', { SEED_DEMO: 'true' });
    const cookie = await signIn(first);
    const feed = (await (await send(first, '/api/feed?limit=100', { cookie })).json()) as { listings: { listing_id: string }[] };
    const ids = feed.listings.map((listing) => listing.listing_id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toMatch(/^\d+$/);

    // Writes go on, four at a time, while the process is killed after the 20th acknowledgement.
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          try {
            const response = await send(first, `/api/favorites/${id}`, { method: 'PUT', cookie });
            if (response.status === 204) acknowledged.push(id);
          } catch {
            // the connection died with the process: not acknowledged
          }
          if (acknowledged.length >= 20) killed ??= first.crash();
        }
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    // The dead holder's lock file is still there; the restart must take it over rather than wait it out.
    expect(fs.existsSync(lockFile)).toBe(true);

    const second = await start('crash-B');
    expect(second.logs().some((line) => line.msg?.includes('Another Gearloop process'))).toBe(false);
    const again = await signIn(second);
    const favorites = (await (await send(second, '/api/favorites', { cookie: again })).json()) as { favorites: { listing_id: string }[] };
    const saved = new Set(favorites.favorites.map((favorite) => favorite.listing_id));
    expect(acknowledged.filter((id) => !saved.has(id))).toEqual([]);

    // A second live process on the same directory is still refused.
    await expect(start('crash-C')).rejects.toThrow(/Another Gearloop process is already using the data directory/);

    // SIGTERM: a clean shutdown that releases the lock.
    await second.stop();
    expect(second.exitCode()).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 240_000);
});
