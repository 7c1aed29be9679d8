import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { workerModule } from './worker-module';

describe('workerModule', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-worker-module-'));
  fs.mkdirSync(path.join(dist, 'chunks'));
  fs.writeFileSync(path.join(dist, 'beside-worker.js'), '');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is the .ts beside the caller in the sources', () => {
    expect(workerModule('file:///src/server/db/embedded-pglite.ts', 'pglite-worker').href).toBe('file:///src/server/db/pglite-worker.ts');
  });

  it('is the .js beside the built code, or one level up from a shared chunk', () => {
    expect(workerModule(pathToFileURL(path.join(dist, 'main.js')).href, 'beside-worker').href).toBe(pathToFileURL(path.join(dist, 'beside-worker.js')).href);
    expect(workerModule(pathToFileURL(path.join(dist, 'chunks', 'chunk-1.js')).href, 'beside-worker').href).toBe(
      pathToFileURL(path.join(dist, 'beside-worker.js')).href,
    );
  });
});
