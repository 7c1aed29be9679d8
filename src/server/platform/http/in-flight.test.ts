import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerInFlightDrain } from './in-flight';

/** An app whose `onClose` hook stands for the database pool: registered first, so it is closed after the drain. */
async function appWithPool(drainMs = 5_000) {
  const app = Fastify();
  const events: string[] = [];
  app.addHook('onClose', async () => void events.push('pool closed'));
  const inFlight = registerInFlightDrain(app, drainMs);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => undefined;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow', async () => {
    started();
    await released;
    events.push('handler returned');
    return { ok: true };
  });
  app.get('/early', async (_request, reply) => {
    started();
    void reply.send({ ok: true });
    await released;
    events.push('handler returned');
    return reply;
  });
  app.get('/never', async () => {
    started();
    await new Promise(() => undefined);
  });
  app.get('/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': open\n\n');
  });
  await inFlight.closeAfterDrain();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, events, release, handlerStarted, origin };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close().catch(() => undefined)));
});

/** Sends a request and goes away once its handler runs (a closed tab): the connection is gone, the handler is not. */
async function abandon(origin: string, path: string, handlerStarted: Promise<void>) {
  const client = new AbortController();
  const request = fetch(`${origin}${path}`, { signal: client.signal }).catch(() => undefined);
  await handlerStarted;
  client.abort();
  await request;
}

describe('closing waits for handlers still running', () => {
  const running = {
    'whose client went away': (origin: string, handlerStarted: Promise<void>) => abandon(origin, '/slow', handlerStarted),
    'that answered early and goes on working': async (origin: string, handlerStarted: Promise<void>) => {
      expect((await fetch(`${origin}/early`)).status).toBe(200);
      await handlerStarted;
    },
  };
  it.each(Object.entries(running))('a handler %s returns before the pool closes', async (_case, leaveRunning) => {
    const { app, events, release, handlerStarted, origin } = await appWithPool();
    apps.push(app);
    await leaveRunning(origin, handlerStarted);

    const closed = app.close().then(() => events.push('app closed'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual([]);
    release();
    await closed;
    expect(events).toEqual(['handler returned', 'pool closed', 'app closed']);
  });

  it('waits at most the drain time for a handler that never returns', async () => {
    const { app, events, handlerStarted, origin } = await appWithPool(300);
    apps.push(app);
    await abandon(origin, '/never', handlerStarted);

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(events).toEqual(['pool closed']);
  });

  it('answers without a handler (404), answered requests and a stream the route writes itself hold nothing', async () => {
    const { app, events, origin } = await appWithPool(10_000);
    apps.push(app);
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);
    const stream = new AbortController();
    const response = await fetch(`${origin}/stream`, { signal: stream.signal });
    expect(response.status).toBe(200);
    stream.abort();

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual(['pool closed']);
  });
});
