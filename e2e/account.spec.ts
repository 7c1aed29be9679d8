import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, MAYA, signIn, signOut } from './demo-session';
import { expect, saveScreenshot, newAppPage, test, uniqueEmail } from './fixtures';
import { pngFixture } from './listing-helpers';

const SCREENS = '.tmp/screens';
const PASSWORD = 'rent-try-buy-42';

/** A full-page screenshot at 1280 px and at 375 px (then back to 1280). */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, { path: `${SCREENS}/account-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, { path: `${SCREENS}/account-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A new account, signed in in this page's context (API sign-up), with a complete profile; the welcome prompt every
 * new profile gets once is marked as seen (the sign-up journey covers it).
 */
async function newMember(page: Page, firstName = 'Tamar', lastName = 'Golan') {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post('/api/auth/signup', { data: { firstName, lastName, email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const id = (await response.json()).user.id as string;
  await page.addInitScript((key) => window.localStorage.setItem(key, new Date().toISOString()), `gearloop:new-profile-prompt-seen:${id}`);
  return { email, id };
}

test('edit profile: a cropped photo shows in the top bar and on the profile, and the map picker sets the location', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id } = await newMember(page);
  await page.goto(`/profile/${id}`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Profile photo file').setInputFiles(pngFixture('me.png', [200, 80, 40], 640, 480));
  const crop = page.getByRole('dialog', { name: 'Crop your profile photo' });
  await expect(crop).toBeVisible();
  const apply = crop.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeEnabled();
  // Keyboard nudges on the crop area (1 px, Shift 10 px, Alt 100 px).
  await crop.getByLabel('Crop your profile photo', { exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
  await shoot(page, 'crop');
  await apply.click();
  await expect(page.getByText('Profile photo updated successfully')).toBeVisible();
  await expect(crop).toBeHidden();

  // The top bar (behind the dialog, so not in the accessibility tree now) loads the small size, the dialog the large.
  await expect(page.locator('header img')).toHaveAttribute('src', new RegExp(`/media/${id}/avatar-[0-9a-f]+-96\\.webp$`));
  await expect(dialog.getByRole('img', { name: 'Tamar Golan' })).toHaveAttribute('src', new RegExp(`/media/${id}/avatar-[0-9a-f]+-320\\.webp$`));

  // The map location picker: nothing chosen and no text → Confirm Location disabled.
  await dialog.getByLabel('Location', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Select Location' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Confirm Location' })).toBeDisabled();
  await expect(picker.getByRole('region', { name: 'Map of the selected location' })).toBeVisible();
  await picker.getByLabel('Address or city').fill('Ha');
  await expect(picker.getByRole('button', { name: 'Haifa, Israel' })).toBeHidden();
  await picker.getByLabel('Address or city').fill('Haif');
  await picker.getByRole('button', { name: 'Haifa, Israel' }).click();
  await expect(picker.getByLabel('Address or city')).toHaveValue('Haifa, Israel');
  await shoot(page, 'location-picker');
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(dialog.getByLabel('Location', { exact: true })).toHaveValue('Haifa, Israel');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  // The top bar's photo is decorative there (the button is named "Account menu"): found as an element, not by role.
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /-96\.webp$/);
  await expect(page.locator('main').getByRole('img', { name: 'Tamar Golan' }).first()).toHaveAttribute('src', /-320\.webp$/);
  await expect(page.getByText('Haifa', { exact: false }).first()).toBeVisible();
  await shoot(page, 'profile-with-photo');
});

test('the location picker says "Maps service unavailable" without tiles or geocoder and still works by suggestions', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/Failed to load resource/);
  const { id } = await newMember(page);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.route('**/api/geo/suggest**', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/profile/${id}`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Select Location' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location' });
  await picker.getByLabel('Address or city').fill('Jerus');
  await expect(picker.getByText('Maps service unavailable')).toBeVisible();
  await picker.getByRole('button', { name: 'Jerusalem, Israel' }).click();
  await picker.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' }).getByLabel('Location', { exact: true })).toHaveValue('Jerusalem, Israel');
});

test('settings: the switches are saved on the server and survive a reload', async ({ page }) => {
  await newMember(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const marketing = page.getByRole('switch', { name: 'Marketing emails' });
  const email = page.getByRole('switch', { name: 'Email notifications' });
  await expect(marketing).not.toBeChecked();
  await expect(email).toBeChecked();
  await marketing.click();
  await expect(page.getByText('Your notification preferences have been saved.').first()).toBeVisible();
  await email.click();
  await expect(email).not.toBeChecked();
  await page.getByRole('switch', { name: 'WhatsApp notifications' }).click();
  await expect(page.getByText('Verify your phone number to receive WhatsApp notifications.')).toBeVisible();
  await shoot(page, 'settings');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'WhatsApp notifications' })).toBeChecked();
});

test('change password: checks in the form, then the old password is refused and the new one accepted', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 40[01]/);
  const { email } = await newMember(page);
  await page.goto('/settings');
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await expect(page.getByTestId('password-strength')).toContainText('too common');
  await page.getByLabel('Confirm new password').fill('password2');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText("New password and confirmation don't match").first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await update.click();
  await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password1');
  await update.click();
  // The earlier form-check toasts share the title and may still be showing: find the server's refusal by its text.
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: 'Error changing password' }).filter({ hasText: 'This password is too common. Please choose a less predictable one.' });
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toBeVisible();

  const next = 'violet-tractor-harbour-42';
  // A wrong current password is said under its field too, and goes when it is typed again.
  const form = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await update.click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Current password').fill(PASSWORD);
  await expect(form.getByText('Current password is incorrect')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await expect(page.getByTestId('password-strength')).toContainText(/Good|Strong/);
  await update.click();
  await expect(page.getByText('Password updated')).toBeVisible();

  // Wait until signed out: a navigation while the sign-out request is in flight cancels it (failed once in CI).
  await signOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, next);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

async function mayasBookableListing(browser: Browser) {
  const maya = await browser.newContext();
  expect((await maya.request.post('/api/auth/signin', { data: { email: MAYA, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const mine = (await (await maya.request.get('/api/me/listings')).json()).listings as { listing_id: string; status: string }[];
  for (const card of mine.filter((listing) => listing.status === 'active')) {
    const detail = await (await maya.request.get(`/api/listings/${card.listing_id}`)).json();
    const days = [...(detail.available_dates as string[])].sort();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const start = days.find((day, index) => day > today && days[index + 2] === addDays(day, 2) && (detail.minimum_rental_days ?? 1) <= 3);
    if (start) return { maya, listing: detail as { listing_id: string; title: string }, start, end: addDays(start, 2) };
  }
  throw new Error('Maya has no listing with 3 open days in a row');
}

function addDays(date: string, days: number) {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

test('delete account with a pending booking: the owner still sees the reservation, with "Deleted user"', async ({ page, browser, allowConsoleErrors }) => {
  test.setTimeout(120_000);
  // The wrong password below is answered 400; nothing may be answered 401. Two did come: the settings page asking again
  // with the ended session (every time; e1df101), and a list read again on a live event of the booking the deletion
  // cancels (once in four CI runs; the deleted person's events are now erased with the account).
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 400/);
  await newMember(page, 'Yael', 'Leaving');
  const { maya, listing, start, end } = await mayasBookableListing(browser);
  const booked = await page.request.post('/api/reservations', { data: { listing_id: listing.listing_id, start_date: start, end_date: end } });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await confirm.getByLabel('Enter your password to confirm').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Error deleting account')).toBeVisible();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await shoot(page, 'delete-confirm');

  await confirm.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

  // The owner still has the reservation: cancelled by the renter, the renter shown as "Deleted user".
  const owner = await newAppPage(maya);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto('/my-reservations');
  await owner.getByRole('tab', { name: 'All' }).click();
  const card = owner.locator('div.relative', { hasText: listing.title }).filter({ hasText: 'Deleted user' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await shoot(owner, 'owner-sees-deleted-user');

  // Their conversation stays readable, and says why nothing more can be sent (no message box).
  const { conversations } = (await (await maya.request.get('/api/conversations')).json()) as { conversations: { id: string; other_person: { deleted: boolean } }[] };
  const withDeleted = conversations.find((conversation) => conversation.other_person.deleted);
  expect(withDeleted).toBeDefined();
  await owner.goto(`/messages/${withDeleted!.id}`);
  await expect(owner.getByRole('note').filter({ hasText: 'This member deleted their account: messages can no longer be sent to them.' })).toBeVisible();
  await expect(owner.getByRole('form', { name: 'Message' })).toHaveCount(0);
  await shoot(owner, 'owner-conversation-with-deleted-user');
  await maya.close();
});
