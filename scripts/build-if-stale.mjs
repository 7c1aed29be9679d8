// Builds client and server (`npm run build`) when the sources are newer than the last build. Used by `npm start` and
// by `npm test` (whose bundle-size check reads the built client).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/.build-stamp');
const inputs = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * `nodeEnv` is what the build runs under (it decides React's production or development build); the stamp remembers it,
 * and a build made under another one counts as stale. Default: this process's NODE_ENV (`npm start`, Playwright).
 */
export function buildIfStale({ nodeEnv = process.env.NODE_ENV ?? '' } = {}) {
  const built = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  const builtFor = fs.existsSync(stampFile) ? (fs.readFileSync(stampFile, 'utf8').split('\n')[1] ?? '') : '';
  const sourcesChanged = Math.max(...inputs.map(newestMtime)) > built;
  if (sourcesChanged || builtFor !== nodeEnv || !fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    process.stdout.write(`Building Gearloop (client and server${nodeEnv ? `, NODE_ENV=${nodeEnv}` : ''})…\n`);
    const env = { ...process.env };
    if (nodeEnv) env.NODE_ENV = nodeEnv;
    else delete env.NODE_ENV;
    execSync('npm run --silent build', { cwd: root, stdio: 'inherit', env });
    fs.writeFileSync(stampFile, `${new Date().toISOString()}\n${nodeEnv}`);
  }
}

// `node scripts/build-if-stale.mjs [--production]`
if (import.meta.url === `file://${process.argv[1]}`) buildIfStale(process.argv.includes('--production') ? { nodeEnv: 'production' } : {});
