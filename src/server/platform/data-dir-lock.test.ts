import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('lets one holder in and refuses a second one with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/Another Gearloop process is already using the data directory/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes a second server process on the same embedded database refuse to start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-lock-'));
    const release = await lockDataDir(dir);
    const result = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    await release();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Another Gearloop process is already using the data directory');
  });
});
