// `npm start`: builds client and server when the sources are newer than the build, then runs the server.
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

const built = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
const sourcesChanged = Math.max(...inputs.map(newestMtime)) > built;
if (sourcesChanged || !fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
  process.stdout.write('Building Gearloop (client and server)…\n');
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/main.js'));
