// Bundles the server to dist/server/main.js and the embedded database's worker to dist/server/pglite-worker.js; npm packages stay external (native modules, WASM).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
