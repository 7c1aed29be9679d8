import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './listing-helpers';

type Card = { listing_id: string; title: string; price_per_day: number };

async function feedCards(page: Page): Promise<Card[]> {
  const response = await page.request.get('/api/feed?limit=50');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { listings: Card[] }).listings;
}

/** Three listings with distinct prices and titles. */
function pickThree(cards: Card[]): Card[] {
  const chosen: Card[] = [];
  for (const card of cards) {
    if (chosen.some((other) => other.price_per_day === card.price_per_day || other.title === card.title)) continue;
    chosen.push(card);
    if (chosen.length === 3) break;
  }
  expect(chosen).toHaveLength(3);
  return chosen;
}

async function favoriteTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Favorite listings' }).getByRole('heading').allTextContents();
}

test('a visitor pressing the heart signs in and comes back to the listing', async ({ page }) => {
  const [card] = await feedCards(page);
  await page.goto(`/listing/${card!.listing_id}`);
  await page.getByRole('button', { name: `Add ${card!.title} to favorites` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('daniel@demo.gearloop.app');
  await page.getByLabel('Password', { exact: true }).fill('gearloop-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${card!.listing_id}$`));
});

test('add favorites, sort and search them, remove them', async ({ page }) => {
  await signUp(page, 'Fay', 'Favorites');
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Items' })).toBeVisible();

  const picked = pickThree(await feedCards(page));
  for (const card of picked) {
    await page.goto(`/listing/${card.listing_id}`);
    const heart = page.getByRole('button', { name: `Add ${card.title} to favorites` });
    await heart.click();
    await expect(page.getByRole('button', { name: `Remove ${card.title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to favorites')).toBeVisible();
  }

  await page.goto('/favorites');
  await expect(page.getByText('3 items')).toBeVisible();
  // Recent first: the last one added leads.
  await expect.poll(() => favoriteTitles(page)).toEqual([...picked].reverse().map((card) => card.title));

  const sortBy = page.getByLabel('Sort favorites');
  await sortBy.selectOption('price-low');
  await expect.poll(() => favoriteTitles(page)).toEqual([...picked].sort((a, b) => a.price_per_day - b.price_per_day).map((card) => card.title));
  await sortBy.selectOption('price-high');
  await expect.poll(() => favoriteTitles(page)).toEqual([...picked].sort((a, b) => b.price_per_day - a.price_per_day).map((card) => card.title));

  const search = page.getByLabel('Search favorites');
  await search.fill('zzz-nothing-like-this');
  await expect(page.getByRole('heading', { name: 'No favorites found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByText('3 items')).toBeVisible();
  await search.fill(picked[0]!.title);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await search.fill('');

  // Removing from the card takes it off the list at once, and for good.
  const removed = picked[1]!;
  await page.getByRole('button', { name: `Remove ${removed.title} from favorites` }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 items')).toBeVisible();
  await expect.poll(() => favoriteTitles(page)).not.toContain(removed.title);

  for (const card of [picked[0]!, picked[2]!]) await page.getByRole('button', { name: `Remove ${card.title} from favorites` }).click();
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
});
