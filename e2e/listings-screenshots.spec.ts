import type { Page } from '@playwright/test';
import { expect, saveScreenshot, newAppPage, settle, test } from './fixtures';

// Every listings page renders at 375 px and 1280 px: without a browser error (fixtures), with its heading shown,
// and nothing wider than the screen. The screenshots it leaves in .tmp/screens/listings-*.png are for looking at.

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('gearloop-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Not now' }).click();
}

async function shoot(page: Page, name: string, path: string, heading: string | RegExp) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, { path: `.tmp/screens/listings-${name}-${width}.png`, fullPage: true });
  }
}

test('screens', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'maya@demo.gearloop.app');
  const mine = await (await page.request.get('/api/me/listings')).json();
  const ownId: string = mine.listings[0].listing_id;
  const ownTitle: string = mine.listings[0].title;
  await shoot(page, 'my-listings', '/my-listings', 'My Listings');
  await shoot(page, 'detail-owner', `/listing/${ownId}`, ownTitle);
  await shoot(page, 'create', '/create-listing', 'List Your Gear');
  await shoot(page, 'edit', `/edit-listing/${ownId}`, 'Edit Listing');
  await shoot(page, 'profile', `/profile/${mine.listings[0].owner_id}`, /Maya/);

  const renter = await newAppPage(await browser.newContext());
  await signIn(renter, 'daniel@demo.gearloop.app');
  const feed = await (await renter.request.get('/api/feed?limit=3')).json();
  for (const card of feed.listings) await renter.request.put(`/api/favorites/${card.listing_id}`, { headers: { origin: new URL(renter.url()).origin } });
  await shoot(renter, 'detail-renter', `/listing/${ownId}`, ownTitle);
  await shoot(renter, 'favorites', '/favorites', /Favorites/);
  await shoot(renter, 'not-found', '/listing/00000000-0000-4000-8000-000000000000', 'Listing not found');
});
