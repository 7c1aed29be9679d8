import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';
import { clearEarlyGets, takeEarlyGet } from '../lib/early-get';
import { listingPageId, startEarlyPageData } from './early-page-data';
import { SESSION_PATH } from '../lib/session/query-keys';

describe('the data a first page asks for early', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 200 }))));
  });
  afterEach(() => {
    clearEarlyGets();
    vi.unstubAllGlobals();
  });

  const asked = () => vi.mocked(fetch).mock.calls.map(([path]) => String(path));

  it('is the session on every page, the feed on the home page, the listing on a listing page', () => {
    startEarlyPageData('/', '');
    expect(asked()).toEqual([SESSION_PATH, '/api/feed?limit=50']);
    vi.mocked(fetch).mockClear();
    startEarlyPageData('/listing/0b5a2f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', '');
    expect(asked()).toEqual([SESSION_PATH, '/api/listings/0b5a2f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b']);
    vi.mocked(fetch).mockClear();
    startEarlyPageData('/my-reservations', '');
    startEarlyPageData('/', '?groups=camping');
    expect(asked()).toEqual([SESSION_PATH, SESSION_PATH]);
  });

  it('is taken by the page’s own request of the same path', () => {
    startEarlyPageData('/listing/abc', '');
    expect(takeEarlyGet('/api/listings/abc')).toBeDefined();
  });

  it('knows the listing page as the router does', () => {
    for (const path of ['/listing/abc', '/listing/a%20b', '/listing/abc/']) {
      const matched = matchRoutes(appRoutes(), path)?.at(-1)?.route.path;
      expect(matched).toBe('/listing/:id');
      expect(listingPageId(path)).not.toBeNull();
    }
    expect(listingPageId('/listing/a%20b')).toBe('a b');
    for (const path of ['/listing', '/listing/', '/listing/a/b', '/listings/abc', '/listing/%E0%A4%A']) expect(listingPageId(path)).toBeNull();
  });
});
