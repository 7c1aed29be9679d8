// `npm run seed -- --listings 100000 [--users 10000]`: adds benchmark-scale users and active listings spread
// over Israel to the configured database (DATABASE_URL, or the PGlite data in DATA_DIR — stop the server first).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { todayIn } from '../src/domain/dates';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { insertBenchListings, insertBenchUsers, renderBenchPhotos } from '../src/server/db/seed/bench-data';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { hashPassword } from '../src/server/platform/auth/passwords';
import { lockDataDir } from '../src/server/platform/data-dir-lock';
import { createLocalDiskStorage } from '../src/server/platform/storage/local-disk-storage';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '1000' }, users: { type: 'string' } },
  allowPositionals: false,
});
const listingCount = Number(values.listings);
const userCount = Number(values.users ?? Math.max(50, Math.ceil(listingCount / 10)));
if (!Number.isInteger(listingCount) || listingCount < 0 || !Number.isInteger(userCount) || userCount < 1) {
  process.stderr.write('Usage: npm run seed -- --listings <n> [--users <n>]\n');
  process.exit(2);
}

const log = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)}  ${line}\n`);

async function main() {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  try {
    await database.migrate();
    log(`seeding ${userCount} users and ${listingCount} listings into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}`);
    const started = Date.now();
    const runId = Date.now().toString(36);
    const storage = createLocalDiskStorage(path.join(config.dataDir, 'media'));
    const [photos, passwordHash] = await Promise.all([renderBenchPhotos(storage), hashPassword(DEMO_PASSWORD)]);
    await insertBenchUsers(database.db, { runId, count: userCount, passwordHash, progress: log });
    await insertBenchListings(database.db, { runId, count: listingCount, today: todayIn(config.marketTimeZone), photos, progress: log });
    // PGlite runs no autovacuum: refresh the planner's statistics for the rows just loaded.
    await database.analyze();
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (users sign in with password ${DEMO_PASSWORD})`);
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
