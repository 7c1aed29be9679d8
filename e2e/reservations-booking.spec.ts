import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDay, formatPrice } from '../src/domain/format';
import { DANIEL, DEMO_PASSWORD as PASSWORD, MAYA, signIn, signOut } from './demo-session';
import { expect, saveScreenshot, test } from './fixtures';

const SCREENS = '.tmp/screens';
// A 1×1 transparent PNG: map tiles are answered locally (the test machine has no internet).
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type ListingDetail = {
  listing_id: string;
  title: string;
  status: string;
  weekly_discount: number;
  monthly_discount: number;
  minimum_rental_days: number;
  price_per_day: number;
  for_sale: boolean;
  available_dates: string[];
};

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

async function apiSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(response.ok(), `API sign-in as ${email}`).toBe(true);
}

/** A full-page screenshot at 1280 px and at 375 px (then back to 1280). */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, { path: `${SCREENS}/reservations-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, { path: `${SCREENS}/reservations-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The first 8 consecutive open days from tomorrow on that overlap none of the renter's active reservations. */
function eightFreeDays(listing: ListingDetail, busy: { start_date: string; end_date: string }[]): { start: string; end: string } | null {
  const open = new Set(listing.available_dates);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  for (const start of [...listing.available_dates].sort()) {
    const end = addDays(start, 7);
    let ok = true;
    for (let day = start; day <= end; day = addDays(day, 1)) if (!open.has(day)) ok = false;
    if (ok && start > today && !busy.some((range) => range.start_date <= end && start <= range.end_date)) return { start, end };
  }
  return null;
}

test('a renter books 8 days with the weekly discount, the owner accepts, both see it accepted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_PNG }));
  await page.setViewportSize({ width: 1280, height: 900 });

  // Maya's listings: one with a weekly discount to book, one for sale for the Request to Buy screen.
  await apiSignIn(page.request, MAYA);
  const mine = (await (await page.request.get('/api/me/listings')).json()) as { listings: { listing_id: string }[] };
  const details: ListingDetail[] = [];
  for (const { listing_id } of mine.listings) details.push((await (await page.request.get(`/api/listings/${listing_id}`)).json()) as ListingDetail);
  await page.request.post('/api/auth/signout', { data: {} });

  // Daniel's active reservations must not overlap the new dates (a renter cannot double-book himself).
  await apiSignIn(page.request, DANIEL);
  const danielReservations = (await (await page.request.get('/api/reservations?role=renter')).json()) as {
    reservations: { listing_id: string; start_date: string; end_date: string; status: string }[];
  };
  const busy = danielReservations.reservations.filter((r) => ['pending', 'accepted', 'ongoing', 'confirmed'].includes(r.status));
  // A renter holds one pending request per listing: not a listing he already waits for.
  const waitingFor = new Set(danielReservations.reservations.filter((r) => r.status === 'pending').map((r) => r.listing_id));
  let listing: ListingDetail | undefined;
  let dates: { start: string; end: string } | null = null;
  for (const candidate of details) {
    if (candidate.status !== 'active' || candidate.weekly_discount <= 0 || candidate.minimum_rental_days > 8 || waitingFor.has(candidate.listing_id)) continue;
    dates = eightFreeDays(candidate, busy);
    if (dates) {
      listing = candidate;
      break;
    }
  }
  expect(listing, 'a demo listing of Maya with a weekly discount and 8 free days').toBeDefined();
  const forSale = details.find((candidate) => candidate.status === 'active' && candidate.for_sale);
  await page.request.post('/api/auth/signout', { data: {} });

  // The renter books 8 days: the breakdown shows the weekly discount.
  await signIn(page, DANIEL);
  await page.goto(`/booking/${listing!.listing_id}?startDate=${dates!.start}&endDate=${dates!.end}`);
  await expect(page).toHaveTitle('Request to Book — Gearloop');
  await expect(page.getByRole('heading', { name: 'Request to Book' })).toBeVisible();
  const breakdown = page.getByLabel('Price breakdown');
  await expect(breakdown.getByText(/× 8 days/)).toBeVisible();
  await expect(breakdown.getByText(`Weekly discount (${listing!.weekly_discount}%)`)).toBeVisible();
  const base = listing!.price_per_day * 8;
  const total = base - Math.round(base * listing!.weekly_discount) / 100;
  await expect(breakdown.getByText(formatPrice(total), { exact: true })).toBeVisible();
  // Gearloop takes no payments: the page does not claim to confirm a price.
  await expect(page.getByText("You won't be charged. Gearloop takes no payments: you pay the owner directly, as you agree together.")).toBeVisible();
  await expect(page.getByText(/confirmed by Gearloop/)).toHaveCount(0);
  await page.getByLabel('Message to the owner (optional)').fill('Hi Maya, can I pick it up in the morning?');
  await shoot(page, 'booking');
  await page.getByRole('button', { name: 'Request to Book' }).click();

  await expect(page.getByText('Booking request sent!')).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const reservationId = page.url().split('/').pop()!;
  await expect(page.getByText('Your booking request was sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(reservationId.slice(0, 8).toUpperCase()) })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  await shoot(page, 'detail-pending-renter');

  if (forSale) {
    await page.goto(`/purchase/${forSale.listing_id}`);
    await expect(page.getByRole('heading', { name: 'Request to Buy' })).toBeVisible();
    await expect(page.getByText('Rental credit')).toBeVisible();
    await shoot(page, 'purchase');
  }

  // The owner sees it pending in My reservations and accepts it there.
  await signOut(page);
  await signIn(page, MAYA);
  // The pending request, as its owner reads it: their own side of the address rule, and what they would earn.
  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByText('The renter sees only the area until you accept the request; then they get the exact address.')).toBeVisible();
  await expect(page.getByText(/once the owner accepts/)).toHaveCount(0);
  await expect(page.getByText(/You'll earn ₪.* if you accept/)).toBeVisible();
  await page.goto('/my-reservations');
  await expect(page).toHaveTitle('My Reservations — Gearloop');
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="/reservation/${reservationId}"]`) });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('Daniel Levi')).toBeVisible();
  await shoot(page, 'my-reservations-owner');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Reservation accepted')).toBeVisible();

  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText(/You earn ₪/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Map showing/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Reservation' })).toBeVisible();
  await shoot(page, 'detail-accepted-owner');

  const month = dates!.start.slice(0, 7);
  await page.goto(`/calendar?month=${month}`);
  await expect(page).toHaveTitle('Reservation Calendar — Gearloop');
  // On its first day the listing can have only this accepted rental (other months' rentals of it may show too).
  const entry = page
    .getByRole('gridcell', { name: new RegExp(`^${formatDay(dates!.start)}`) })
    .getByRole('button', { name: new RegExp(`^${listing!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, Hosting, accepted`) });
  await expect(entry).toBeVisible();
  await shoot(page, 'calendar-owner');
  await entry.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Message' })).toBeVisible();
  await saveScreenshot(page, { path: `${SCREENS}/reservations-calendar-dialog-1280.png` });
  await dialog.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${reservationId}$`));

  // The renter sees it accepted too, on the detail page and on the calendar.
  await signOut(page);
  await signIn(page, DANIEL);
  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Price breakdown').getByText(`Weekly discount (${listing!.weekly_discount}%)`)).toBeVisible();
  await shoot(page, 'detail-accepted-renter');
  // Another listing on the same days: the renter's own accepted rental is a conflict, said before anything is sent.
  const other = details.find((candidate) => candidate.status === 'active' && candidate.listing_id !== listing!.listing_id);
  expect(other, 'another active listing of Maya').toBeDefined();
  await page.goto(`/booking/${other!.listing_id}?startDate=${dates!.start}&endDate=${dates!.end}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Date conflict detected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Duplicate Booking - Choose Different Dates' })).toBeDisabled();
  await shoot(page, 'booking-own-conflict');
  await page.goto('/my-reservations');
  await shoot(page, 'my-reservations-renter');
  await page.goto(`/calendar?month=${month}`);
  await expect(page.getByRole('button', { name: new RegExp(`, Renting, accepted`) }).first()).toBeVisible();
  await shoot(page, 'calendar-renter');

  // A second renter can no longer have those days: they are gone from the listing's calendar, and asking
  // for them anyway is refused before anything is sent.
  await signOut(page);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Second');
  await page.getByLabel('Last name').fill('Renter');
  await page.getByLabel('Email').fill(`second-renter-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('second-renter-1');
  await page.getByLabel('Confirm password').fill('second-renter-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const seen = (await (await page.request.get(`/api/listings/${listing!.listing_id}`)).json()) as ListingDetail;
  expect(seen.available_dates).not.toContain(dates!.start);
  expect(seen.available_dates).not.toContain(dates!.end);
  await page.goto(`/booking/${listing!.listing_id}?startDate=${dates!.start}&endDate=${dates!.end}`);
  await expect(page.getByText('The selected date range contains unavailable dates. Please select a different range.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
});
