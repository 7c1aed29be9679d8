import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/session-helpers';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { MEDIA_CACHE_CONTROL } from '../storage/media-routes';
import { VIEWER_CACHE_CONTROL } from './openapi';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

interface Operation {
  operationId: string;
  security: unknown[];
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  operation: Operation;
}

describe('Cache-Control of API answers', () => {
  const ctx = useTestApp();
  let routes: Route[] = [];
  let cookie = '';

  beforeAll(async () => {
    const document = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Route['method'],
        // Any id: the answer may be a 404, it must still not be stored.
        url: path.replace(/\{\w+\}/g, randomUUID()),
        operation,
      })),
    );
    cookie = (await createSignedInUser(ctx().db)).cookie;
  });

  const send = (route: Route, withCookie: boolean) =>
    ctx().app.inject({ method: route.method, url: route.url, headers: { origin: TEST_ORIGIN, ...(withCookie ? { cookie } : {}) } });

  it('marks every answer of an operation that needs a session no-store, errors included', async () => {
    const privateRoutes = routes.filter((route) => route.operation.security.length > 0);
    expect(privateRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of privateRoutes) {
      for (const withCookie of [true, false]) {
        // The signed-in event stream stays open (inject would wait for its end forever): its headers are checked on a
        // real connection in test/live-updates.test.ts.
        if (withCookie && route.operation.operationId === 'streamLiveEvents') continue;
        const response = await send(route, withCookie);
        if (response.headers['cache-control'] !== 'no-store') {
          wrong.push(`${route.operation.operationId} (${withCookie ? 'signed in' : 'anonymous'}, ${response.statusCode}): ${response.headers['cache-control']}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('marks a public answer made for a signed-in viewer no-store too, and leaves anonymous ones cacheable', async () => {
    const publicReads = routes.filter((route) => route.operation.security.length === 0 && route.method === 'GET');
    const wrong: string[] = [];
    for (const route of publicReads) {
      const anonymous = await send(route, false);
      // The development outbox (everyone's e-mails) is never stored by a cache, whoever asks.
      if (route.url.startsWith('/api/') && anonymous.headers['cache-control']?.includes('no-store')) wrong.push(`${route.operation.operationId} anonymous: ${anonymous.headers['cache-control']}`);
      const signedIn = await send(route, true);
      if (!String(signedIn.headers['cache-control']).includes('no-store')) wrong.push(`${route.operation.operationId} signed in: ${signedIn.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    const session = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).not.toBeNull();
    expect(session.headers['cache-control']).toBe(VIEWER_CACHE_CONTROL);
  });

  it('keeps the long cache of media files, signed in too', async () => {
    await createLocalDiskStorage(path.join(ctx().dataDir, 'media')).put('listings/cache-test-480.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    const response = await ctx().app.inject({ method: 'GET', url: '/media/listings/cache-test-480.png', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
  });
});
