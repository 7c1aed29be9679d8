import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DANIEL, DEMO_PASSWORD, MAYA } from './demo-session';
import { expect, settle, test } from './fixtures';

// axe on every route of the app (src/client/app/router.tsx and the features' routes files) as a visitor, a renter and
// an owner, at 375 and 1280 px, with the menus and dialogs that open on a route (search, filters, account menu,
// notifications, date picker). WCAG 2.0–2.2 A/AA (target-size, 24 px, is in wcag22aa) and axe's best practices run;
// nothing serious or critical may remain. A JSON summary per role goes to .tmp/axe/ (figures for the docs).

const WIDTHS = [375, 1280] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Role = 'visitor' | 'renter' | 'owner';
type Check = { name: string; path: string; open?: (page: Page) => Promise<void> };
type Finding = { width: number; check: string; rule: string; impact: string; targets: string[]; summary: string };

type FeedCard = { listing_id: string; title: string; owner_id: string; for_sale: boolean };
type ListingDetail = { listing_id: string; owner_id: string; available_dates: string[]; minimum_rental_days: number };
type Reservation = { reservation_id: string; status: string; listing: { listing_id: string; title: string }; review: { state: string } };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** The page has drawn its content: a heading, no skeleton or spinner left, fonts and eager images loaded. */
async function ready(page: Page) {
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible();
  await expect(page.locator('.animate-pulse:visible, .animate-spin:visible')).toHaveCount(0);
  await settle(page);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /notifications/i }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
}

async function openSearchWithFilters(page: Page) {
  await page.getByRole('button', { name: 'What are you looking for?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Filters/ }).click();
  await expect(dialog.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
}

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function openSearchDates(page: Page) {
  await page.getByRole('button', { name: 'What are you looking for?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search for Items' });
  await expect(dialog).toBeVisible();
  const when = dialog.getByRole('button', { name: /^When/ });
  if ((await when.getAttribute('aria-expanded')) !== 'true') await when.click();
  await dialog.getByRole('button', { name: /^Dates/ }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
}

/** A listing of Maya's with two photos (carousel dots) and dates free for booking. */
async function demoIds(request: APIRequestContext) {
  const feed = await json<{ listings: FeedCard[] }>(request, '/api/feed?limit=50');
  const camera = feed.listings.find((card) => card.title.startsWith('Sony A7'));
  expect(camera, 'the demo camera listing').toBeDefined();
  const detail = await json<ListingDetail>(request, `/api/listings/${camera!.listing_id}`);
  const days = [...detail.available_dates].sort();
  const forSale = feed.listings.find((card) => card.for_sale && card.owner_id !== camera!.owner_id);
  expect(forSale, 'a listing for sale').toBeDefined();
  return { listingId: camera!.listing_id, mayaId: camera!.owner_id, start: days[1]!, end: days[2]!, forSaleId: forSale!.listing_id };
}

function visitorChecks(ids: Awaited<ReturnType<typeof demoIds>>): Check[] {
  return [
    { name: 'home', path: '/' },
    { name: 'home + search dialog with filters', path: '/', open: openSearchWithFilters },
    { name: 'home + search dialog with dates', path: '/', open: openSearchDates },
    { name: 'explore', path: '/explore' },
    { name: 'search', path: '/search?q=camera' },
    { name: 'search + filters', path: '/search?q=camera', open: openFilters },
    { name: 'listing', path: `/listing/${ids.listingId}` },
    { name: 'listing not found', path: `/listing/${NO_SUCH_ID}` },
    { name: 'profile', path: `/profile/${ids.mayaId}` },
    { name: 'messages (signed out)', path: '/messages' },
    { name: 'verification', path: '/verification' },
    { name: 'help', path: '/help' },
    { name: 'terms', path: '/terms-and-conditions' },
    { name: 'privacy', path: '/privacy-policy' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'login', path: '/login' },
    { name: 'auth', path: '/auth' },
    { name: 'signup', path: '/signup' },
  ];
}

/** Routes every signed-in person has, with the top bar's menus. */
function signedInChecks(ids: Awaited<ReturnType<typeof demoIds>>, ownId: string): Check[] {
  return [
    { name: 'home', path: '/' },
    { name: 'home + account menu', path: '/', open: openAccountMenu },
    { name: 'home + notifications', path: '/', open: openNotifications },
    { name: 'home + search dialog with filters', path: '/', open: openSearchWithFilters },
    // '/explore' is the home page under a second path: checked once, as a visitor.
    { name: 'search', path: '/search?q=camera' },
    { name: 'search + filters', path: '/search?q=camera', open: openFilters },
    { name: 'profile (own)', path: `/profile/${ownId}` },
    { name: 'onboarding', path: '/onboarding' },
    { name: 'invite', path: '/invite' },
    { name: 'favorites', path: '/favorites' },
    { name: 'settings', path: '/settings' },
    { name: 'create listing', path: '/create-listing' },
    { name: 'my listings', path: '/my-listings' },
    { name: 'my reservations', path: '/my-reservations' },
    { name: 'calendar', path: '/calendar' },
    { name: 'messages', path: '/messages' },
    { name: 'verification', path: '/verification' },
    { name: 'help', path: '/help' },
    { name: 'terms', path: '/terms-and-conditions' },
    { name: 'privacy', path: '/privacy-policy' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

async function renterChecks(page: Page, anonymous: APIRequestContext): Promise<Check[]> {
  const ids = await demoIds(anonymous);
  const me = await json<{ user: { id: string } }>(page.request, '/api/auth/session');
  const { reservations } = await json<{ reservations: Reservation[] }>(page.request, '/api/reservations?role=renter');
  const pending = reservations.find((item) => item.status === 'pending');
  const toReview = reservations.find((item) => item.status === 'completed' && item.review.state === 'open');
  const { conversations } = await json<{ conversations: { id: string }[] }>(page.request, '/api/conversations');
  expect(pending && toReview && conversations[0], 'the renter demo data').toBeTruthy();
  return [
    ...signedInChecks(ids, me.user.id),
    { name: 'listing', path: `/listing/${ids.listingId}` },
    { name: 'profile (owner)', path: `/profile/${ids.mayaId}` },
    { name: 'booking', path: `/booking/${ids.listingId}?startDate=${ids.start}&endDate=${ids.end}` },
    { name: 'purchase', path: `/purchase/${ids.forSaleId}` },
    { name: 'reservation (pending)', path: `/reservation/${pending!.reservation_id}` },
    { name: 'review', path: `/review/${toReview!.reservation_id}` },
    { name: 'conversation', path: `/messages/${conversations[0]!.id}` },
  ];
}

async function ownerChecks(page: Page, anonymous: APIRequestContext): Promise<Check[]> {
  const ids = await demoIds(anonymous);
  const me = await json<{ user: { id: string } }>(page.request, '/api/auth/session');
  const { reservations } = await json<{ reservations: Reservation[] }>(page.request, '/api/reservations?role=owner');
  const pending = reservations.find((item) => item.status === 'pending');
  const accepted = reservations.find((item) => item.status === 'accepted');
  const { conversations } = await json<{ conversations: { id: string }[] }>(page.request, '/api/conversations');
  expect(pending && accepted && conversations[0], 'the owner demo data').toBeTruthy();
  return [
    ...signedInChecks(ids, me.user.id),
    { name: 'listing (own)', path: `/listing/${ids.listingId}` },
    { name: 'edit listing', path: `/edit-listing/${ids.listingId}` },
    { name: 'reservation (pending request)', path: `/reservation/${pending!.reservation_id}` },
    { name: 'reservation (accepted)', path: `/reservation/${accepted!.reservation_id}` },
    { name: 'conversation', path: `/messages/${conversations[0]!.id}` },
  ];
}

async function audit(page: Page, role: Role, width: (typeof WIDTHS)[number], checks: Check[]) {
  const findings: Finding[] = [];
  const counts: Record<string, number> = {};
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  let shown: Check | null = null;
  for (const check of checks) {
    // A menu or dialog opens on the page the previous check left as it was; otherwise load the route afresh.
    if (!(shown && shown.path === check.path && !shown.open)) {
      await page.goto(check.path);
      await ready(page);
    }
    if (check.open) await check.open(page);
    shown = check;
    // Only violations are collected (passes are not serialised): several times faster on a large page.
    const result = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
    counts[check.name] = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').length;
    for (const violation of result.violations) {
      findings.push({
        width,
        check: check.name,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary ?? '',
      });
    }
  }
  fs.mkdirSync('.tmp/axe', { recursive: true });
  fs.writeFileSync(`.tmp/axe/${role}-${width}.json`, JSON.stringify({ counts, findings }, null, 2));
  const blocking = findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => `${finding.check}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')}`);
  expect(blocking, `serious or critical axe violations as ${role} at ${width} px`).toEqual([]);
}

/** Signs in through the API (the sign-in screen itself is checked as a visitor): the page's context gets the cookie. */
async function apiSignIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `API sign-in as ${email}`).toBe(true);
}

// One test per role and width (each well inside its time limit on a loaded machine), signed in once per test.
test.describe('axe on every route', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const width of WIDTHS) {
    test(`as a visitor at ${width} px`, async ({ page, request, allowConsoleErrors }) => {
      // The unknown listing is a 404 from the API, which Chromium logs as a failed resource.
      allowConsoleErrors.push(/status of 404/);
      await audit(page, 'visitor', width, visitorChecks(await demoIds(request)));
    });

    test(`as a renter at ${width} px`, async ({ page, request }) => {
      await apiSignIn(page, DANIEL);
      await audit(page, 'renter', width, await renterChecks(page, request));
    });

    test(`as an owner at ${width} px`, async ({ page, request }) => {
      await apiSignIn(page, MAYA);
      await audit(page, 'owner', width, await ownerChecks(page, request));
    });
  }
});
