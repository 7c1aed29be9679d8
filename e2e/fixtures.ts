import { test as base, errors, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every journey fails on a browser console error or an uncaught page error: a page that logs an
 * error is broken even when the assertions pass. A journey that provokes an error on purpose (a wrong
 * password answered 401, which Chromium logs as "Failed to load resource") declares it exactly with
 * `allowConsoleErrors.push(/pattern/)`.
 */
// A 1×1 transparent PNG for map tiles: journeys never reach the internet (CI machines have none).
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * A public page opened by a visitor is drawn by the server first (docs/decisions/0026) and becomes the app when its
 * scripts have run; a tap before that is not taken (as for any server-drawn page). Journeys test the app, so an opened or
 * reloaded page is used once the app has taken it over (#root drops `data-first-paint`).
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-paint'));
}

/** The page, its `goto` and `reload` returning once the app has taken the opened page over. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOver(page);
    return response;
  };
  return page;
}

/** A second person's page in their own context (`browser.newContext()`), used like the journey's own `page`. */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  return waitingForTheApp(await context.newPage());
}

export const test = base.extend<{ allowConsoleErrors: RegExp[]; failOnConsoleErrors: void; offlineMapTiles: void }>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  offlineMapTiles: [
    async ({ page }, use) => {
      await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
      await use();
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern for fixtures
  allowConsoleErrors: async ({}, use) => {
    await use([]);
  },
  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use();
      expect(errors, 'the browser logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Saves a screenshot for people to look at; it asserts nothing. Chromium's capture once hung in CI after the fonts had
 * loaded (a full-page capture of the profile page, until the test's 60 s ran out), so a capture is bounded and, if it
 * times out, taken once more of the viewport alone.
 */
export async function saveScreenshot(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  try {
    await page.screenshot({ ...options, timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    test.info().annotations.push({ type: 'screenshot', description: `${options.path}: the capture timed out; retried of the viewport` });
    await page.screenshot({ path: options.path, timeout: 15_000 });
  }
}

/** A unique e-mail per test run, so journeys never collide with earlier data. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Waits until a page has settled for a screenshot: loaded, fonts ready, every eager image done (lazy ones below the
 * fold may never start), and no "loading" status
 * left. (Not `networkidle`: a signed-in tab keeps its live event stream open, so the network is never idle.)
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.complete || image.loading === 'lazy') && !document.querySelector('[aria-busy="true"]'),
  );
}
