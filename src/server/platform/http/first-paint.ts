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
  /** Drawn for a signed-in user: the page is theirs alone (never stored by a shared cache). */
  personal?: boolean;
}

/** The module `vite build --ssr` writes (src/client/app/first-paint/render-first-paint.tsx). */
interface FirstPaintModule {
  firstPaintRequests(url: string, withSession: boolean, known?: Readonly<Record<string, unknown>>): string[] | null;
  renderFirstPaint(input: { url: string; answers: Record<string, unknown>; market: ClientConfig['market'] }): Promise<Omit<FirstPaint, 'personal'> | null>;
}

export const FIRST_PAINT_MODULE = 'render-first-paint.js';

/** Rounds of reads for one page: a page may name reads that depend on an earlier answer (the first conversation). */
const MAX_READ_ROUNDS = 3;

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
 * Draws a page on the server (docs/decisions/0026) from the answers of the site's own API, asked with the request's
 * session cookie and no other header: what the page shows is exactly what the API shows this viewer, through the same
 * policies. Null — the loading screen, and the app draws the page — for a page not drawn here and when an answer is not
 * a 200 (an unknown or inactive listing, an expired session: the app shows its own page for them).
 */
export function createFirstPainter(app: FastifyInstance, module: FirstPaintModule, market: ClientConfig['market']) {
  return async (request: FastifyRequest): Promise<FirstPaint | null> => {
    const session = request.cookies[SESSION_COOKIE];
    const headers = { accept: 'application/json', ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }) };
    const answers: Record<string, unknown> = {};
    for (let round = 0; round < MAX_READ_ROUNDS; round += 1) {
      const paths = module.firstPaintRequests(request.url, session !== undefined, answers);
      if (!paths) return null;
      const unread = paths.filter((apiPath) => !(apiPath in answers));
      if (unread.length === 0) break;
      const responses = await Promise.all(unread.map((url) => app.inject({ method: 'GET', url, headers })));
      if (responses.some((response) => response.statusCode !== 200)) return null;
      unread.forEach((apiPath, index) => (answers[apiPath] = responses[index]!.json()));
    }
    const paint = await module.renderFirstPaint({ url: request.url, answers, market });
    return paint && { ...paint, personal: session !== undefined };
  };
}
