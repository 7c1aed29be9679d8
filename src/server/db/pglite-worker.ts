// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the thread that
// serves HTTP, and `@electric-sql/pglite-socket` lets the app reach it over a Unix socket with `pg`, exactly as
// it reaches a PostgreSQL server (docs/decisions/0011-pglite-in-a-worker.md).
//
// Self-contained on purpose (packages only, no relative imports): Node loads it as a worker from the sources
// (type stripping) in tests and development, and esbuild bundles it as dist/server/pglite-worker.js.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
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
if (process.env.GEARLOOP_DB_PROFILE) profileWorker(process.env.GEARLOOP_DB_PROFILE + '.worker');
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

/** Diagnostics (GEARLOOP_DB_PROFILE): time PGlite spends per protocol message and statement, and this thread's idle time. */
function profileWorker(file: string) {
  const names = new Map<string, string>();
  const stats = new Map<string, { count: number; total: number; max: number }>();
  const byType = new Map<string, { count: number; total: number; max: number }>();
  let current = '';
  const cstr = (m: Uint8Array, at: number) => {
    let end = at;
    while (m[end] !== 0 && end < m.length) end++;
    return [Buffer.from(m.subarray(at, end)).toString('utf8'), end + 1] as const;
  };
  const bump = (map: Map<string, { count: number; total: number; max: number }>, key: string, ms: number) => {
    const s = map.get(key) ?? { count: 0, total: 0, max: 0 };
    s.count++;
    s.total += ms;
    s.max = Math.max(s.max, ms);
    map.set(key, s);
  };
  const exec = db.execProtocolRawStream.bind(db);
  const elu0 = performance.eventLoopUtilization();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (db as any).execProtocolRawStream = async (message: Uint8Array, options: any) => {
    const type = String.fromCharCode(message[0]!);
    if (type === 'P') {
      const [name, at] = cstr(message, 5);
      const [text] = cstr(message, at);
      current = text.replace(/\s+/g, ' ').slice(0, 90);
      if (name) names.set(name, current);
    } else if (type === 'B') {
      const [, at] = cstr(message, 5);
      const [statement] = cstr(message, at);
      if (statement) current = names.get(statement) ?? statement;
    } else if (type === 'Q') {
      current = cstr(message, 5)[0].replace(/\s+/g, ' ').slice(0, 90);
    }
    const started = performance.now();
    try {
      return await exec(message, options);
    } finally {
      const ms = performance.now() - started;
      bump(byType, type, ms);
      if (type === 'E' || type === 'Q') bump(stats, current, ms);
    }
  };
  const write = () => {
    const round = (s: { count: number; total: number; max: number }) => ({ count: s.count, meanMs: +(s.total / s.count).toFixed(3), maxMs: +s.max.toFixed(1), totalMs: Math.round(s.total) });
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          utilization: +performance.eventLoopUtilization(elu0).utilization.toFixed(3),
          byMessageType: Object.fromEntries([...byType].map(([k, v]) => [k, round(v)])),
          statements: [...stats].sort((a, b) => b[1].total - a[1].total).slice(0, 15).map(([text, s]) => ({ text, ...round(s) })),
        },
        null,
        1,
      ),
    );
  };
  setInterval(write, 3000).unref();
}
