import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerModule } from '../platform/worker-module';
import type { PgliteWorkerCommand, PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

/** The name `pg` looks for in a socket directory: host=<dir>, port=5432 → <dir>/.s.PGSQL.5432. */
export const EMBEDDED_SOCKET_PORT = 5432;

/** Give up (and let the process exit for its supervisor) after this many failed starts in a row. */
const MAX_FAILED_RESTARTS = 5;
/** The worker's own close (PGlite writes out its buffers) may take this long before it is terminated. */
const CLOSE_TIMEOUT_MS = 15_000;

export type EmbeddedEvent =
  /** The worker stopped although nobody closed it; `reason` says why (exit code or its uncaught error). */
  | { type: 'worker-died'; reason: string }
  /** A new worker answers again after a death; `downMs` is how long the database was unreachable. */
  | { type: 'worker-restarted'; downMs: number; startMs: number }
  /** Restarting failed MAX_FAILED_RESTARTS times in a row: the database stays down. */
  | { type: 'gave-up'; reason: string };

/**
 * Runs PGlite in a worker thread and keeps it running: when the worker dies (a WebAssembly abort, out of
 * memory, a test terminating it), it starts a new one on the same data directory — committed data is in the
 * directory's write-ahead log — while requests in between fail fast (the socket refuses connections) and the
 * app answers 503. Clients connect with `pg` to `socketDir` (see EMBEDDED_SOCKET_PORT).
 */
export class EmbeddedPglite extends EventEmitter<{ event: [EmbeddedEvent] }> {
  readonly socketDir: string;
  private readonly socketPath: string;
  private worker: Worker | undefined;
  private closing = false;
  private restarting: Promise<void> | undefined;
  private downSince: number | undefined;

  private constructor(
    private readonly dataDir: string | null,
    private readonly settings: [string, string][],
  ) {
    super();
    // A short path of our own: Unix socket paths are limited to about 100 bytes.
    this.socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-pglite-'));
    this.socketPath = path.join(this.socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  }

  /** Starts the worker and resolves once its socket accepts clients. */
  static async start(dataDir: string | null, settings: [string, string][]): Promise<EmbeddedPglite> {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const embedded = new EmbeddedPglite(dataDir, settings);
    try {
      await embedded.startWorker();
    } catch (error) {
      fs.rmSync(embedded.socketDir, { recursive: true, force: true });
      throw error;
    }
    return embedded;
  }

  /** True while a worker answers (false between its death and the restart). */
  get isUp(): boolean {
    return this.worker !== undefined && this.downSince === undefined;
  }

  /** Kills the worker thread as a crash would (for fault tests): no close, no clean-up. */
  async crashWorkerForTest(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Resolves when no restart is under way (at once when the worker is up). */
  async whenRestarted(): Promise<void> {
    await this.restarting;
  }

  /** Asks PGlite to close (it writes its data out), then ends the worker; no restart afterwards. */
  async close(): Promise<void> {
    this.closing = true;
    await this.restarting?.catch(() => undefined);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      const closed = new Promise<void>((resolve) => worker.on('message', (message: PgliteWorkerMessage) => message.type === 'closed' && resolve()));
      worker.postMessage({ type: 'close' } satisfies PgliteWorkerCommand);
      const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      await Promise.race([closed, exited]);
      clearTimeout(timer);
      await worker.terminate();
    }
    fs.rmSync(this.socketDir, { recursive: true, force: true });
  }

  private startWorker(): Promise<number> {
    // A socket file left by a worker that died would make the new server's listen fail (address in use).
    fs.rmSync(this.socketPath, { force: true });
    // From the sources Node strips the worker's types itself: it imports packages only.
    const worker = new Worker(workerModule(import.meta.url, 'pglite-worker'), {
      workerData: { dataDir: this.dataDir, socketPath: this.socketPath, settings: this.settings } satisfies PgliteWorkerData,
      // The worker is ours to end (close), not a reason to keep the process alive on its own.
      stdout: false,
      stderr: false,
    });
    return new Promise<number>((resolve, reject) => {
      let ready = false;
      let lastError: Error | undefined;
      worker.on('message', (message: PgliteWorkerMessage) => {
        if (message.type !== 'ready') return;
        ready = true;
        this.worker = worker;
        resolve(message.startMs);
      });
      worker.on('error', (error: Error) => (lastError = error));
      worker.on('exit', (code) => {
        const reason = lastError ? `${lastError.name}: ${lastError.message}` : `the worker exited with code ${code}`;
        if (!ready) return reject(new Error(`The embedded database (PGlite) did not start: ${reason}`, { cause: lastError }));
        if (this.worker === worker) this.worker = undefined;
        if (!this.closing) this.onDeath(reason);
      });
    });
  }

  private onDeath(reason: string) {
    this.downSince ??= Date.now();
    this.emit('event', { type: 'worker-died', reason });
    this.restarting ??= this.restart().finally(() => (this.restarting = undefined));
  }

  private async restart() {
    let lastReason = '';
    for (let attempt = 1; attempt <= MAX_FAILED_RESTARTS && !this.closing; attempt++) {
      try {
        const startMs = await this.startWorker();
        const downMs = Date.now() - (this.downSince ?? Date.now());
        this.downSince = undefined;
        if (this.closing) return;
        this.emit('event', { type: 'worker-restarted', downMs, startMs });
        return;
      } catch (error) {
        lastReason = (error as Error).message;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
    if (!this.closing) this.emit('event', { type: 'gave-up', reason: lastReason });
  }
}
