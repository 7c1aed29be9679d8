import { addDays, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

/** The price per day printed on each result card, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // textContent, not innerText: cards far below the viewport are not laid out (content-visibility), so their innerText is empty.
  const texts = await results.getByRole('listitem').allTextContents();
  return texts.map((text) => {
    const match = /₪\s?([\d,]+(?:\.\d+)?)\s*\/\s*day/.exec(text);
    if (!match?.[1]) throw new Error(`no price on card: ${text}`);
    return Number(match[1].replace(/,/g, ''));
  });
}

/** Clicks a day in the open day picker, moving to the next month when needed. */
async function pickDay(page: Page, day: Date) {
  // The calendar names a day as it shows it: "Sunday, 6 December 2026" (components/ui/calendar.tsx).
  const name = new RegExp(format(day, 'EEEE, d MMMM yyyy'));
  const button = page.getByRole('button', { name });
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let i = 0; i < 2 && !(await button.isVisible()); i += 1) await page.getByRole('button', { name: /next month/i }).click();
  await button.click();
}

test('search from the dialog with flexible dates and a price cap, sort by price, open a result', async ({ page }) => {
  await page.goto('/explore');
  await page.getByRole('button', { name: 'What are you looking for?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('What are you looking for?')).toHaveAttribute('placeholder', 'e.g. camera, bike, tools...');

  // When: first click sets the start, the second the end and closes the picker; ±2 days.
  await dialog.getByRole('button', { name: /^When/ }).click();
  await dialog.getByRole('button', { name: 'Dates Add dates' }).click();
  const start = addDays(new Date(), 10);
  const end = addDays(new Date(), 12);
  await pickDay(page, end);
  await pickDay(page, start); // earlier than the first click: the two are swapped
  await expect(page.getByRole('grid')).toBeHidden();
  await dialog.getByText('±2 days').click();
  await expect(dialog.getByRole('radio', { name: '±2 days' })).toBeChecked();

  // Filters: cap the price with the keyboard (Page Down moves ten steps of ₪10).
  await dialog.getByRole('button', { name: /^Filters/ }).click();
  const maxThumb = dialog.getByRole('slider', { name: 'Maximum price' });
  await expect(maxThumb).toHaveAttribute('aria-valuetext', 'Any');
  await maxThumb.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('PageDown');
  await expect(maxThumb).toHaveAttribute('aria-valuenow', '200');
  await expect(dialog.getByText(/Up to ₪\s?200/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('startDate')).toBe(format(start, 'yyyy-MM-dd'));
  expect(url.searchParams.get('endDate')).toBe(format(end, 'yyyy-MM-dd'));
  expect(url.searchParams.get('flexibility')).toBe('2');
  expect(url.searchParams.get('maxPrice')).toBe('200');
  expect(url.searchParams.has('minPrice')).toBe(false);
  await expect(page.getByRole('heading', { name: 'All Listings', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+\+? items? found$/)).toBeVisible();

  // Sort both ways by price: the order really changes, and the cap holds.
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const isSorted = (prices: number[], direction: 1 | -1) => prices.every((price, i) => i === 0 || (price - prices[i - 1]!) * direction >= 0);
  await expect.poll(async () => isSorted(await cardPrices(page), 1)).toBe(true);
  const ascending = await cardPrices(page);
  expect(ascending.length).toBeGreaterThan(2);
  expect(Math.max(...ascending)).toBeLessThanOrEqual(200);

  await sort.selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(async () => isSorted(await cardPrices(page), -1)).toBe(true);
  const descending = await cardPrices(page);
  // The order changed: the dearest comes first now, the cheapest did before.
  expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...ascending));
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
  expect(Math.max(...descending)).toBeLessThanOrEqual(200);

  // The URL is the state: reload keeps the sort, Back returns to the previous one.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(ascending[0]);

  // Open a result.
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('distance sort shows how far each result is from the searched place', async ({ page }) => {
  await page.goto('/search?q=camera&location=Tel%20Aviv&sort=distance');
  await expect(page.getByRole('heading', { name: 'Results for "camera"' })).toBeVisible();
  await expect(page.getByText(/^Distances from /)).toBeVisible();
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first.getByText(/^\d+(\.\d)? km$|^\d+ m$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('zzqqxxnothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expect(page.getByText('0 items found')).toBeVisible();
  // Clear Filters drops the place (the text and sort stay); with no filter left, Browse Everything clears the text too.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/search\?(?!.*location=)q=zzqqxxnothing&sort=distance$/);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Browse Everything' }).click();
  await expect(page.getByRole('heading', { name: 'All Listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
});

test('the dialog’s place suggestions float over the sections below it, and nothing shows under its buttons', async ({ page }) => {
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/explore');
    await page.getByRole('button', { name: 'What are you looking for?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search for Items' });
    await dialog.getByRole('button', { name: /^Where/ }).click();
    await dialog.getByRole('combobox', { name: 'Location' }).fill('Tel');
    // The suggestion is what the page shows at its centre: it was clipped by its section, under the When row.
    const option = dialog.getByRole('option', { name: /^Tel Aviv/ });
    await expect(option).toBeVisible();
    const onTop = await option.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    });
    expect(onTop, `${viewport.width} px`).toBe(true);
    await option.click();
    await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Tel Aviv/);

    // Every section open, so the dialog scrolls: its buttons' bar ends where the dialog ends.
    await dialog.getByRole('button', { name: /^When/ }).click();
    await dialog.getByRole('button', { name: /^Filters/ }).click();
    const bar = await dialog.getByRole('button', { name: 'Clear all' }).locator('..').boundingBox();
    const box = await dialog.boundingBox();
    expect(Math.abs(bar!.y + bar!.height - (box!.y + box!.height)), `${viewport.width} px`).toBeLessThanOrEqual(1);
    await saveScreenshot(page, { path: `.tmp/screens/search-dialog-sections-${viewport.width}.png` });
    await page.keyboard.press('Escape');
  }
});

test('on a phone the sort select shows its longest option whole, with filters active', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/search?q=camera&maxPrice=300&minRating=3&sort=price_desc');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('price_desc');
    // The widest option's text against the room inside the select (its padding leaves the arrow's room).
    const fit = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return { widest, room };
    });
    expect(fit.widest, `${width} px`).toBeLessThanOrEqual(fit.room);
    await saveScreenshot(page, { path: `.tmp/screens/search-sort-${width}.png` });
  }
});
