// `npm run bench:startup`: how long the built server (`node dist/server/main.js`, what `npm start` runs once
// built) takes until /api/health answers, on the embedded database with `npm start`'s defaults (demo data,
// scheduler on). Three cases, each measured --runs times (the median is printed):
//   fresh     — an empty data directory: schema, demo data and ANALYZE (target ≈ 13 s at most)
//   existing  — the data directory the fresh start left, after a clean SIGTERM shutdown (target ≤ 3 s)
//   kill9     — a restart right after `kill -9` of a running server (target ≤ 3 s)
// Options: --runs N (default 3), --port P (default 3201), --only fresh|existing|kill9, --data-dir DIR (default a
// temporary directory, removed afterwards; with an existing DIR the fresh case is skipped), --no-build.
// The server's own phase timings (LOG_LEVEL=info, the "start-up phases" line) are printed with each run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3201' },
    only: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const log = (line) => process.stdout.write(`${line}\n`);

if (!values['no-build']) {
  log('Building the production server and client…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

const ownDir = !values['data-dir'];
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : fs.mkdtempSync(path.join(os.tmpdir(), 'gl-startup-'));
const cases = values.only ? [values.only] : ['fresh', 'existing', 'kill9'];
const results = {};

try {
  for (const name of cases) {
    const times = [];
    for (let index = 0; index < runs; index += 1) {
      if (name === 'fresh') {
        if (!ownDir) {
          log('fresh: skipped (--data-dir given: the directory is not removed)');
          break;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.mkdirSync(dataDir, { recursive: true });
        times.push(await measuredStart({ stop: 'SIGTERM' }));
      } else if (name === 'existing') {
        await ensureInitialized();
        times.push(await measuredStart({ stop: 'SIGTERM' }));
      } else if (name === 'kill9') {
        await ensureInitialized();
        // A server under way, killed without warning (its lock file and PGlite's state are left behind).
        const { child } = await startServer();
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        times.push(await measuredStart({ stop: 'SIGTERM' }));
      } else {
        throw new Error(`unknown case ${name} (fresh, existing or kill9)`);
      }
      log(`${name.padEnd(8)} run ${index + 1}: ${(times.at(-1) / 1000).toFixed(2)} s`);
    }
    if (times.length > 0) results[name] = times;
  }
} finally {
  if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

log('');
log('| start-up (until /api/health answers) | median | runs |');
log('|---|---:|---|');
for (const [name, times] of Object.entries(results)) {
  log(`| ${name} | ${(median(times) / 1000).toFixed(2)} s | ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')} |`);
}

/** Starts the server once (on an empty directory: schema and demo data) so that the other cases find data. */
async function ensureInitialized() {
  if (fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) return;
  await measuredStart({ stop: 'SIGTERM' });
}

async function measuredStart({ stop }) {
  const { child, ms } = await startServer();
  child.kill(stop);
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  if (stop === 'SIGTERM' && code !== 0) throw new Error(`the server exited with code ${code} after SIGTERM`);
  return ms;
}

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'info',
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.split('\n')) {
      if (line.includes('start-up phases')) {
        try {
          log(`  phases: ${JSON.stringify(JSON.parse(line).phases)}`);
        } catch {
          log(`  ${line.trim()}`);
        }
      }
    }
  });
  for (;;) {
    if (exited) throw new Error('the server exited before it answered /api/health');
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
