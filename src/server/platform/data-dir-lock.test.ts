import { spawn, spawnSync } from 'node:child_process';
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

  it('takes over at once a lock whose process is gone (kill -9, a crash), or that is empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'gearloop.lock'), `${gone.stdout}\n`);
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'gearloop.lock'), 'utf8').trim()).toBe(String(process.pid));
    await release();
    expect(fs.existsSync(path.join(dir, 'gearloop.lock'))).toBe(false);

    fs.writeFileSync(path.join(dir, 'gearloop.lock'), '');
    await (await lockDataDir(dir))();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a lock held by another live process, naming it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'gearloop.lock'), `${holder.pid}\n`);
      await expect(lockDataDir(dir)).rejects.toThrow(`Another Gearloop process is already using the data directory ${dir} (process ${holder.pid})`);
      expect(fs.readFileSync(path.join(dir, 'gearloop.lock'), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // Once it is gone (and its exit collected), the directory is free again.
    await (await lockDataDir(dir))();
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
