// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the thread that
// serves HTTP, and `@electric-sql/pglite-socket` lets the app reach it over a Unix socket with `pg`, exactly as
// it reaches a PostgreSQL server (docs/decisions/0011-pglite-in-a-worker.md).
//
// Self-contained on purpose (packages only, no relative imports): Node loads it as a worker from the sources
// (type stripping) in tests and development, and esbuild bundles it as dist/server/pglite-worker.js.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** The PGlite data directory; null for an in-memory database (tests). */
  dataDir: string | null;
  /** Where the socket server listens (`<dir>/.s.PGSQL.5432`, the name `pg` looks for). */
  socketPath: string;
  /** [name, value] settings for the one PostgreSQL session every client shares. */
  settings: [string, string][];
}

/** Messages the worker posts to the thread that started it. */
export type PgliteWorkerMessage = { type: 'ready'; startMs: number } | { type: 'closed' };
/** Messages the worker accepts. */
export type PgliteWorkerCommand = { type: 'close' };

const options = workerData as PgliteWorkerData;
const started = performance.now();

// PGlite's extension order matters: with pg_trgm first, trigram operators return nothing and the next trigram
// query spins forever. Keep cube, earthdistance, pg_trgm, btree_gist in this order (regression test in
// discovery's search tests).
const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  extensions: { cube, earthdistance, pg_trgm, btree_gist },
});
for (const [name, value] of options.settings) await db.query('select set_config($1, $2, false)', [name, value]);

// The app's pool holds one connection: PGlite has one session, and clients on several connections would share
// its unnamed statement and transaction state, which pg's extended protocol does not expect. The server still
// admits a few, because pg-pool replaces a connection after any failed statement, and the new one connects
// while the old one is still closing (the socket server rolls back a transaction the old one left open).
const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 4 });
await server.start();
parentPort!.postMessage({ type: 'ready', startMs: Math.round(performance.now() - started) } satisfies PgliteWorkerMessage);

parentPort!.on('message', (command: PgliteWorkerCommand) => {
  if (command.type === 'close') void close();
});

/** Stops accepting clients, then closes PGlite, which writes everything out; the caller waits for 'closed'. */
async function close() {
  await server.stop();
  await db.close();
  parentPort!.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
}
