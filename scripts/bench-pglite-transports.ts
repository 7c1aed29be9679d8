// `npx tsx scripts/bench-pglite-transports.ts [--queries 20000] [--concurrency 50]`: how the app can reach PGlite,
// compared on one workload (docs/decisions/0011-pglite-in-a-worker.md). Each design answers the same indexed
// lookup by primary key, `concurrency` callers at a time, as a busy server would ask:
//   - in-thread: PGlite on the thread that serves HTTP (the design before decision 0011);
//   - socket: PGlite in a worker thread behind @electric-sql/pglite-socket on a Unix socket, reached with pg (the app);
//   - messages: PGlite in a worker thread answering postMessage queries (a prototype: no transactions).
// Prints queries/s and the main thread's event-loop utilisation (the share of the serving thread the database
// costs: what is left serves HTTP).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EMBEDDED_SOCKET_PORT, EmbeddedPglite } from '../src/server/db/embedded-pglite';

const { values } = parseArgs({ options: { queries: { type: 'string', default: '20000' }, concurrency: { type: 'string', default: '50' }, rows: { type: 'string', default: '10000' } } });
const queries = Number(values.queries);
const concurrency = Number(values.concurrency);
const rows = Number(values.rows);
const root = path.resolve(import.meta.dirname, '..');
const setup = [
  `create table items (id int primary key, name text, price numeric(10,2), created_at timestamptz default now())`,
  `insert into items (id, name, price) select i, 'item ' || i, i % 500 from generate_series(1, ${rows}) i`,
  `analyze items`,
];
const lookup = 'select id, name, price, created_at from items where id = $1';

type Ask = (id: number) => Promise<unknown>;

async function measure(name: string, ask: Ask) {
  for (let i = 0; i < 500; i += 1) await ask(1 + (i % rows)); // warm-up
  let next = 0;
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries) {
        next += 1;
        await ask(1 + ((next * 7919) % rows));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = performance.eventLoopUtilization(elu);
  process.stdout.write(`| ${name} | ${(queries / seconds).toFixed(0)} | ${(used.utilization * 100).toFixed(0)} % | ${((used.active / queries) * 1000).toFixed(0)} µs |\n`);
}

async function inThread() {
  const db = await PGlite.create();
  for (const statement of setup) await db.exec(statement);
  await measure('in-thread PGlite', (id) => db.query(lookup, [id]));
  await db.close();
}

async function socket() {
  const embedded = await EmbeddedPglite.start(null, []);
  const pool = new pg.Pool({ host: embedded.socketDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
  for (const statement of setup) await pool.query(statement);
  await measure('worker + pglite-socket + pg (pool of 1)', (id) => pool.query(lookup, [id]));
  await measure('worker + pglite-socket + pg, prepared (the app)', (id) => pool.query({ name: 'lookup', text: lookup, values: [id] }));
  await pool.end();
  await embedded.close();
}

const messageWorker = `
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
parentPort.on('message', async ({ id, sql, params }) => {
  try {
    const result = await db.query(sql, params);
    parentPort.postMessage({ id, rows: result.rows });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

async function messages() {
  const file = path.join(root, '.bench', 'message-worker.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, messageWorker);
  const worker = new Worker(file);
  await new Promise((resolve) => worker.once('message', resolve));
  const pending = new Map<number, { resolve: (rows: unknown) => void; reject: (error: Error) => void }>();
  let sequence = 0;
  worker.on('message', (message: { id: number; rows?: unknown; error?: string }) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.rows);
  });
  const query = (sql: string, params: unknown[] = []) =>
    new Promise((resolve, reject) => {
      sequence += 1;
      pending.set(sequence, { resolve, reject });
      worker.postMessage({ id: sequence, sql, params });
    });
  for (const statement of setup) await query(statement);
  await measure('worker + postMessage (prototype)', (id) => query(lookup, [id]));
  await worker.terminate();
}

process.stdout.write(`${queries} primary-key lookups over ${rows} rows, ${concurrency} at a time\n`);
process.stdout.write('| design | queries/s | main-thread busy | main-thread time per query |\n|---|---:|---:|---:|\n');
await inThread();
await socket();
await messages();
