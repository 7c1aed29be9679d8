// `npm run bench`: throughput and latency of the hot API paths at benchmark scale.
// Seeds (or reuses) 100,000 active listings and 10,000 users, starts the production server on it, and
// runs autocannon (50 connections, 10 s a run, the median of 3 runs) against /api/health, the feed (visitor and signed in),
// search (text + location + dates + price) and one listing. Embedded PGlite always; PostgreSQL too when
// DATABASE_URL is set, one after the other in the same run. Prints requests/s, p50, p99 and each path's throughput
// relative to /api/health, and with both databases a side-by-side table with PGlite's share of PostgreSQL's
// throughput (the target: at least 0.5× on the feed, search and listing detail, p99 ≤ 100 ms).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../src/domain/dates';
import { openDatabase, queryRows } from '../src/server/db/client';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    users: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    identity: { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
  },
});
const wanted = { listings: Number(values.listings), users: Number(values.users) };
const duration = Number(values.duration);
const connections = Number(values.connections);
/** Each path is measured this many times; the table shows the median of each figure (two cores are noisy). */
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const port = Number(values.port);
const origin = `http://localhost:${port}`;
/** Chromium's Accept-Encoding; `--identity` measures uncompressed responses instead. */
const ACCEPT_ENCODING = values.identity ? 'identity' : 'gzip, deflate, br, zstd';
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
}

interface Row {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  /** Lowest and highest p99 over the runs. */
  p99Range: [number, number];
  errors: number;
}

async function main() {
  const targets: Target[] = [];
  if (values.only !== 'postgres') targets.push({ name: 'PGlite', env: { DATA_DIR: path.join(benchDir, 'pglite'), DATABASE_URL: '' } });
  if (process.env.DATABASE_URL && values.only !== 'pglite') {
    targets.push({ name: 'PostgreSQL', env: { DATA_DIR: path.join(benchDir, 'postgres'), DATABASE_URL: process.env.DATABASE_URL } });
  }
  if (targets.length === 0) throw new Error('Nothing to benchmark: --only postgres needs DATABASE_URL');
  build();
  const results: Record<string, Row[]> = {};
  for (const target of targets) results[target.name] = await benchTarget(target);
  log('');
  for (const [name, rows] of Object.entries(results)) printTable(name, rows);
  if (results.PGlite && results.PostgreSQL) printComparison(results.PostgreSQL, results.PGlite);
}

function build() {
  log('Building the production server and client…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

async function benchTarget(target: Target): Promise<Row[]> {
  log(`\n== ${target.name} ==`);
  fs.mkdirSync(target.env.DATA_DIR!, { recursive: true });
  const existing = await countData(target);
  const missing = { listings: Math.max(0, wanted.listings - existing.listings), users: Math.max(0, wanted.users - existing.users) };
  if (missing.listings > 0 || missing.users > 0) {
    log(`Seeding ${missing.users} users and ${missing.listings} listings (found ${existing.users} and ${existing.listings})…`);
    const seeded = spawnSync('npx', ['tsx', 'scripts/seed.ts', '--listings', String(missing.listings), '--users', String(Math.max(1, missing.users))], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...target.env },
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  } else {
    log(`Reusing ${existing.users} users and ${existing.listings} active listings.`);
  }
  const { email } = await countData(target);
  const server = startServer(target);
  try {
    await waitForHealth();
    const cookie = await signIn(email);
    const listingId = await anyListingId();
    const today = todayIn(process.env.TZ ?? 'Asia/Jerusalem');
    const searchQuery = new URLSearchParams({
      q: 'camera',
      location: 'Tel Aviv',
      startDate: addDays(today, 5),
      endDate: addDays(today, 8),
      maxPrice: '300',
    });
    const paths: { label: string; url: string; cookie?: string }[] = [
      { label: '/api/health', url: '/api/health' },
      { label: 'feed (visitor)', url: '/api/feed' },
      { label: 'feed (signed in)', url: '/api/feed', cookie },
      { label: 'search (text+place+dates+price)', url: `/api/search?${searchQuery}` },
      { label: 'listing detail', url: `/api/listings/${listingId}` },
    ];
    const rows: Row[] = [];
    for (const entry of paths) {
      await run(entry.url, entry.cookie, 2); // warm-up
      const results: autocannon.Result[] = [];
      for (let index = 0; index < runs; index += 1) results.push(await run(entry.url, entry.cookie, duration));
      const p99s = results.map((result) => result.latency.p99);
      const row: Row = {
        path: entry.label,
        rps: median(results.map((result) => result.requests.average)),
        p50: median(results.map((result) => result.latency.p50)),
        p99: median(p99s),
        p99Range: [Math.min(...p99s), Math.max(...p99s)],
        errors: results.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0),
      };
      rows.push(row);
      log(`${entry.label.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms (${row.p99Range.join('–')})${row.errors ? `  errors ${row.errors}` : ''}`);
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function countData(target: Target): Promise<{ listings: number; users: number; email: string }> {
  const database = await openDatabase(
    target.env.DATABASE_URL ? { kind: 'postgres', url: target.env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(target.env.DATA_DIR!, 'pgdata') },
  );
  try {
    await database.migrate();
    const [counts] = await queryRows<{ listings: number; users: number; email: string | null }>(
      database.db,
      sql`select (select count(*)::int from listings where status = 'active' and deleted_at is null) as listings,
                 (select count(*)::int from profiles where email like 'bench-%') as users,
                 (select email from profiles where email like 'bench-%' order by email limit 1) as email`,
    );
    return { listings: counts?.listings ?? 0, users: counts?.users ?? 0, email: counts?.email ?? '' };
  } finally {
    await database.close();
  }
}

function startServer(target: Target): ChildProcess {
  return spawn('node', ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function anyListingId(): Promise<string> {
  const response = await fetch(`${origin}/api/feed?limit=1`);
  const body = (await response.json()) as { listings: { listing_id: string }[] };
  const id = body.listings[0]?.listing_id;
  if (!id) throw new Error('the feed is empty');
  return id;
}

function run(url: string, cookie: string | undefined, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${url}`,
    connections,
    duration: seconds,
    // What every browser sends: responses are compressed as they would be for real visitors.
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) },
  });
}

function printTable(name: string, rows: Row[]) {
  const health = rows.find((row) => row.path === '/api/health')?.rps ?? 1;
  log(`${name} — ${connections} connections, ${duration} s a run, median of ${runs} run${runs === 1 ? '' : 's'}`);
  log(`| path | req/s | p50 ms | p99 ms | p99 range | vs /api/health |`);
  log(`|---|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    const ratio = ((row.rps / health) * 100).toFixed(1);
    log(`| ${row.path} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.p99Range.join('–')} | ${ratio} % |${row.errors ? ` errors: ${row.errors}` : ''}`);
  }
  log('');
}

function printComparison(postgres: Row[], pglite: Row[]) {
  log(`PostgreSQL and PGlite side by side (same run, same machine)`);
  log(`| path | PostgreSQL req/s, p99 | PGlite req/s, p99 | PGlite / PostgreSQL |`);
  log(`|---|---:|---:|---:|`);
  for (const row of postgres) {
    const other = pglite.find((candidate) => candidate.path === row.path);
    if (!other) continue;
    log(`| ${row.path} | ${row.rps.toFixed(0)}, ${row.p99} ms | ${other.rps.toFixed(0)}, ${other.p99} ms | ${(other.rps / row.rps).toFixed(2)}× |`);
  }
  log('');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
