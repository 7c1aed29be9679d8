import type { Locator, Page } from '@playwright/test';
import { DANIEL, signIn } from './demo-session';
import { expect, saveScreenshot, settle, test } from './fixtures';

// Toasts cover nothing important: not the top bar or the page's heading, and on a phone not the bottom navigation
// either (they sit just above it). The toast here is Share's "Link copied!" on a listing, a settled page.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found!;
}

/** Opens a listing, waits for it to settle, and returns its heading (h1). */
async function openListing(page: Page): Promise<Locator> {
  // Share copies the link (no device share sheet, clipboard allowed): the "Link copied!" toast.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const feed = (await (await page.request.get('/api/feed?limit=1')).json()) as { listings: { listing_id: string; title: string }[] };
  await page.goto(`/listing/${feed.listings[0]!.listing_id}`);
  const heading = page.getByRole('heading', { level: 1, name: feed.listings[0]!.title });
  await expect(heading).toBeVisible();
  await settle(page);
  return heading;
}

/** Presses Share and waits until the toast rests where `problems` finds nothing wrong (Sonner places it after mount). */
async function expectToastPlaced(page: Page, problems: (toast: Box) => string[]) {
  await page.getByRole('button', { name: 'Share' }).click();
  const toast = page.getByRole('region', { name: /^Status messages/ }).locator('[data-sonner-toast]', { hasText: 'Link copied!' });
  await expect(toast).toBeVisible();
  await expect.poll(async () => problems(await box(toast))).toEqual([]);
}

test('at 375 px a toast sits just above the bottom navigation, clear of the top bar and the heading', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const heading = await box(await openListing(page));
  const topBar = await box(page.getByRole('banner'));
  const bottomNav = await box(page.getByTestId('bottom-nav'));
  // The listing's price bar with its Choose dates sits on the bottom navigation: the toast goes just above both.
  const priceBar = await box(page.getByTestId('mobile-booking-bar'));
  await expectToastPlaced(page, (toast) => [
    ...(toast.y + toast.height <= bottomNav.y ? [] : ['covers the bottom navigation']),
    ...(overlaps(toast, priceBar) ? ['covers the price bar'] : []),
    ...(toast.y + toast.height >= priceBar.y - 40 ? [] : ['is not just above the price bar']),
    ...(toast.y >= topBar.y + topBar.height ? [] : ['covers the top bar']),
    ...(overlaps(toast, heading) ? ['covers the heading'] : []),
    ...(toast.x >= 0 && toast.x + toast.width <= 375 ? [] : ['is wider than the screen']),
  ]);
});

test('at 1280 px a toast sits in the bottom corner, clear of the top bar and the heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const heading = await box(await openListing(page));
  const topBar = await box(page.getByRole('banner'));
  await expectToastPlaced(page, (toast) => [
    ...(overlaps(toast, topBar) ? ['covers the top bar'] : []),
    ...(overlaps(toast, heading) ? ['covers the heading'] : []),
    ...(toast.y + toast.height >= 900 - 60 ? [] : ['is not at the bottom']),
    ...(toast.x + toast.width >= 1280 - 60 ? [] : ['is not at the end']),
  ]);
});

test('at 375 px a toast answering a dialog sits at the top, clear of the dialog’s buttons', async ({ page, allowConsoleErrors }) => {
  // The wrong password is answered 4xx on purpose, which Chromium logs.
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 40\d/);
  await page.setViewportSize({ width: 375, height: 812 });
  // A demo account: a wrong password deletes nothing (a new account would spend one of the address's sign-ups an hour).
  await signIn(page, DANIEL);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Enter your password to confirm').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const toast = page.getByRole('region', { name: /^Status messages/ }).locator('[data-sonner-toast]', { hasText: 'Password is incorrect' });
  await expect(toast).toBeVisible();
  const buttons = await box(dialog.getByRole('button', { name: 'Delete my account' }).locator('..'));
  await expect.poll(async () => overlaps(await box(toast), buttons)).toBe(false);
  expect((await box(toast)).y).toBeGreaterThanOrEqual(0);
  await saveScreenshot(page, { path: '.tmp/screens/toast-over-sheet-375.png' });
});
