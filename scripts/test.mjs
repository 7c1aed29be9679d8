// `npm test`: every test. Unit tests, the API suite on embedded PGlite, the API suite again on
// PostgreSQL when DATABASE_URL is set, the client's bundle-size budget (on a fresh build), then the browser
// journeys in headless Chromium.
// Ends with one line "tests: N passed, N failed[, N skipped]" over all suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-test-report-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, env, report) {
  process.stdout.write(`\n━━ ${label} ━━\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const counts = report();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (result.status !== 0) problems.push(`${label} exited with ${result.status ?? result.signal}`);
}

function vitestCounts(file) {
  return () => {
    if (!fs.existsSync(file)) return null;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  };
}

function vitest(label, project, env) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env, vitestCounts(out));
}

vitest('unit tests', 'unit', {});
vitest('API tests on embedded PGlite', 'api', { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) {
  vitest('API tests on PostgreSQL', 'api', { TEST_DB: 'postgres' });
} else {
  process.stdout.write('\nDATABASE_URL is not set: the API suite ran on embedded PGlite only.\n');
}

// Initial JavaScript within budget (scripts/check-bundle-size.mjs, docs/decisions/0020), measured on a production
// build (what visitors get; a build made under NODE_ENV=development bundles React's development build), which the
// browser journeys below then use.
run('client build', 'node', ['scripts/build-if-stale.mjs', '--production'], {}, () => null);
const problemsBefore = problems.length;
run('client bundle size budget', 'node', ['scripts/check-bundle-size.mjs'], {}, () => null);
totals[problems.length > problemsBefore ? 'failed' : 'passed'] += 1;

if (fs.existsSync(chromium)) {
  const out = path.join(reportDir, 'e2e.json');
  run('browser tests (Playwright, headless Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out, DATABASE_URL: '' }, () => {
    if (!fs.existsSync(out)) return null;
    const stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats ?? {};
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
  });
} else if (isCi) {
  problems.push(`Chromium not found at ${chromium}: browser tests cannot run (Debian: apt-get install chromium)`);
  totals.failed += 1;
} else {
  process.stdout.write(`\nChromium not found at ${chromium}: browser tests SKIPPED.\nInstall it to run them (Debian: apt-get install chromium), or set CHROMIUM_PATH.\n`);
}

fs.rmSync(reportDir, { recursive: true, force: true });
process.stdout.write('\n');
for (const problem of problems) process.stdout.write(`✗ ${problem}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
