import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';

/** React Router's development warnings about the route table (issue 15: they showed on every protected route). */
function routerWarnings(spy: ReturnType<typeof vi.spyOn>): string[] {
  return spy.mock.calls.map((args: unknown[]) => args.map(String).join(' ')).filter((text: string) => /HydrateFallback|leaf route|does not have an element/i.test(text));
}

afterEach(() => vi.unstubAllGlobals());

describe('the route table in a browser', () => {
  it('draws the loading fallback, then the page, with no router warnings, on a protected route and at /profile', async () => {
    // A visitor: protected pages send them to /login.
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ user: null })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const path of ['/my-reservations', '/profile']) {
        const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
        const { unmount } = render(<RouterProvider router={router} />);
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
        unmount();
        router.dispose();
      }
      expect(routerWarnings(warn)).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it('sends the short legal addresses to their pages', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ user: null })));
    for (const [path, page] of [
      ['/terms', '/terms-and-conditions'],
      ['/privacy', '/privacy-policy'],
    ] as const) {
      const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
      const { unmount } = render(<RouterProvider router={router} />);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(page), { timeout: 15_000 });
      unmount();
      router.dispose();
    }
  }, 60_000);
});
