// `npm run bench`: throughput and latency of the API at benchmark scale.
// Seeds (or reuses) 100,000 active listings (`--listings 1000000` for a million; point DATABASE_URL at a
// database kept for it, seeding takes minutes) and 10,000 users, starts the production server on it, and runs autocannon:
//  - the cached case: one fixed request per path repeated (50 connections, 10 s a run, the median of 3 runs)
//    against /api/health, the feed (visitor and signed in), one search and one listing;
//  - the mixed loads (10 and 50 connections): searches where every request is a new combination of text,
//    town, dates ± flexibility, price cap, minimum rating, for-sale only and sort, and feed pages of 500
//    different signed-in viewers with random category chips, each first page followed by its second page
//    through the cursor, on a server whose ranking cache is off (every request is a first request);
//    /api/health and listing pages are sampled while the 50-connection mixes run.
// Embedded PGlite always; PostgreSQL too when DATABASE_URL is set, one after the other in the same run. Prints
// requests/s, p50, p99, slowest, and with both databases a side-by-side table of the cached case with PGlite's
// share of PostgreSQL's throughput.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '../src/domain/dates';
import { openDatabase, queryRows } from '../src/server/db/client';
import { sessions } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../src/server/platform/auth/session-tokens';
import { feedMix, type Mix, searchMix } from './bench-mix';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    users: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    identity: { type: 'boolean', default: false },
    /** all | cached | mix */
    suite: { type: 'string', default: 'all' },
    'mix-connections': { type: 'string', default: '10,50' },
    'mix-duration': { type: 'string', default: '15' },
    viewers: { type: 'string', default: '500' },
    port: { type: 'string', default: '3300' },
    seed: { type: 'string', default: '1' },
  },
});
const suite = values.suite;
if (!['all', 'cached', 'mix'].includes(suite)) throw new Error('--suite is all, cached or mix');
const mixConnections = values['mix-connections'].split(',').map(Number);
const mixDuration = Number(values['mix-duration']);
const viewerCount = Number(values.viewers);
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

interface MixRow {
  mix: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  slowest: number;
  errors: number;
  /** Non-2xx answers by status. */
  statuses: string;
  distinct: string;
}

interface SampleRow {
  path: string;
  during: string;
  rps: number;
  p50: number;
  p99: number;
  slowest: number;
  errors: number;
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
  const results: Record<string, { cached: Row[]; mixes: MixRow[]; samples: SampleRow[] }> = {};
  for (const target of targets) results[target.name] = await benchTarget(target);
  log('');
  for (const [name, result] of Object.entries(results)) {
    if (result.cached.length > 0) printTable(name, result.cached);
    if (result.mixes.length > 0) printMixes(name, result.mixes, result.samples);
  }
  if (results.PGlite?.cached.length && results.PostgreSQL?.cached.length) printComparison(results.PostgreSQL.cached, results.PGlite.cached);
}

function build() {
  log('Building the production server and client…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

async function benchTarget(target: Target): Promise<{ cached: Row[]; mixes: MixRow[]; samples: SampleRow[] }> {
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
  const { email, listings } = await countData(target);
  const viewerCookies = await benchSessions(target, viewerCount);
  const sampleIds = await sampleListingIds(target, 1000);
  const today = todayIn(process.env.TZ ?? 'Asia/Jerusalem');
  const cached: Row[] = [];
  const mixes: MixRow[] = [];
  const samples: SampleRow[] = [];
  if (suite !== 'mix') {
    const server = startServer(target, {});
    try {
      await waitForHealth();
      cached.push(...(await cachedCase(await signIn(email), sampleIds[0]!, today)));
    } finally {
      await stopServer(server);
    }
  }
  if (suite !== 'cached') {
    // Every request a first request: no ranking is reused between requests.
    const server = startServer(target, { DISCOVERY_CACHE_SECONDS: '0' });
    try {
      await waitForHealth();
      const options = { today, listings };
      // Warm-up with other combinations (prepared statements, the OS file cache), not measured.
      await runMix(searchMix({ ...options, seed: 999 }, ACCEPT_ENCODING), 10, 3);
      await runMix(feedMix({ ...options, seed: 999 }, viewerCookies, ACCEPT_ENCODING), 10, 3);
      let seed = Number(values.seed);
      const sampleDuring = Math.max(...mixConnections);
      for (const connectionCount of mixConnections) {
        for (const [name, make] of [
          ['search', (mixSeed: number) => searchMix({ ...options, seed: mixSeed }, ACCEPT_ENCODING)],
          ['feed (signed in)', (mixSeed: number) => feedMix({ ...options, seed: mixSeed }, viewerCookies, ACCEPT_ENCODING)],
        ] as const) {
          seed += 1;
          const mix = make(seed);
          const sampling = connectionCount === sampleDuring ? sampleWhileLoaded(sampleIds, `${name} mix, ${connectionCount} conn.`) : null;
          const result = await runMix(mix, connectionCount, mixDuration);
          const sampled = await sampling;
          const { sent, distinct } = mix.stats();
          const row: MixRow = {
            mix: name,
            connections: connectionCount,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            slowest: result.latency.max,
            errors: result.errors + result.timeouts + result.non2xx,
            statuses: statusSummary(result),
            distinct: `${distinct}/${sent}`,
          };
          mixes.push(row);
          log(
            `${`${name} mix`.padEnd(24)} ${String(connectionCount).padStart(3)} conn. ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  slowest ${row.slowest} ms  distinct ${row.distinct}${row.errors ? `  errors ${row.errors} ${row.statuses}` : ''}`,
          );
          for (const sample of sampled ?? []) {
            samples.push(sample);
            log(`   during it: ${sample.path.padEnd(16)} p50 ${sample.p50} ms  p99 ${sample.p99} ms  slowest ${sample.slowest} ms${sample.errors ? `  errors ${sample.errors}` : ''}`);
          }
        }
      }
    } finally {
      await stopServer(server);
    }
  }
  return { cached, mixes, samples };
}

async function cachedCase(cookie: string, listingId: string, today: string): Promise<Row[]> {
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
}

function runMix(mix: Mix, connectionCount: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: origin, connections: connectionCount, duration: seconds, timeout: 30, requests: mix.requests });
}

/** /api/health and random listing pages, 20 requests a second each, while a mix runs. */
async function sampleWhileLoaded(listingIds: readonly string[], during: string): Promise<SampleRow[]> {
  // Start once the load is under way, stop before it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const seconds = Math.max(1, mixDuration - 2);
  let next = 0;
  const [health, listing] = await Promise.all([
    autocannon({ url: `${origin}/api/health`, connections: 1, overallRate: 20, duration: seconds, timeout: 30, headers: { 'accept-encoding': ACCEPT_ENCODING } }),
    autocannon({
      url: origin,
      connections: 2,
      overallRate: 20,
      duration: seconds,
      timeout: 30,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            next = (next + 1) % listingIds.length;
            return { ...request, path: `/api/listings/${listingIds[next]}` };
          },
        },
      ],
    }),
  ]);
  return [
    ['/api/health', health],
    ['listing detail', listing],
  ].map(([path, result]) => {
    const r = result as autocannon.Result;
    return { path: path as string, during, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, slowest: r.latency.max, errors: r.errors + r.timeouts + r.non2xx };
  });
}

function statusSummary(result: autocannon.Result): string {
  const stats = (result as autocannon.Result & { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
}

/**
 * Sessions for `count` benchmark users, written straight to the database: signing in 500 people through
 * the API would meet the sign-in limit per address (and cost 500 password hashes) before measuring anything.
 */
async function benchSessions(target: Target, count: number): Promise<string[]> {
  const database = await openTargetDatabase(target);
  try {
    const users = await queryRows<{ id: string }>(database.db, sql`select id from profiles where email like 'bench-%' order by email limit ${count}`);
    await database.db.execute(sql`delete from sessions where user_agent = 'gearloop-bench'`);
    const tokens = users.map(() => newSessionToken());
    const now = Date.now();
    await database.db.insert(sessions).values(
      users.map((user, index) => ({
        userId: user.id,
        tokenHash: hashToken(tokens[index]!),
        createdAt: new Date(now).toISOString(),
        lastUsedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 86_400_000).toISOString(),
        userAgent: 'gearloop-bench',
        ip: '127.0.0.1',
      })),
    );
    return tokens.map((token) => `${SESSION_COOKIE}=${token}`);
  } finally {
    await database.close();
  }
}

async function sampleListingIds(target: Target, count: number): Promise<string[]> {
  const database = await openTargetDatabase(target);
  try {
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select id from listings tablesample system (1) where status = 'active' and deleted_at is null limit ${count}`,
    );
    if (rows.length === 0) throw new Error('no listings to sample');
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

function openTargetDatabase(target: Target) {
  return openDatabase(
    target.env.DATABASE_URL ? { kind: 'postgres', url: target.env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(target.env.DATA_DIR!, 'pgdata') },
  );
}

async function countData(target: Target): Promise<{ listings: number; users: number; email: string }> {
  const database = await openTargetDatabase(target);
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

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

function startServer(target: Target, env: Record<string, string>): ChildProcess {
  return spawn('node', ['dist/server/main.js'], {
    cwd: root,
    // The server logs warnings and errors (LOG_LEVEL=warn) to stdout: keep them in the bench's output.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...target.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...env,
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
  log(`${name} — cached case (one request repeated), ${connections} connections, ${duration} s a run, median of ${runs} run${runs === 1 ? '' : 's'}`);
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

function printMixes(name: string, rows: MixRow[], samples: SampleRow[]) {
  log(`${name} — mixed load, every request a new combination (ranking cache off), ${mixDuration} s a run`);
  log(`| load | connections | req/s | p50 ms | p99 ms | slowest ms | errors | distinct requests |`);
  log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    log(`| ${row.mix} | ${row.connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.slowest} | ${row.errors}${row.statuses ? ` (${row.statuses})` : ''} | ${row.distinct} |`);
  }
  if (samples.length > 0) {
    log('');
    log(`| sampled (20 req/s) | during | p50 ms | p99 ms | slowest ms | errors |`);
    log(`|---|---|---:|---:|---:|---:|`);
    for (const sample of samples) log(`| ${sample.path} | ${sample.during} | ${sample.p50} | ${sample.p99} | ${sample.slowest} | ${sample.errors} |`);
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
