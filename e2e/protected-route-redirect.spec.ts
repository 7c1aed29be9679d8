import { expect, test } from './fixtures';

test('a visitor on a protected route signs in and is brought back', async ({ page, allowConsoleErrors }) => {
  // The wrong password below is answered 401; Chromium logs that response, and only that one is expected.
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign In — Gearloop');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  // A wrong password shows the server's message and keeps the visitor here.
  await page.getByLabel('Email').fill('maya@demo.gearloop.app');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill('gearloop-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Maya Cohen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // Signed in, the sign-in screen sends you home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
