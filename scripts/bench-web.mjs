// `npm run bench:web`: Lighthouse (the `lighthouse` package: mobile, default simulated throttling) with Debian's
// Chromium against the built server on a fresh embedded database with the demo data. Each route --runs times (default
// 3); prints the median of each figure per route: performance, accessibility, best practices and SEO scores, LCP, TBT,
// CLS — and the audits that kept a category under 100. Targets (issue 15): ≥ 95 / 100 / 100 / 100, LCP ≤ 2.0 s,
// TBT ≤ 150 ms, CLS ≤ 0.05. Run it alone: `flock -x /tmp/gearloop-cpu.lock npm run bench:web` (a loaded machine
// lowers performance scores). Signed-in routes sign in as the demo renter and pass the session cookie to
// Lighthouse (extraHeaders).
// Options: --runs N (default 3), --port P (default 3330), --only name[,name] (home, search, listing, login, messages,
// reservations), --root DIR (the checkout whose dist/ to serve, default this one: measure another build, e.g. main,
// without rebuilding it), --no-build (refused unless dist/.build-stamp says the build was made for production), --out DIR (each run's Lighthouse JSON; default a temporary directory, kept).
// Environment: CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3330' },
    only: { type: 'string' },
    root: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const ownRoot = path.resolve(import.meta.dirname, '..');
const root = path.resolve(values.root ?? ownRoot);
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = values.out ? path.resolve(values.out) : fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-bench-web-'));
fs.mkdirSync(outDir, { recursive: true });
const log = (line) => process.stdout.write(`${line}\n`);

// The demo renter (src/server/db/seed/demo-accounts.ts): has reservations and conversations.
const DEMO = { email: 'daniel@demo.gearloop.app', password: 'gearloop-demo' };

if (!values['no-build'] && root === ownRoot) {
  log('Building the production server and client…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('build failed');
  // What scripts/build-if-stale.mjs reads: this build was made for production.
  fs.writeFileSync(path.join(root, 'dist/.build-stamp'), `${new Date().toISOString()}\nproduction`);
} else {
  // `npm start` and the browser journeys rebuild dist/ under their own NODE_ENV, which bundles React's development
  // build: measuring that would report figures no visitor gets.
  const stamp = path.join(root, 'dist/.build-stamp');
  const builtFor = fs.existsSync(stamp) ? (fs.readFileSync(stamp, 'utf8').split('\n')[1] ?? '') : 'unknown';
  if (builtFor !== 'production') {
    throw new Error(`${path.join(root, 'dist')} was built under NODE_ENV=${builtFor || '(unset)'}, not production: run without --no-build`);
  }
}

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health in time`);
}

async function signIn() {
  const response = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function firstListingId() {
  const response = await fetch(`${origin}/api/feed`);
  const body = await response.json();
  const listing = body.listings?.find((card) => card.main_photo_url) ?? body.listings?.[0];
  if (!listing) throw new Error('the demo feed has no listing');
  return listing.listing_id;
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function runLighthouse(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-bench-web-data-'));
log(`Starting ${path.join(root, 'dist/server/main.js')} on ${origin} (embedded database, demo data)…`);
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rows = [];
try {
  await waitForHealth(Date.now() + 300_000); // a fresh database with the demo data: seconds on a quiet machine, minutes on a loaded one
  const cookie = await signIn();
  const listingId = await firstListingId();
  const routes = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?q=camera' },
    { name: 'listing', path: `/listing/${listingId}` },
    { name: 'login', path: '/login' },
    { name: 'messages', path: '/messages', signedIn: true },
    { name: 'reservations', path: '/my-reservations', signedIn: true },
  ].filter((route) => !values.only || values.only.split(',').includes(route.name));

  for (const route of routes) {
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const lhr = await runLighthouse(`${origin}${route.path}`, route.signedIn ? cookie : undefined);
      fs.writeFileSync(path.join(outDir, `${route.name}-${index + 1}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        // A failed recording (NO_NAVSTART, …) has no figures: it is reported, left out of the median.
        log(`  ${route.name} run ${index + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (left out)`);
        continue;
      }
      results.push(lhr);
      log(`  ${route.name} run ${index + 1}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, final URL ${lhr.finalDisplayedUrl}`);
    }
    if (results.length === 0) {
      log(`  ${route.name}: no run succeeded`);
      continue;
    }
    const score = (category) => median(results.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100)));
    const metric = (audit) => median(results.map((lhr) => lhr.audits[audit].numericValue ?? Number.NaN));
    // What kept a category under 100 in any run (the performance category is the metrics themselves).
    const failing = new Map();
    for (const lhr of results) {
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.set(ref.id, `${category}: ${ref.id} — ${audit.title}`);
        }
      }
    }
    rows.push({
      route: route.path.replace(listingId, '{id}') + (route.signedIn ? ' (signed in)' : ''),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failing: [...failing.values()],
      runs: results.length,
    });
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
log('');
log(`Lighthouse ${rows.length ? 'mobile, simulated throttling' : ''}, median of ${runs} run(s); load average after the runs: ${load} (${os.cpus().length} cores)`);
log('| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Runs |');
log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  log(`| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.runs} |`);
}
for (const row of rows) {
  for (const line of row.failing) log(`  ${row.route}: ${line}`);
}
log(`Lighthouse reports (JSON): ${outDir}`);
