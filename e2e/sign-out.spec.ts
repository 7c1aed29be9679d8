import { FIRST_PAINT_ATTRIBUTE } from '../src/domain/first-paint';
import { DANIEL, signIn } from './demo-session';
import { expect, test } from './fixtures';

test('sign out ends the session even when the user goes elsewhere before the next page is on screen', async ({ page }) => {
  await signIn(page, DANIEL);
  await page.goto('/settings');
  // A slow network: the home page's code takes its time, and meanwhile the user (who sees a visitor already) types an
  // address. Until the home page is on screen the app has not asked the server to end the session.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined); // the page asking may be gone by now
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toBeNull();
});

test('a page opened while sign-out is still leaving is a visitor’s, and the first page finishes as one', async ({ page, context }) => {
  await signIn(page, DANIEL);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForLoadState('load');
  // The home page's code is slow to come: the app shows the visitor but has not yet asked the server to end the
  // session. Meanwhile the user opens the site in another tab — no page is left, so nothing is sent as one goes.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();

  const other = await context.newPage();
  const otherErrors: string[] = [];
  other.on('console', (message) => message.type() === 'error' && otherErrors.push(message.text()));
  // The home page, which the server draws for whoever asks: drawn for a visitor.
  const document = await other.goto('/');
  expect(await document?.text(), 'drawn by the server').toMatch(new RegExp(`<div id="root"[^>]* ${FIRST_PAINT_ATTRIBUTE}[ >]`));
  expect(document?.headers()['cache-control'], 'drawn for a visitor, not for the user').toBe('no-cache');
  await expect(other.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Account menu' })).toBeHidden();
  expect((await (await other.request.get('/api/auth/session')).json()).user).toBeNull();

  const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/signout') && response.ok());
  releaseScripts();
  await ended;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(otherErrors).toEqual([]);
});

test('a session ended elsewhere shows the visitor at the next private read, not a user whose pages fail', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/status of 401/); // the one read that finds the session gone
  await signIn(page, DANIEL);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Signed out in another tab of this browser (the same session).
  expect((await page.request.post('/api/auth/signout', { headers: { origin: new URL(page.url()).origin } })).status()).toBe(204);

  await page.getByRole('link', { name: 'My Reservations' }).first().click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});
