import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DANIEL, signIn } from './demo-session';
import { expect, saveScreenshot, settle, test } from './fixtures';
import { marketDay } from './listing-helpers';

/** Rough edges a new user found (issue #15): each checked the way that user met it. */

const SCREENS = '.tmp/screens';

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await settle(page);
  await saveScreenshot(page, { path: `${SCREENS}/edges-${name}.png`, fullPage: false });
}

test('on a phone the active category chip is in view and the listing keeps its price and main action in a bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A link to the last group: its chip sits beyond the right edge of a phone until the row scrolls to it.
  await page.goto('/explore?groups=Vehicles');
  const chip = page.getByRole('group', { name: 'Category groups' }).getByRole('button', { name: 'Vehicles', exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await shoot(page, 'chips-375');

  const feed = (await (await page.request.get('/api/feed')).json()) as { listings: { listing_id: string; title: string }[] };
  const listing = feed.listings[0]!;
  await page.goto(`/listing/${listing.listing_id}`);
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  const bar = page.getByTestId('mobile-booking-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('/ day');
  // Above the bottom navigation, not under it.
  const barBox = (await bar.boundingBox())!;
  const navBox = (await page.getByTestId('bottom-nav').boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
  await shoot(page, 'listing-bar-375');
  await bar.getByRole('button', { name: 'Choose dates' }).click();
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeInViewport();
  await shoot(page, 'listing-bar-dates-375');

  // On a wide screen the panel is beside the description: no bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
  await shoot(page, 'listing-1280');
});

test('the Filters badge, the chips and the dialog count filters alike; a bad link parameter is ignored', async ({ page }) => {
  await page.goto(`/search?location=Haifa%2C%20Israel&startDate=${marketDay(20)}&endDate=${marketDay(22)}&minPrice=50&maxPrice=300&minRating=4&forSaleOnly=true`);
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chips).toHaveCount(5);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters 5 active');
  await shoot(page, 'filters-1280');
  await filters.click();
  const dialog = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(dialog.getByRole('button', { name: /^Filters/ })).toContainText('5 active');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A hand-edited link: the bad value falls back to its default, the search still runs, no API wording shows.
  await page.goto('/search?q=camera&minPrice=-5&maxPrice=abc');
  await expect(page.getByRole('heading', { name: 'Results for "camera"' })).toBeVisible();
  await expect(page.getByText(/items? found/)).toBeVisible();
  await expect(page.getByText(/must be at least/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'filters-bad-link-375');
});

test('on a phone the My Reservations tabs are alike: each label with its count under it', async ({ page }) => {
  await signIn(page, DANIEL);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/my-reservations');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(tabs.first()).toHaveAccessibleName(/^Upcoming\s*\(\d+\)$/);
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const [label, count] = [element.firstChild, element.lastElementChild!];
      const range = document.createRange();
      range.selectNodeContents(label!);
      return { height: element.getBoundingClientRect().height, labelLines: range.getClientRects().length, countTop: count.getBoundingClientRect().top, labelBottom: range.getBoundingClientRect().bottom };
    }),
  );
  // Before, "Upcoming (3)" and "Cancelled (2)" wrapped and "Past (10)" and "All (15)" did not.
  for (const box of boxes) {
    expect(box.labelLines).toBe(1);
    expect(box.countTop).toBeGreaterThanOrEqual(box.labelBottom - 1);
    expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
  }
  await shoot(page, 'reservation-tabs-375');
});
