import type { Locator, Page } from '@playwright/test';
import { DANIEL, signIn } from './demo-session';
import { expect, test, uniqueEmail } from './fixtures';

// Keyboard and screen reader: a whole booking with the keyboard alone (Tab, arrows, Enter, typing where Tab led),
// dialogs that keep focus inside and give it back to their opener, and toasts inside a polite live region.

type ListingDetail = { listing_id: string; title: string; minimum_rental_days: number; available_dates: string[] };
const PASSWORD = 'rent-try-buy-42';

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target.first()).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/** The date (yyyy-mm-dd) of the day picker's focused day, or null when focus is elsewhere. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null);
}

/** Moves the day picker's focus with → until it is on `day` (unavailable days are skipped by the picker). */
async function arrowToDay(page: Page, day: string) {
  for (let presses = 0; presses < 120; presses += 1) {
    const current = await focusedDay(page);
    expect(current, 'focus is on a day of the picker').not.toBeNull();
    if (current === day) return;
    expect(current! < day, `the picker passed ${day} (focus on ${current})`).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedDay(page)).not.toBe(current);
  }
  throw new Error(`the arrow keys did not reach ${day}`);
}

/** Two consecutive open days from tomorrow on (the listing's minimum permitting). */
function twoOpenDays(listing: ListingDetail): { start: string; end: string } {
  expect(listing.minimum_rental_days).toBeLessThanOrEqual(2);
  const open = new Set(listing.available_dates);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const start = [...open].sort().find((day) => day > today && open.has(addDays(day, 1)));
  expect(start, `${listing.title} has two open days in a row`).toBeDefined();
  return { start: start!, end: addDays(start!, 1) };
}

test('sign in → search → listing → dates → Request to Book, with the keyboard alone; toasts are announced', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A fresh renter (the demo renter's reservations stay as other journeys expect them), signed up through the API.
  const email = uniqueEmail('keyboard');
  const created = await page.request.post('/api/auth/signup', { data: { firstName: 'Kira', lastName: 'Board', email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  const feed = (await (await page.request.get('/api/feed?limit=50')).json()) as { listings: { listing_id: string; title: string }[] };
  const card = feed.listings.find((item) => item.title.startsWith('Sony A7'));
  expect(card, 'the demo camera listing').toBeDefined();
  const listing = (await (await page.request.get(`/api/listings/${card!.listing_id}`)).json()) as ListingDetail;
  const dates = twoOpenDays(listing);

  // Sign in. The live region for toasts is on the page before any toast (a region added with its text is not read).
  await page.goto('/login');
  const liveRegion = page.getByRole('region', { name: /^Status messages/ });
  await expect(liveRegion).toHaveAttribute('aria-live', 'polite');
  await expect(liveRegion.locator('[data-sonner-toast]')).toHaveCount(0);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(liveRegion.locator('[data-sonner-toast]', { hasText: 'Welcome back!' })).toBeVisible();

  // A new account is greeted by the profile dialog; Esc closes it.
  const welcome = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  // Search for "camera" from the home page's search bar.
  const searchBar = page.getByRole('button', { name: 'What are you looking for?' });
  await tabTo(page, searchBar);
  await page.keyboard.press('Enter');
  const searchDialog = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(searchDialog).toBeVisible();
  // The caret is in the What box at once (it was on the What header, one Tab away).
  await expect(searchDialog.getByRole('searchbox', { name: 'What are you looking for?' })).toBeFocused();
  await page.keyboard.type('camera');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?.*q=camera/);
  await expect(page.getByRole('heading', { name: 'Results for "camera"' })).toBeVisible();

  // Open the camera listing from the results.
  await tabTo(page, page.getByRole('link', { name: listing.title, exact: true }), { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/listing/${listing.listing_id}$`));
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();

  // Pick the dates in the calendar: Tab into it, arrows to the first day, Enter, arrows to the last day, Enter.
  const calendar = page.getByRole('grid').first();
  await tabTo(page, calendar.locator('[data-day] button'));
  await arrowToDay(page, dates.start);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Now pick your last day.')).toBeVisible();
  await arrowToDay(page, dates.end);
  await page.keyboard.press('Enter');
  // The booking panel's line ("24 Nov 2026 – 26 Nov 2026 · 2 days"), not the phone-width booking bar's " · 2 days".
  await expect(page.getByText(/\d{4} · 2 days$/)).toBeVisible();

  // Request to Book → the booking page → Request to Book.
  await tabTo(page, page.getByRole('button', { name: 'Request to Book' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking/${listing.listing_id}\\?startDate=${dates.start}&endDate=${dates.end}`));
  await tabTo(page, page.getByRole('button', { name: 'Request to Book' }));
  await page.keyboard.press('Enter');
  await expect(liveRegion.locator('[data-sonner-toast]', { hasText: 'Booking request sent!' })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
});

test('dialogs keep the focus inside while open and give it back to their opener on close', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

  // The Contact Us dialog on Help: Tab and Shift+Tab cycle inside it; Esc closes it and the focus is back on the button.
  await page.goto('/help');
  const contact = page.getByRole('button', { name: 'Contact Us' });
  await tabTo(page, contact);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus inside the dialog after ${presses + 1} × Tab`).toBe(true);
  }
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `focus inside the dialog after ${presses + 1} × Shift+Tab`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();

  // The same with the Close button (Enter on it), in the signed-in search dialog opened from the search page's Filters.
  await signIn(page, DANIEL);
  await page.goto('/search?q=camera');
  await expect(page.getByRole('heading', { name: 'Results for "camera"' })).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await tabTo(page, filters);
  await page.keyboard.press('Enter');
  const search = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(search).toBeVisible();
  await expect.poll(() => focusInside(search)).toBe(true);
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(search), `focus inside the search dialog after ${presses + 1} × Tab`).toBe(true);
  }
  await tabTo(page, search.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(filters).toBeFocused();

  // The account menu (a menu, not a dialog) also gives the focus back when Esc closes it.
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, accountMenu, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(accountMenu).toBeFocused();
});
