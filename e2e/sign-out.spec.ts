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
