// Bundles the server to dist/server/main.js, the embedded database's worker to dist/server/pglite-worker.js and the
// gazetteer's to dist/server/gazetteer-worker.js; npm packages stay external (native modules, WASM).
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunk names change with their contents: start from an empty folder so that no stale chunk is left behind.
fs.rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    'gazetteer-worker': 'src/server/platform/geocoder/gazetteer-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Separate chunks, so that main.js can start the database before it loads the app (src/server/main.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
