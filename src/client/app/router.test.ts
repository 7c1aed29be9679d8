import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prepareDateFormats } from '@domain/format';
import { prepareClassNames } from '@/lib/cn';
import { type AppRouter, appRoutes, firstPagePreparation } from './router';
import { pageShowsDates } from './route-handle';

function leaves(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
}

describe('the route table (docs/decisions/0020)', () => {
  it('loads every page lazily: no page component is part of the entry script', () => {
    for (const route of leaves(appRoutes())) {
      const drawsNothing = route.element === null; // matched only for its loader or its parent's sake
      expect(route.Component, route.path).toBeUndefined();
      expect(drawsNothing || typeof route.lazy === 'function', `${route.path ?? '(index)'} is lazy`).toBe(true);
    }
  });

  it('gives every matched leaf an element or a lazy page, so React Router draws no empty outlet', () => {
    for (const path of ['/profile', '/messages', '/messages/abc', '/listing/1', '/login', '/nowhere']) {
      const leaf = matchRoutes(appRoutes(), path)?.at(-1)?.route;
      expect(leaf?.element !== undefined || leaf?.lazy !== undefined, path).toBe(true);
    }
  });

  it('resolves the lazy routes to components', async () => {
    for (const path of ['/', '/search', '/listing/1', '/login', '/messages', '/my-reservations', '/nowhere']) {
      // The deepest route that draws the page (for /messages, the layout route around its element-less children).
      const page = matchRoutes(appRoutes(), path)?.findLast((match) => match.route.lazy !== undefined)?.route;
      const loaded = typeof page?.lazy === 'function' ? await page.lazy() : undefined;
      expect(typeof loaded?.Component, path).toBe('function');
    }
  }, 60_000); // imports seven pages' modules: slow on a loaded machine

  it('names the pages that show dates at once, for the start to prepare the date formats first (decision 0029)', () => {
    const showsDates = (path: string) => pageShowsDates(matchRoutes(appRoutes(), path) ?? []);
    for (const path of ['/my-reservations', '/reservation/abc', '/calendar', '/messages', '/messages/abc']) {
      expect(showsDates(path), path).toBe(true);
    }
    // Pages without dates on their first screen do not pay for the formats before they are drawn.
    for (const path of ['/', '/search', '/listing/1', '/login', '/settings', '/nowhere']) {
      expect(showsDates(path), path).toBe(false);
    }
  });

  it('prepares the class names before every page, and the date formats before a page that shows dates (decision 0029)', async () => {
    const preparation = (path: string) => firstPagePreparation({ state: { matches: matchRoutes(appRoutes(), path) ?? [] } } as unknown as AppRouter);
    expect(await preparation('/login')).toEqual([prepareClassNames]);
    expect(await preparation('/')).toEqual([prepareClassNames]);
    expect(await preparation('/my-reservations')).toEqual([prepareClassNames, prepareDateFormats]);
  });
});
