import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-tokens';
import { createFirstPainter, FIRST_PAINT_MODULE, loadFirstPaintModule } from './first-paint';

const market = { time_zone: 'Asia/Jerusalem', tile_url: 'https://tile.example/{z}/{x}/{y}.png' };

/** A stand-in for the built module: draws the answers it was given, so the test sees what the server passed. */
const fakeModule = {
  firstPaintRequests: (url: string, _withSession: boolean, known: Readonly<Record<string, unknown>> = {}) => {
    if (url.startsWith('/drawn')) return ['/api/session-echo', '/api/thing'];
    // A page whose second read depends on the first answer (as /messages reads the first conversation of the list).
    if (url.startsWith('/chained')) {
      const thing = known['/api/thing'] as { name: string } | undefined;
      return ['/api/thing', ...(thing ? [`/api/about/${thing.name}`] : [])];
    }
    // A page that names a new read every time it is asked: the server stops asking.
    if (url.startsWith('/endless')) return [`/api/about/${Object.keys(known).length}`];
    return null;
  },
  renderFirstPaint: async (input: { url: string; answers: Record<string, unknown> }) => ({ html: JSON.stringify(input), data: input.answers }),
};

async function painterApp() {
  const app = Fastify();
  await app.register(cookie);
  const seen: (string | undefined)[] = [];
  const reads: string[] = [];
  app.addHook('onRequest', async (request) => void reads.push(request.url));
  // What the painter's requests carried: it asks as a visitor, whoever the page's visitor is.
  app.get('/api/session-echo', async (request) => {
    seen.push(request.headers.cookie);
    return { user: null };
  });
  app.get('/api/thing', async (_request, reply) => (process.env.THING_MISSING ? reply.status(404).send({}) : { name: 'tent' }));
  app.get('/api/about/:name', async (request) => ({ about: (request.params as { name: string }).name }));
  const paint = createFirstPainter(app, fakeModule, market);
  app.get('/drawn', async (request) => (await paint(request)) ?? 'loading screen');
  app.get('/other', async (request) => (await paint(request)) ?? 'loading screen');
  app.get('/chained', async (request) => (await paint(request)) ?? 'loading screen');
  app.get('/endless', async (request) => (await paint(request)) ?? 'loading screen');
  await app.ready();
  return { app, seen, reads };
}

describe('first paint on the server', () => {
  it('draws a page from its own API’s answers, asked with the session cookie and nothing else of the request', async () => {
    const { app, seen } = await painterApp();
    const paint = (await app.inject({ url: '/drawn?x=1', headers: { authorization: 'Bearer x', 'x-forwarded-for': '1.2.3.4' } })).json() as {
      html: string;
      personal: boolean;
    };
    const body = JSON.parse(paint.html) as { url: string; answers: Record<string, unknown> };
    expect(body.url).toBe('/drawn?x=1');
    expect(body.answers).toEqual({ '/api/session-echo': { user: null }, '/api/thing': { name: 'tent' } });
    expect(paint.personal).toBe(false);
    const signedIn = (await app.inject({ url: '/drawn', cookies: { [SESSION_COOKIE]: 'token', other: 'tracking' } })).json() as { personal: boolean };
    expect(signedIn.personal).toBe(true);
    expect(seen).toEqual([undefined, `${SESSION_COOKIE}=token`]);
  });

  it('reads what a page names after an earlier answer, each path once, and stops after three rounds', async () => {
    const { app, reads } = await painterApp();
    const paint = (await app.inject({ url: '/chained' })).json() as { html: string };
    expect((JSON.parse(paint.html) as { answers: unknown }).answers).toEqual({ '/api/thing': { name: 'tent' }, '/api/about/tent': { about: 'tent' } });
    expect(reads).toEqual(['/chained', '/api/thing', '/api/about/tent']);
    reads.length = 0;
    await app.inject({ url: '/endless' });
    expect(reads).toEqual(['/endless', '/api/about/0', '/api/about/1', '/api/about/2']);
  });

  it('leaves a page it does not draw and a missing answer to the app', async () => {
    const { app } = await painterApp();
    expect((await app.inject({ url: '/other' })).body).toBe('loading screen');
    process.env.THING_MISSING = '1';
    try {
      expect((await app.inject({ url: '/drawn' })).body).toBe('loading screen');
    } finally {
      delete process.env.THING_MISSING;
    }
  });

  it('does without the module when it was not built or does not load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-ssr-'));
    const errors: unknown[] = [];
    const log = { error: (details: unknown) => errors.push(details) } as unknown as Parameters<typeof loadFirstPaintModule>[1];
    try {
      expect(await loadFirstPaintModule(dir, log)).toBeNull();
      fs.writeFileSync(path.join(dir, FIRST_PAINT_MODULE), 'throw new Error("broken build");');
      expect(await loadFirstPaintModule(dir, log)).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
