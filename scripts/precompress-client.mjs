// After `vite build`: writes a .br (brotli, best) and a .gz (gzip, best) beside every compressible file of
// the client build, once, so the server sends them as they are (@fastify/static `preCompressed`) instead
// of compressing the same bundle for every visitor. Not index.html: the server sends it as a template filled per
// response (its configuration, a listing's preview tags: docs/decisions/0020), compressed then; a .br of the bare
// template would be stale. Not Vite's manifest (.vite/), which is for scripts/check-bundle-size.mjs only.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(file) {
  const content = await fs.promises.readFile(file);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return 1;
}

const files = fs
  .readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => file !== path.join(clientDir, 'index.html') && !path.relative(clientDir, file).startsWith('.vite'));
for (const stale of ['index.html.br', 'index.html.gz']) fs.rmSync(path.join(clientDir, stale), { force: true });
const written = (await Promise.all(files.map(precompress))).reduce((sum, count) => sum + count, 0);
process.stdout.write(`precompressed ${written} client files (.br, .gz)\n`);
