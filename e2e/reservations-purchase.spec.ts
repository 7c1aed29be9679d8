import { DANIEL, DEMO_PASSWORD as PASSWORD, MAYA, signIn, signOut } from './demo-session';
import { expect, test } from './fixtures';

test('a renter buys an item he rented before with rental credit; the owner completes it and the listing is archived', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Demo data: Daniel rented Maya's Xiaomi scooter (₪70/day, 3 days = ₪210); it is for sale at ₪1,400.
  const maya = await browser.newContext();
  const mayaSignIn = await maya.request.post('/api/auth/signin', { data: { email: MAYA, password: PASSWORD } });
  expect(mayaSignIn.ok()).toBe(true);
  const mine = (await (await maya.request.get('/api/me/listings')).json()) as { listings: { listing_id: string; title: string }[] };
  const scooter = mine.listings.find((listing) => listing.title.startsWith('Xiaomi electric scooter'));
  expect(scooter, 'the demo scooter').toBeDefined();
  await maya.close();

  await signIn(page, DANIEL);
  // From his rental of it: the button names the price he will be asked, credit taken off (it said ₪1,400).
  const rentals = (await (await page.request.get('/api/reservations')).json()) as { reservations: { reservation_id: string; listing_id: string; is_purchase: boolean }[] };
  const rental = rentals.reservations.find((reservation) => reservation.listing_id === scooter!.listing_id && !reservation.is_purchase);
  expect(rental, 'the demo rental of the scooter').toBeDefined();
  await page.goto(`/reservation/${rental!.reservation_id}`);
  await page.getByRole('link', { name: 'Request to Buy · ₪1,190' }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/${scooter!.listing_id}$`));
  const breakdown = page.getByLabel('Purchase price breakdown');
  await expect(breakdown).toContainText('₪1,400');
  await expect(breakdown).toContainText('−₪210');
  await expect(breakdown).toContainText('₪1,190');
  await page.getByRole('button', { name: 'Request to Buy' }).click();
  await expect(page.getByText('Purchase request sent!')).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}/);
  const reservationUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Pending').first()).toBeVisible();

  await signOut(page);
  await signIn(page, MAYA);
  await page.goto(reservationUrl);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Reservation accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Complete purchase' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete purchase' }).click();
  await expect(page.getByText('Purchase completed successfully!')).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();

  // Archived: gone for everyone else, inactive for the owner.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/api/listings/${scooter!.listing_id}`)).status()).toBe(404);
  await visitor.close();
  const asOwner = await page.request.get(`/api/listings/${scooter!.listing_id}`);
  expect((await asOwner.json()).status).toBe('inactive');
});
