// `npm run check:bundle` (and part of `npm test`): the JavaScript a browser downloads before the first page can
// render — the entry script and every <link rel="modulepreload"> of the built dist/client/index.html, and the app the
// entry imports on every page (its dynamic imports, app/start.tsx and the route table, with what they import: on a page
// the server drew, after its first paint, docs/decisions/0029) — gzip-compressed (level 9, as scripts/precompress-client.mjs writes
// them), summed, and checked against the budget of issue 15.
// Also prints, from Vite's manifest, each lazily loaded page's own chunks on top of that (for information).
//   BUNDLE_BUDGET_KB   budget in kB (1 kB = 1000 bytes), default 110
//   CLIENT_DIR         the built client, default dist/client
// Exit 1 when over budget or when the build is missing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 110);
const indexFile = path.join(clientDir, 'index.html');

if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  process.stderr.write(`BUNDLE_BUDGET_KB must be a positive number (got ${process.env.BUNDLE_BUDGET_KB})\n`);
  process.exit(1);
}
if (!fs.existsSync(indexFile)) {
  process.stderr.write(`${indexFile} is missing: run \`npm run build:client\` first.\n`);
  process.exit(1);
}

const gzipSizes = new Map();
function gzipSize(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    const file = path.join(clientDir, urlPath.replace(/^\//, ''));
    gzipSizes.set(urlPath, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipSizes.get(urlPath);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The scripts the HTML makes the browser fetch at once: module entry scripts and modulepreload links. */
export function initialScripts(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.push(attr('src'));
    else if (/^<link/i.test(tag) && /(^|\s)modulepreload(\s|$)/i.test(attr('rel') ?? '') && attr('href')) urls.push(attr('href'));
  }
  return [...new Set(urls)].filter((url) => url.startsWith('/'));
}

const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  process.stderr.write(`${manifestFile} is missing: run \`npm run build:client\` first.\n`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};

const fromHtml = initialScripts(fs.readFileSync(indexFile, 'utf8'));
if (fromHtml.length === 0) {
  process.stderr.write(`no entry script found in ${indexFile}\n`);
  process.exit(1);
}
// What the entry imports on every page (main.tsx: the app's start and the route table).
const appStart = Object.values(manifest).filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.dynamicImports ?? []);
if (appStart.length === 0) {
  process.stderr.write(`the entry in ${manifestFile} imports no app: this check no longer matches main.tsx\n`);
  process.exit(1);
}
const initial = [...appStart.reduce((files, key) => closure(key, files), new Set(fromHtml))];
const initialTotal = initial.reduce((sum, url) => sum + gzipSize(url), 0);
// React's development build (a client built under NODE_ENV=development, as `npx playwright test` does) says so.
if (initial.some((url) => fs.readFileSync(path.join(clientDir, url.replace(/^\//, '')), 'utf8').includes('is deprecated in plain JavaScript React classes'))) {
  process.stderr.write(`${clientDir} holds a development build (NODE_ENV=development): build it with NODE_ENV=production (npm run build) to measure it.\n`);
  process.exit(1);
}

process.stdout.write(`Initial JavaScript (entry + modulepreload + app start, gzip): ${kb(initialTotal)} of ${kb(budgetKb * 1000)} budget, ${initial.length} files\n`);
for (const url of [...initial].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 8)) {
  process.stdout.write(`  ${kb(gzipSize(url)).padStart(9)}  ${url}\n`);
}

// For information: what a first visit to each page downloads in all — the initial scripts, then the lazily loaded
// root layout and shell (when the page is inside it) and the page's own chunk, each with the chunks they import.
{
  const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const rootLayout = keyOf('app/root-layout.tsx');
  const shell = keyOf('app/layout/app-shell.tsx');
  const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /\/pages\/|not-found-page/.test(key));
  const rows = pages
    .map((key) => {
      const files = new Set(initial);
      for (const part of [rootLayout, key.includes('/auth/pages/auth-page') ? undefined : shell, key]) if (part) closure(part, files);
      const bytes = [...files].filter((url) => url.endsWith('.js')).reduce((sum, url) => sum + gzipSize(url), 0);
      return { page: key.replace(/^.*?src\/client\//, ''), bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
  if (rows.length > 0) {
    process.stdout.write('First visit to each page, all JavaScript (initial + root layout + shell + page, gzip; information, no budget):\n');
    for (const row of rows) process.stdout.write(`  ${kb(row.bytes).padStart(9)}  ${row.page}\n`);
  }
}

if (initialTotal > budgetKb * 1000) {
  process.stderr.write(`✗ Initial JavaScript ${kb(initialTotal)} is over the ${kb(budgetKb * 1000)} budget (BUNDLE_BUDGET_KB)\n`);
  process.exit(1);
}
process.stdout.write(`✓ within budget\n`);
