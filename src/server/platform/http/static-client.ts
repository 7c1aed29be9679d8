import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../../domain/api-error';

/**
 * Serves the built client: hashed assets cached for a year (precompressed, sent as .br or .gz when the
 * browser accepts it), index.html never cached, and the SPA's own routes (anything not under /api or /dev
 * that asks for HTML) answered with index.html.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found; only the API is served (run `npm run build:client`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // .br and .gz files written at build time (scripts/precompress-client.mjs), picked by Accept-Encoding.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/dev/')) {
      return reply.status(404).send({ error: { code: errorCodes.notFound, message: `No route for GET ${urlPath}` } });
    }
    const filePath = path.join(clientDir, path.normalize(urlPath));
    if (filePath.startsWith(clientDir) && path.extname(urlPath) && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
      return reply.sendFile(path.relative(clientDir, filePath));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
