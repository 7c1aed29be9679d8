import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * Holds an exclusive lock on the directory for the life of the process.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Gearloop process is already using the data directory ${dataDir}.\n` +
          'Stop it first, or start this one with a different DATA_DIR (or a PostgreSQL DATABASE_URL).',
      );
    }
    throw error;
  }
}
