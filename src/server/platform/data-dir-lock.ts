import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds (a second lock from the same process is refused too). */
const held = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes. This holds an
 * exclusive lock on the directory for the life of the process: `DATA_DIR/gearloop.lock`, created exclusively,
 * holds the holder's process id. A lock whose process is gone (kill -9, a crash, a power cut) is taken over at
 * once, so a restart right after a crash succeeds; a live holder is refused with a clear message.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'gearloop.lock');
  if (held.has(lockPath)) throw lockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(lockPath)) {
      held.add(lockPath);
      const releaseSync = () => {
        if (!held.delete(lockPath)) return;
        // Only our own lock: never remove one a successor took over.
        if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      // Also on process.exit() paths that skip the graceful release (a start-up failure).
      process.once('exit', releaseSync);
      return async () => {
        process.removeListener('exit', releaseSync);
        releaseSync();
      };
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw lockedError(dataDir, holder);
    // Stale (its process is gone, or a lock file left half-written): remove it and try again. Removal happens
    // under a short-lived take-over mutex, and only if the file still names the same dead holder, so two
    // processes starting at once cannot both take it.
    await withTakeoverMutex(lockPath, () => {
      if (readPid(lockPath) === holder) fs.rmSync(lockPath, { force: true });
    });
  }
  throw new Error(`Could not take the lock ${lockPath}: it kept changing hands.`);
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** The holder's pid, or undefined when the file is gone, empty or not a pid (a holder killed mid-write). */
function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Alive means it exists and is not a zombie (killed, exit not yet collected by its parent). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: /proc/<pid>/stat is "pid (name) S …"; state Z is a zombie.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function withTakeoverMutex(lockPath: string, fn: () => void): Promise<void> {
  const mutex = `${lockPath}.takeover`;
  for (;;) {
    try {
      fs.mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a process killed inside the few microseconds it is held.
      const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5_000) fs.rmSync(mutex, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    fn();
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

function lockedError(dataDir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `Another Gearloop process is already using the data directory ${dataDir} (process ${pid}).\n` +
      'Stop it first, or start this one with a different DATA_DIR (or a PostgreSQL DATABASE_URL).',
  );
}
