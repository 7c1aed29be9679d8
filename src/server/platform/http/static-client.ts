import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '../../../domain/api-error';
import { createHtmlShell, type PageHead } from './html-shell';
import type { FirstPaint } from './first-paint';
import { MALFORMED_PAGE_TEXT } from './error-handler';

export interface StaticClientOptions {
  /** Inlined into every page (GET /api/config's answer): the client starts without asking for it. */
  clientConfig?: unknown;
  /**
   * A page's own head (title, description, link-preview tags) for a path, or null for the default shell. Failures are
   * logged and answered with the default shell: a page never fails because its preview could not be built.
   */
  pageHead?: (urlPath: string) => Promise<PageHead | null>;
  /** The page drawn by the server for this request (first-paint.ts), or null for the loading screen. Failures as above. */
  firstPaint?: (request: FastifyRequest) => Promise<FirstPaint | null>;
}

/**
 * Serves the built client: hashed assets cached for a year (precompressed, sent as .br or .gz when the
 * browser accepts it), and the SPA's own routes (anything not under /api or /dev that asks for HTML) answered
 * with the HTML shell (html-shell.ts): never cached, and compressed per response — it is not precompressed, since it
 * carries the configuration and, on listing pages, that listing's preview tags (docs/decisions/0020).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, options: StaticClientOptions = {}) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found; only the API is served (run `npm run build:client`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // index.html is the shell's template, answered by the route below; never as a file (a .br of it would be stale).
    globIgnore: ['index.html', 'index.html.*'],
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
  const shell = createHtmlShell(fs.readFileSync(indexFile, 'utf8'), options.clientConfig ?? null);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.status(400).type('text/plain; charset=utf-8').send(MALFORMED_PAGE_TEXT);
    }
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/dev/')) {
      return reply.status(404).send({ error: { code: errorCodes.notFound, message: `No route for GET ${urlPath}` } });
    }
    const isShell = urlPath === '/index.html' || !path.extname(urlPath);
    if (!isShell) {
      const filePath = path.join(clientDir, path.normalize(urlPath));
      const hidden = path.relative(clientDir, filePath).split(path.sep).some((part) => part.startsWith('.'));
      if (filePath.startsWith(clientDir) && !hidden && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
        return reply.sendFile(path.relative(clientDir, filePath));
      }
      if (!urlPath.endsWith('.html')) return reply.status(404).type('text/plain').send('Not found');
    }
    const [head, firstPaint] = await Promise.all([
      orNull(options.pageHead?.(urlPath), (error) => request.log.error({ err: error, urlPath }, 'page head failed; sending the default head')),
      orNull(options.firstPaint?.(request), (error) => request.log.error({ err: error, urlPath }, 'first paint failed; sending the loading screen')),
    ]);
    const html = head || firstPaint ? shell.render({ head, firstPaint }) : shell.plain();
    // A page drawn for a signed-in user holds their data: theirs alone, never kept by a shared cache.
    const cacheControl = firstPaint?.personal ? 'private, no-cache' : 'no-cache';
    return reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl).header('Vary', 'Cookie').send(html);
  });
}

/** The value, or null when there is none or it failed (reported): a page never fails for its head or its first paint. */
async function orNull<T>(work: Promise<T | null> | undefined, report: (error: unknown) => void): Promise<T | null> {
  try {
    return (await work) ?? null;
  } catch (error) {
    report(error);
    return null;
  }
}
