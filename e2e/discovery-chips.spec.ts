import { request, type APIRequestContext, type Page } from '@playwright/test';
import { categoryGroups } from '../src/domain/categories';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';

type FeedBody = { listings: { category: string }[] };
type MyListings = { listings: { listing_id: string; category: string; status: string }[] };

const categoriesOf = (...groups: string[]) =>
  categoryGroups.filter((entry) => groups.includes(entry.group)).flatMap((entry) => entry.categories as readonly string[]);

/** Clicks a chip and returns the feed page the app asked for. */
async function toggleChip(page: Page, name: string, groupsParam: string): Promise<FeedBody> {
  const response = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/feed' && url.searchParams.get('groups') === groupsParam && !url.searchParams.has('cursor');
  });
  await page.getByRole('group', { name: 'Category groups' }).getByRole('button', { name, exact: true }).click();
  return (await (await response).json()) as FeedBody;
}

/** The demo owners of every Vehicles listing, signed in through the API (not the browser). */
const vehicleOwners = ['eitan.golan@demo.gearloop.app', 'noa.mizrahi@demo.gearloop.app', 'omer.katz@demo.gearloop.app'];

async function setVehicleListings(baseURL: string, status: 'active' | 'inactive'): Promise<number> {
  let changed = 0;
  for (const email of vehicleOwners) {
    const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    try {
      expect((await api.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(true);
      const mine = (await (await api.get('/api/me/listings')).json()) as MyListings;
      for (const listing of mine.listings.filter((item) => categoriesOf('Vehicles').includes(item.category) && item.status !== status)) {
        expect((await api.post(`/api/listings/${listing.listing_id}/status`, { data: { status } })).ok()).toBe(true);
        changed += 1;
      }
    } finally {
      await api.dispose();
    }
  }
  return changed;
}

test('category chips filter the feed, combine, and page on scroll', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Available Near You' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Listings' });
  await expect(grid.getByRole('listitem')).toHaveCount(50);

  // More results load as the user scrolls (the demo has more than one page of 50).
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(50);

  await page.evaluate(() => window.scrollTo(0, 0));
  const electronics = await toggleChip(page, 'Electronics', 'Electronics');
  await expect(page).toHaveURL(/groups=Electronics$/);
  expect(electronics.listings.length).toBeGreaterThan(0);
  expect(electronics.listings.every((listing) => categoriesOf('Electronics').includes(listing.category))).toBe(true);
  await expect(grid.getByRole('listitem')).toHaveCount(electronics.listings.length);
  await expect(page.getByRole('button', { name: 'Electronics', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const combined = await toggleChip(page, 'Gear', 'Gear,Electronics');
  await expect(page).toHaveURL(/groups=Gear%2CElectronics$/);
  expect(combined.listings.every((listing) => categoriesOf('Gear', 'Electronics').includes(listing.category))).toBe(true);
  expect(combined.listings.length).toBeGreaterThan(electronics.listings.length);
  await expect(grid.getByRole('listitem')).toHaveCount(combined.listings.length);

  // Reload keeps the chips; "All" clears them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Gear', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('a group with nothing available shows the empty state, and Clear category filters restores the feed', async ({ page, baseURL }) => {
  expect(await setVehicleListings(baseURL!, 'inactive')).toBeGreaterThan(0);
  try {
    await page.goto('/explore?groups=Vehicles');
    await expect(page.getByRole('heading', { name: 'No gear found matching your selected categories' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear category filters' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await setVehicleListings(baseURL!, 'active');
  }
});
