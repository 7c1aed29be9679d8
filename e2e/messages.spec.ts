import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { MAYA, signIn } from './demo-session';
import { expect, saveScreenshot, newAppPage, test } from './fixtures';
import { pngFixture, signUpInNewContext } from './listing-helpers';

const SCREENS = '.tmp/screens';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await saveScreenshot(page, { path: `${SCREENS}/messages-${name}.png` });
}

/** Console errors of a page the fixture does not watch (second and third browser contexts). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A flag in the window that survives only while the page is not reloaded. */
async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

async function newVisitor(browser: Browser): Promise<Page> {
  return newAppPage(await browser.newContext());
}

test('a renter messages an owner from a listing; each sees the other live, with a photo; mobile layout; strangers and visitors', async ({ page: owner, browser }) => {
  test.setTimeout(150_000);

  // The owner (Maya) has Messages open at 1280 px before anything happens.
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signIn(owner, MAYA);
  const mine = (await (await owner.request.get('/api/me/listings')).json()) as { listings: { listing_id: string; title: string; status: string }[] };
  const listing = mine.listings.find((item) => item.status === 'active');
  expect(listing, 'Maya has an active listing').toBeTruthy();
  await owner.goto('/messages');
  await expect(owner.getByText('Select a conversation to start messaging')).toBeVisible();
  await markNoReload(owner);
  const before = (await (await owner.request.get('/api/me/counts')).json()) as { unread_messages: number };

  // A new renter presses Message on the listing: the conversation opens, empty.
  const renter = await signUpInNewContext(browser, 'Rina', 'Shapiro');
  const renterErrors = watchErrors(renter);
  await renter.setViewportSize({ width: 1280, height: 900 });
  await renter.goto(`/listing/${listing!.listing_id}`);
  await renter.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(renter).toHaveURL(new RegExp(`/messages/${UUID.source}$`));
  const conversationUrl = renter.url();
  const conversationId = conversationUrl.split('/').at(-1)!;
  await expect(renter.getByRole('log', { name: 'Messages' }).getByText('No messages yet')).toBeVisible();
  await expect(renter.getByRole('link', { name: new RegExp(`^${listing!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* — Open the listing$`) })).toBeVisible();

  // The composer: Send is disabled with no text; Shift+Enter breaks the line; Enter sends.
  const box = renter.getByRole('textbox', { name: 'Message' });
  const send = renter.getByRole('button', { name: 'Send' });
  await expect(box).toHaveAttribute('placeholder', 'Type your message');
  await expect(send).toBeDisabled();
  await box.fill('Hi Maya!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Is it free next weekend?');
  await expect(box).toHaveValue('Hi Maya!\nIs it free next weekend?');
  await expect(send).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const sent = renter.locator('[data-own="true"]').filter({ hasText: 'Is it free next weekend?' });
  await expect(sent).toBeVisible();
  await markNoReload(renter);

  // The owner, already open, sees the badge and the conversation appear without a reload.
  const expectedBadge = before.unread_messages + 1 > 9 ? '9+' : String(before.unread_messages + 1);
  await expect(owner.getByTestId('side-nav').getByRole('link', { name: /Messages/ })).toContainText(expectedBadge, { timeout: 5_000 });
  const row = owner.getByRole('link', { name: new RegExp(listing!.title) }).filter({ hasText: 'Rina Shapiro' });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row).toContainText('Is it free next weekend?');
  await shoot(owner, 'owner-list-1280');

  // Search by the other person's name and by listing title.
  const search = owner.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('shapiro');
  await expect(row).toBeVisible();
  await search.fill('no such thing at all');
  await expect(row).toBeHidden();
  await search.fill(listing!.title.split(' ')[0]!.toLowerCase());
  await expect(row).toBeVisible();
  await search.fill('');

  // The owner opens it: the message is there, and after 1 s it is read (the renter sees the receipt live).
  await row.click();
  await expect(owner).toHaveURL(conversationUrl.replace(/^https?:\/\/[^/]+/, new URL(owner.url()).origin));
  await expect(owner.locator('[data-own="false"]').filter({ hasText: 'Is it free next weekend?' })).toBeVisible();
  await expect(sent.getByText('Read')).toBeAttached({ timeout: 5_000 });

  // The owner replies with a photo: preview, remove, choose again, send.
  const file = owner.getByTestId('attachment-input');
  await file.setInputFiles(pngFixture('bike.png', [200, 80, 40], 120, 90));
  await expect(owner.getByRole('img', { name: 'Attached: bike.png' })).toBeVisible();
  await owner.getByRole('button', { name: 'Remove attachment' }).click();
  await expect(owner.getByRole('img', { name: 'Attached: bike.png' })).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Send' })).toBeDisabled();
  await file.setInputFiles(pngFixture('bike.png', [200, 80, 40], 120, 90));
  await owner.getByRole('textbox', { name: 'Message' }).fill('Yes! Here it is.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(owner.locator('[data-own="true"]').filter({ hasText: 'Yes! Here it is.' }).getByRole('img', { name: 'Photo: bike.png' })).toBeVisible();
  await shoot(owner, 'owner-conversation-1280');
  await expectNotReloaded(owner);
  const axe = await new AxeBuilder({ page: owner }).include('#main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The renter sees the reply and its photo live, once.
  const reply = renter.locator('[data-own="false"]').filter({ hasText: 'Yes! Here it is.' });
  await expect(reply).toBeVisible({ timeout: 5_000 });
  await expect(reply.getByRole('img', { name: 'Photo: bike.png' })).toBeVisible();
  await expect(reply).toHaveCount(1);
  await expect(renter.locator('[data-message-id]')).toHaveCount(2);
  // Open while it arrived: read 1 s later, so the renter's badge clears by itself.
  await expect(renter.getByTestId('side-nav').getByRole('link', { name: /Messages/ })).not.toContainText('unread', { timeout: 5_000 });
  await expectNotReloaded(renter);
  await shoot(renter, 'renter-conversation-1280');

  // Mobile (375 px): the conversation alone with a back button; the list after Back; /messages opens the first one.
  await renter.setViewportSize({ width: 375, height: 812 });
  await expect(renter.getByRole('link', { name: 'Back to messages' })).toBeVisible();
  await expect(renter.getByRole('searchbox', { name: 'Search messages' })).toBeHidden();
  await expect(renter.getByRole('textbox', { name: 'Message' })).toBeVisible();
  const overflow = await renter.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  await shoot(renter, 'renter-conversation-375');
  await renter.getByRole('link', { name: 'Back to messages' }).click();
  await expect(renter).toHaveURL(/\/messages$/);
  await expect(renter.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
  await expect(renter.getByRole('link', { name: new RegExp(listing!.title) })).toBeVisible();
  await shoot(renter, 'renter-list-375');
  // The Messages tab (no conversation chosen) goes straight to the first conversation on mobile.
  await renter.goto('/explore');
  await renter.getByTestId('bottom-nav').getByRole('link', { name: /Messages/ }).click();
  await expect(renter).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  expect(renterErrors, 'the renter’s browser logged errors').toEqual([]);

  // A stranger gets "Conversation not found".
  const stranger = await signUpInNewContext(browser, 'Sami', 'Stranger');
  await stranger.goto(`/messages/${conversationId}`);
  await expect(stranger.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
  await expect(stranger.getByText(conversationId)).toBeVisible();
  await expect(stranger.getByText('Yes! Here it is.')).toBeHidden();
  await stranger.setViewportSize({ width: 375, height: 812 });
  await shoot(stranger, 'stranger-375');
  await stranger.goto('/messages/not-a-conversation');
  await expect(stranger.getByRole('heading', { name: 'Invalid conversation' })).toBeVisible();

  // A visitor is asked to sign in.
  const visitor = await newVisitor(browser);
  await visitor.goto('/messages');
  await expect(visitor.getByRole('heading', { name: 'Sign in to view messages' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  await renter.context().close();
  await stranger.context().close();
  await visitor.context().close();
});

test('the owner accepts a pending request from its conversation; the renter’s My Reservations updates live', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signIn(owner, MAYA);
  const mine = (await (await owner.request.get('/api/me/listings')).json()) as { listings: { listing_id: string; title: string; status: string }[] };
  const listing = mine.listings.find((item) => item.status === 'active')!;
  const detail = (await (await owner.request.get(`/api/listings/${listing.listing_id}`)).json()) as { available_dates: string[]; minimum_rental_days: number };

  // A renter asks for the first run of open days at least ten days ahead (through the API: the booking screen has its own journey).
  const renter = await signUpInNewContext(browser, 'Tal', 'Barak');
  const renterErrors = watchErrors(renter);
  await renter.setViewportSize({ width: 1280, height: 900 });
  const open = new Set(detail.available_dates);
  const days = Math.max(2, detail.minimum_rental_days);
  const plus = (date: string, n: number) => {
    const value = new Date(`${date}T00:00:00Z`);
    value.setUTCDate(value.getUTCDate() + n);
    return value.toISOString().slice(0, 10);
  };
  const soon = plus(new Date().toISOString().slice(0, 10), 10);
  const start = [...open].sort().find((day) => day >= soon && Array.from({ length: days }, (_, i) => plus(day, i)).every((d) => open.has(d)));
  expect(start, 'open days to request').toBeTruthy();
  const created = await renter.request.post('/api/reservations', {
    data: { listing_id: listing.listing_id, start_date: start, end_date: plus(start!, days - 1), message: 'Could I pick it up at 9?' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await renter.goto('/my-reservations');
  const card = renter.getByRole('article').filter({ hasText: listing.title }).or(renter.locator('li').filter({ hasText: listing.title })).first();
  await expect(card).toContainText('Pending');
  await markNoReload(renter);

  // The owner opens the conversation: the request as a centred system pill, the note as Tal's message, Accept / Decline.
  await owner.goto('/messages');
  const row = owner.getByRole('link', { name: new RegExp(listing.title) }).filter({ hasText: 'Tal Barak' });
  await expect(row).toContainText('Pending');
  await row.click();
  await expect(owner.locator('[data-system="true"]').first()).toBeVisible();
  await expect(owner.locator('[data-own="false"]').filter({ hasText: 'Could I pick it up at 9?' })).toBeVisible();
  const header = owner.locator('header').filter({ hasText: listing.title });
  await expect(header.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(header).toContainText('Pending');
  await shoot(owner, 'owner-pending-1280');
  await owner.setViewportSize({ width: 375, height: 812 });
  await shoot(owner, 'owner-pending-375');
  await owner.setViewportSize({ width: 1280, height: 900 });

  await header.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.getByText('Reservation accepted')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Accept' })).toBeHidden();
  await expect(header).toContainText('Accepted');
  await expect(owner.locator('[data-system="true"]')).toHaveCount(2, { timeout: 5_000 });

  // The renter's My Reservations shows it accepted, without a reload.
  await expect(card).toContainText('Accepted', { timeout: 5_000 });
  await expectNotReloaded(renter);
  expect(renterErrors, 'the renter’s browser logged errors').toEqual([]);
  await renter.context().close();
});
