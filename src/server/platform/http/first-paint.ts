import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientConfig } from '../../../domain/market';
import { SESSION_COOKIE } from '../auth/session-tokens';

/** The server's first paint of a page: the markup for inside #root and the answers it was drawn from. */
export interface FirstPaint {
  html: string;
  data: unknown;
}

/** The module `vite build --ssr` writes (src/client/app/first-paint/render-first-paint.tsx). */
interface FirstPaintModule {
  firstPaintRequests(url: string): string[] | null;
  renderFirstPaint(input: { url: string; answers: Record<string, unknown>; market: ClientConfig['market'] }): Promise<FirstPaint | null>;
}

export const FIRST_PAINT_MODULE = 'render-first-paint.js';

/**
 * The first-paint module built beside the client (dist/ssr), or null when it was not built or does not load: the app
 * then draws every page itself, as it can.
 */
export async function loadFirstPaintModule(ssrDir: string, log: FastifyBaseLogger): Promise<FirstPaintModule | null> {
  const file = path.join(ssrDir, FIRST_PAINT_MODULE);
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as FirstPaintModule;
  } catch (error) {
    log.error({ err: error, file }, 'the first-paint module does not load; pages are drawn by the app alone');
    return null;
  }
}

/**
 * Draws a public page on the server for a visitor (docs/decisions/0026), from the answers of the site's own API asked
 * as a visitor (no cookie): what the page shows is exactly what the API shows anyone, through the same policies.
 * Null — the default shell, drawn by the app — for a request with a session (the app draws that viewer's page), for a
 * page not drawn here, and when an answer is not a 200 (an unknown or inactive listing shows the app's own page).
 */
export function createFirstPainter(app: FastifyInstance, module: FirstPaintModule, market: ClientConfig['market']) {
  return async (request: FastifyRequest): Promise<FirstPaint | null> => {
    if (request.cookies[SESSION_COOKIE] !== undefined) return null;
    const paths = module.firstPaintRequests(request.url);
    if (!paths) return null;
    const responses = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })));
    if (responses.some((response) => response.statusCode !== 200)) return null;
    const answers = Object.fromEntries(paths.map((apiPath, index) => [apiPath, responses[index]!.json()]));
    return module.renderFirstPaint({ url: request.url, answers, market });
  };
}
