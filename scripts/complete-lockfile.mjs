// The registry this project installs from lacks some packages that exist only for other platforms (e.g.
// Tailwind's darwin and windows binaries). `npm install` then leaves them out of package-lock.json, and
// `npm ci` refuses the lock file as out of sync. This adds an entry, with its os/cpu, for every optional
// platform package a locked package names but the lock misses: npm skips them on this platform anyway.
// Run after `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import fs from 'node:fs';

const platforms = {
  android: ['android'], darwin: ['darwin'], freebsd: ['freebsd'], linux: ['linux'], win32: ['win32'], wasm32: null,
};
const cpus = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'];

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const added = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target] || packages[`${key}/node_modules/${name}`]) continue;
    const suffix = name.split('/').pop();
    const os = Object.keys(platforms).find((platform) => suffix.includes(`-${platform}`));
    const cpu = cpus.find((arch) => suffix.split('-').includes(arch) || suffix.includes(`${arch}-`));
    if (!os || !cpu || os === 'linux' && cpu === 'x64') continue;
    packages[target] = {
      version: String(version).replace(/^[\^~]/, ''),
      cpu: [cpu],
      ...(platforms[os] ? { os: platforms[os] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added.push(target);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(added.length ? `added ${added.length} platform entries:\n${added.join('\n')}\n` : 'lock file complete\n');
