import type { Page } from '@playwright/test';
import { DANIEL, MAYA, signIn, signOut } from './demo-session';
import { expect, test } from './fixtures';

type ReservationItem = { reservation_id: string; status: string; listing: { listing_id: string; title: string }; review: { state: string } };

/** Picks stars in a rating group with the keyboard: Tab lands on the group, the arrow keys choose. */
async function rateWithKeyboard(page: Page, group: string, stars: number) {
  const first = page.getByRole('group', { name: group }).getByRole('radio', { name: '1 star', exact: true });
  await first.focus();
  await page.keyboard.press('Space');
  for (let step = 1; step < stars; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: group }).getByRole('radio', { name: `${stars} stars` })).toBeChecked();
}

test('a completed rental: the renter reviews, hidden from the owner until she reviews too; then both show on the listing and both profiles', async ({ page }) => {
  test.setTimeout(120_000);
  // Demo data: Daniel rented Maya's Sony A7 camera last week; it completed and neither has reviewed (window open).
  await signIn(page, DANIEL);
  const mine = (await (await page.request.get('/api/reservations?role=renter')).json()) as { reservations: ReservationItem[] };
  const rental = mine.reservations.find((item) => item.listing.title.startsWith('Sony A7') && item.status === 'completed');
  expect(rental, 'the demo rental waiting for reviews').toBeDefined();
  expect(rental!.review.state).toBe('open');
  const listingId = rental!.listing.listing_id;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  const danielId = session.user.id;

  // The "How was your rental?" notification opens the review page.
  await page.getByRole('button', { name: /notifications/i }).click();
  await page.getByText('How was your rental?').first().click();
  await expect(page).toHaveURL(new RegExp(`/review/${rental!.reservation_id}$`));
  await expect(page.getByRole('heading', { name: 'Leave a review' })).toBeVisible();
  await expect(page.getByText(/^Reviews close on \d{1,2} [A-Z][a-z]{2} \d{4}\./)).toBeVisible();

  // Nothing rated: the page says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please rate the listing or the owner (1 to 5 stars)' })).toBeVisible();

  await rateWithKeyboard(page, 'Rate the listing', 5);
  await page.getByLabel('Comment about the listing (optional)').fill('Sharp lenses, two batteries — all as described.');
  await rateWithKeyboard(page, 'Rate the owner', 4);
  await page.getByLabel('Comment (optional)').fill('Maya was on time and explained everything.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted').first()).toBeVisible();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  // Back after one second (to the notifications' page, where he came from).
  await expect(page).not.toHaveURL(/\/review\//, { timeout: 5_000 });

  // His own view: "You reviewed", unpublished until Maya reviews or the window closes.
  await page.goto(`/reservation/${rental!.reservation_id}`);
  await expect(page.getByRole('link', { name: 'You reviewed' })).toBeVisible();
  await page.getByRole('link', { name: 'You reviewed' }).click();
  await expect(page.getByText(/^Submitted — published when Maya Cohen reviews or on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await signOut(page);

  // Maya's profile does not show Daniel's review yet, nor does the listing.
  await signIn(page, MAYA);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(page.getByText('Maya was on time and explained everything.')).toHaveCount(0);
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(page.getByText('Sharp lenses, two batteries — all as described.')).toHaveCount(0);

  // Maya reviews from My Reservations.
  await page.goto('/my-reservations');
  await page.getByRole('tab', { name: 'Past' }).click();
  const card = page.locator(`a[href="/reservation/${rental!.reservation_id}"]`).locator('xpath=ancestor::*[contains(@class,"relative")][1]');
  await card.getByRole('link', { name: 'Leave a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${rental!.reservation_id}$`));
  await expect(page.getByRole('group', { name: 'Rate the listing' })).toHaveCount(0);
  await rateWithKeyboard(page, 'Rate the renter', 5);
  await page.getByLabel('Comment (optional)').fill('Daniel returned everything clean.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/review\//, { timeout: 5_000 });

  // Both published: on the listing, on Maya's profile (as owner) and on Daniel's (as renter).
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByText('Sharp lenses, two batteries — all as described.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Maya was on time and explained everything.')).toBeVisible();
  await page.goto(`/profile/${danielId}`);
  await expect(page.getByText('Daniel returned everything clean.')).toBeVisible();
  await page.goto(`/review/${rental!.reservation_id}`);
  await expect(page.getByRole('heading', { name: 'You reviewed' })).toBeVisible();
  await expect(page.getByText('Daniel Levi’s review of you')).toBeVisible();
});
