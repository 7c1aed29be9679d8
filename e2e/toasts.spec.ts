import type { Locator, Page } from '@playwright/test';
import { DANIEL, DEMO_PASSWORD } from './demo-session';
import { expect, test } from './fixtures';

// Toasts cover nothing important: not the top bar or the page's heading, and on a phone not the bottom navigation
// either (they sit just above it). They appear inside the polite live region that screen readers announce.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found!;
}

/**
 * Signs in (which shows the "Welcome back!" toast, 5 s) and returns where that toast is. With reduced motion Sonner
 * does not slide it in, so the first box read is its resting place: read at once, long before the 5 s are over.
 */
async function signInAndPlaceToast(page: Page): Promise<Box> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DANIEL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('region', { name: /^Status messages/ }).locator('[data-sonner-toast]', { hasText: 'Welcome back!' });
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const placed = await box(toast);
  await expect(page).not.toHaveURL(/\/login$/);
  return placed;
}

test('at 375 px a toast sits above the bottom navigation, below the top bar and clear of the heading', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const toastBox = await signInAndPlaceToast(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const topBar = await box(page.getByRole('banner'));
  const bottomNav = await box(page.getByTestId('bottom-nav'));
  expect(toastBox.y, 'the toast is below the top bar').toBeGreaterThanOrEqual(topBar.y + topBar.height);
  expect(toastBox.y + toastBox.height, 'the toast is above the bottom navigation').toBeLessThanOrEqual(bottomNav.y);
  expect(overlaps(toastBox, await box(heading)), 'the toast covers the heading').toBe(false);
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375);
});

test('at 1280 px a toast sits in the bottom corner, clear of the top bar and the heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const toastBox = await signInAndPlaceToast(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(overlaps(toastBox, await box(page.getByRole('banner'))), 'the toast covers the top bar').toBe(false);
  expect(overlaps(toastBox, await box(heading)), 'the toast covers the heading').toBe(false);
  expect(toastBox.y, 'the toast is in the lower half of the screen').toBeGreaterThan(450);
  expect(toastBox.x + toastBox.width, 'the toast is at the end of the screen').toBeGreaterThan(1280 - 60);
});
