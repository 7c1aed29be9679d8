// `npm run bench`: throughput and latency of the API at benchmark scale.
// Seeds (or reuses) 100,000 active listings (`--listings 1000000` for a million; point DATABASE_URL at a
// database kept for it, seeding takes minutes) and 10,000 users, starts the production server on it, and runs autocannon:
//  - the cached case: one fixed request per path repeated (50 connections, 10 s a run, the median of 3 runs)
//    against /api/health, the feed (visitor and signed in), one search and one listing;
//  - the mixed loads (10 and 50 connections): searches where every request is a new combination of text,
//    town, dates ± flexibility, price cap, minimum rating, for-sale only and sort, and feed pages of 500
//    different signed-in viewers with random category chips, each first page followed by its second page
//    through the cursor, on a server whose ranking cache is off (every request is a first request);
//    /api/health and listing pages are sampled while the 50-connection mixes run; then each mix again, paced at
//    `--mix-rate` requests a second (150 by default; an open loop, labelled): the latency at a given throughput,
//    where the runs on 10 and 50 connections give the latency at the most the machine serves.
// `--suite realtime`: the live-updates bench (scripts/bench-realtime.ts; also run last by `--suite all`).
// Embedded PGlite always; PostgreSQL too when DATABASE_URL is set, one after the other in the same run. Prints
// requests/s, p50, p99, slowest, and with both databases a side-by-side table of the cached case with PGlite's
// share of PostgreSQL's throughput.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addDays, todayIn } from '../src/domain/dates';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { benchSessions, countData, sampleListingIds, type Target } from './bench-data';
import { feedMix, type Mix, searchMix } from './bench-mix';
import { pacedMix } from './bench-paced';
import { failedRequests, median, type MixFigures, type MixRow, printComparison, printMixes, printTable, type Row, type SampleRow, statusSummary } from './bench-report';
import { printRealtime, realtimeBench } from './bench-realtime';
import { startServer, stopServer, waitForHealth } from './bench-server';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    users: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    identity: { type: 'boolean', default: false },
    /** all | cached | mix | realtime (scripts/bench-realtime.ts) */
    suite: { type: 'string', default: 'all' },
    'mix-connections': { type: 'string', default: '10,50' },
    'mix-duration': { type: 'string', default: '15' },
    /** Each mix also paced at this many requests a second (an open loop, bench-paced.ts; labelled); 0: not run. */
    'mix-rate': { type: 'string', default: '150' },
    viewers: { type: 'string', default: '500' },
    port: { type: 'string', default: '3300' },
    seed: { type: 'string', default: '1' },
    /** Measure the build already in dist/ (build it first, outside the bench lock). */
    'no-build': { type: 'boolean', default: false },
  },
});
const suite = values.suite;
if (!['all', 'cached', 'mix', 'realtime'].includes(suite)) throw new Error('--suite is all, cached, mix or realtime');
const mixConnections = values['mix-connections'].split(',').map(Number);
const mixDuration = Number(values['mix-duration']);
const mixRate = Number(values['mix-rate']);
/** More than two cores could answer by far: a typo, not a load. */
const MAX_MIX_RATE = 5_000;
if (!Number.isFinite(mixRate) || mixRate < 0 || mixRate > MAX_MIX_RATE || (mixRate > 0 && Math.round(mixRate * mixDuration) < 1)) {
  throw new Error(`--mix-rate is requests a second (at most ${MAX_MIX_RATE}, at least one request a run), or 0 for no paced run`);
}
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


async function main() {
  if (suite === 'realtime') return printRealtime(await realtimeBench({ port, databaseUrl: process.env.DATABASE_URL, only: values.only }));
  const targets: Target[] = [];
  if (values.only !== 'postgres') targets.push({ name: 'PGlite', env: { DATA_DIR: path.join(benchDir, 'pglite'), DATABASE_URL: '' } });
  if (process.env.DATABASE_URL && values.only !== 'pglite') {
    targets.push({ name: 'PostgreSQL', env: { DATA_DIR: path.join(benchDir, 'postgres'), DATABASE_URL: process.env.DATABASE_URL } });
  }
  if (targets.length === 0) throw new Error('Nothing to benchmark: --only postgres needs DATABASE_URL');
  if (!values['no-build']) build();
  const results: Record<string, { cached: Row[]; mixes: MixRow[]; samples: SampleRow[] }> = {};
  for (const target of targets) results[target.name] = await benchTarget(target);
  log('');
  for (const [name, result] of Object.entries(results)) {
    if (result.cached.length > 0) printTable(name, result.cached, { connections, duration, runs });
    if (result.mixes.length > 0) printMixes(name, result.mixes, result.samples, mixDuration);
  }
  if (results.PGlite?.cached.length && results.PostgreSQL?.cached.length) printComparison(results.PostgreSQL.cached, results.PGlite.cached);
  if (suite === 'all') printRealtime(await realtimeBench({ port, databaseUrl: process.env.DATABASE_URL, only: values.only }));
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
  const { email, listings, sharedBuffers } = await countData(target);
  if (target.name === 'PostgreSQL') log(`PostgreSQL shared_buffers: ${sharedBuffers} (docs/configuration.md, "The PostgreSQL server at scale").`);
  const viewerCookies = await benchSessions(target, viewerCount);
  const sampleIds = await sampleListingIds(target, 1000);
  const today = todayIn(process.env.TZ ?? 'Asia/Jerusalem');
  const cached: Row[] = [];
  const mixes: MixRow[] = [];
  const samples: SampleRow[] = [];
  if (suite !== 'mix') {
    const server = startServer({ root, port, origin }, target.env, {});
    try {
      await waitForHealth(origin);
      cached.push(...(await cachedCase(await signIn(email), sampleIds[0]!, today)));
    } finally {
      await stopServer(server);
    }
  }
  if (suite !== 'cached') {
    // Every request a first request: no ranking is reused between requests.
    const server = startServer({ root, port, origin }, target.env, { DISCOVERY_CACHE_SECONDS: '0', FEED_CACHE_SECONDS: '0' });
    try {
      await waitForHealth(origin);
      const options = { today, listings };
      // Warm-up with other combinations (prepared statements, the OS file cache), not measured.
      await runMix(searchMix({ ...options, seed: 999 }, ACCEPT_ENCODING), 10, 3);
      await runMix(feedMix({ ...options, seed: 999 }, viewerCookies, ACCEPT_ENCODING), 10, 3);
      let seed = Number(values.seed);
      const sampleDuring = Math.max(...mixConnections);
      // Saturation (every connection sends its next request as soon as it has an answer), then, labelled, a fixed rate.
      const loads: MixLoad[] = [...mixConnections.map((count) => ({ connections: count })), ...(mixRate > 0 ? [{ rate: mixRate }] : [])];
      for (const load of loads) {
        for (const [name, make] of [
          ['search', (mixSeed: number) => searchMix({ ...options, seed: mixSeed }, ACCEPT_ENCODING)],
          ['feed (signed in)', (mixSeed: number) => feedMix({ ...options, seed: mixSeed }, viewerCookies, ACCEPT_ENCODING)],
        ] as const) {
          seed += 1;
          const mix = make(seed);
          const sampling = 'connections' in load && load.connections === sampleDuring ? sampleWhileLoaded(sampleIds, `${name} mix, ${load.connections} conn.`) : null;
          const measured = await measureMix(mix, load);
          const sampled = await sampling;
          const { sent, distinct } = mix.stats();
          const row: MixRow = { mix: name, ...load, ...measured, distinct: `${distinct}/${sent}` };
          mixes.push(row);
          const how = 'rate' in load ? `paced at ${load.rate} req/s` : `${String(load.connections).padStart(3)} conn.`;
          log(
            `${`${name} mix`.padEnd(24)} ${how} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  slowest ${row.slowest} ms  distinct ${row.distinct}${row.errors ? `  errors ${row.errors} ${row.statuses}` : ''}${row.client ? `  (${row.client})` : ''}`,
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
      errors: results.reduce((sum, result) => sum + failedRequests(result), 0),
    };
    rows.push(row);
    log(`${entry.label.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms (${row.p99Range.join('–')})${row.errors ? `  errors ${row.errors}` : ''}`);
  }
  return rows;
}

function runMix(mix: Mix, connectionCount: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: origin, connections: connectionCount, duration: seconds, timeout: 30, requests: mix.requests });
}

/** Saturation on `connections` (autocannon), or requests started at a fixed `rate` (bench-paced.ts). */
type MixLoad = { connections: number } | { rate: number };

async function measureMix(mix: Mix, load: MixLoad): Promise<MixFigures & Pick<MixRow, 'client'>> {
  if ('rate' in load) {
    const { lateP99, lateMost, clientCpuMs, ...figures } = await pacedMix(origin, mix, load.rate, mixDuration);
    return { ...figures, client: `the bench started requests late by p99 ${lateP99} ms, at most ${lateMost} ms; its CPU ${clientCpuMs.toFixed(2)} ms a request` };
  }
  const result = await runMix(mix, load.connections, mixDuration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    slowest: result.latency.max,
    errors: failedRequests(result),
    statuses: statusSummary(result),
  };
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
    return { path: path as string, during, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, slowest: r.latency.max, errors: failedRequests(r) };
  });
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

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
