import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../platform/project-root';

/** One real Gearloop server process (src/server/main.ts), as a deployment runs it. */
export interface AppProcess {
  name: string;
  /** Where this process listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The JSON log lines it wrote so far. */
  logs(): LogLine[];
  /** Resolves with the first log line (past or future) that matches. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Kills the process with SIGKILL (a crash: no shutdown code runs) and resolves once it is gone. */
  crash(): Promise<void>;
  /** The exit code, once it has exited (null before, or when a signal ended it). */
  exitCode(): number | null;
}

export type LogLine = Record<string, unknown> & { msg?: string };

/** A port nobody listens on right now (the OS picks it), so parallel test files never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts main.ts from source (tsx) with its own port and data directory; `env` adds or overrides settings
 * (DATABASE_URL, S3_*, REDIS_URL…). Resolves once /api/health answers; rejects with the process's output if it
 * exits first or does not come up within `startTimeoutMs`.
 */
export async function startAppProcess(name: string, env: Record<string, string>, startTimeoutMs = 90_000): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gearloop-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let stderr = '';
  collectLines(child, (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.matches(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const app: AppProcess = {
    name,
    url,
    logs: () => [...lines],
    waitForLog(matches, timeoutMs = 30_000) {
      const seen = lines.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no matching log line within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ matches, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    exitCode: () => child.exitCode,
  };

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was up:\n${stderr}`);
    if (await isHealthy(url)) return app;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await app.stop();
  throw new Error(`${name} did not answer /api/health within ${startTimeoutMs} ms:\n${stderr}`);
}

/** Several processes with the same settings (e.g. one DATABASE_URL and one bucket), started side by side. */
export async function startAppInstances(count: number, env: Record<string, string>): Promise<AppProcess[]> {
  const names = Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index));
  const started = await Promise.allSettled(names.map((name) => startAppProcess(name, env)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** pino writes one JSON object per line when stdout is not a terminal; other lines (the banner) are skipped. */
function collectLines(child: ChildProcess, onLine: (line: LogLine) => void) {
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      try {
        onLine(JSON.parse(text) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
}
