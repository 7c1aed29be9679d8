import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';
import { signUp } from './listing-helpers';

type ListingDetail = { listing_id: string; status: string; minimum_rental_days: number; available_dates: string[] };

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** Two listings, each with `days` consecutive open days after `from`, the second range after the first. */
async function twoBookableRanges(request: APIRequestContext, days: number) {
  const feed = (await (await request.get('/api/feed')).json()) as { listings: { listing_id: string }[] };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const found: { id: string; start: string; end: string }[] = [];
  let from = addDays(today, 1);
  for (const { listing_id } of feed.listings) {
    const listing = (await (await request.get(`/api/listings/${listing_id}`)).json()) as ListingDetail;
    if (listing.status !== 'active' || listing.minimum_rental_days > days) continue;
    const open = new Set(listing.available_dates);
    const start = [...open].sort().find((day) => day >= from && Array.from({ length: days }, (_, i) => addDays(day, i)).every((d) => open.has(d)));
    if (!start) continue;
    found.push({ id: listing_id, start, end: addDays(start, days - 1) });
    from = addDays(start, days + 1);
    if (found.length === 2) return found;
  }
  throw new Error('the demo data has no two listings with free consecutive days');
}

test('a new account whose e-mail is not verified holds one request; the booking page says why it cannot send another', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused request is a 409, which Chromium logs as a failed resource.
  allowConsoleErrors.push(/status of 409/);
  const [first, second] = await twoBookableRanges(page.request, 3);

  await signUp(page, 'Brand', 'New');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto(`/booking/${first!.id}?startDate=${first!.start}&endDate=${first!.end}`);
  await page.getByRole('button', { name: 'Request to Book' }).click();
  await expect(page.getByText('Booking request sent!')).toBeVisible();

  await page.goto(`/booking/${second!.id}?startDate=${second!.start}&endDate=${second!.end}`);
  await page.getByRole('button', { name: 'Request to Book' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'See your requests' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Verify your email address to have more than one booking request waiting at a time.');
  await expect(notice.getByRole('link', { name: 'See your requests' })).toHaveAttribute('href', '/my-reservations');
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await saveScreenshot(page, { path: '.tmp/screens/booking-limit-1280.png', fullPage: true });
});
