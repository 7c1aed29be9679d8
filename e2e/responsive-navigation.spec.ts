import { expect, test } from './fixtures';

test('bottom navigation below 768 px, side navigation above', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/explore');
  await expect(page).toHaveTitle('Explore — Gearloop');
  const bottomNav = page.getByTestId('bottom-nav');
  const sideNav = page.getByTestId('side-nav');
  await expect(bottomNav).toBeVisible();
  await expect(sideNav).toBeHidden();
  await expect(bottomNav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  for (const tab of ['Listings', 'Reservations', 'Messages']) {
    await expect(bottomNav.getByRole('link', { name: tab })).toBeVisible();
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sideNav).toBeVisible();
  await expect(bottomNav).toBeHidden();
  await expect(sideNav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  await expect(sideNav.getByRole('link', { name: 'My Reservations' })).toHaveAttribute('href', '/my-reservations');

  // Footer links reach the legal pages; unknown routes get a real 404 page.
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/GeoNames/).first()).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found — Gearloop');
});
