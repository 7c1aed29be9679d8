import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when `moduleUrl` is a TypeScript source (tsx, tests), false in the build (dist/server). */
export function isSourceModule(moduleUrl: string): boolean {
  return fileURLToPath(moduleUrl).endsWith('.ts');
}

/**
 * A worker thread's module, found from the module that starts it (`moduleUrl`, its import.meta.url): `<name>.ts`
 * beside it in the sources; in the build `dist/server/<name>.js`, beside the code or one level up when the code sits
 * in a shared chunk (dist/server/chunks/).
 */
export function workerModule(moduleUrl: string, name: string): URL {
  if (isSourceModule(moduleUrl)) return new URL(`./${name}.ts`, moduleUrl);
  const beside = new URL(`./${name}.js`, moduleUrl);
  return fs.existsSync(beside) ? beside : new URL(`../${name}.js`, moduleUrl);
}
