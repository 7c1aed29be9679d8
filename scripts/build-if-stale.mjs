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

export function buildIfStale() {
  const built = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  const sourcesChanged = Math.max(...inputs.map(newestMtime)) > built;
  if (sourcesChanged || !fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    process.stdout.write('Building Gearloop (client and server)…\n');
    execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(stampFile, new Date().toISOString());
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
