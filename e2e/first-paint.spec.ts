import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { DANIEL, DEMO_PASSWORD, MAYA, signIn } from './demo-session';
import { appTookOver, expect, test } from './fixtures';

async function firstListing(request: APIRequestContext): Promise<{ path: string; title: string }> {
  const response = await request.get('/api/feed?limit=1');
  const { listings } = (await response.json()) as { listings: { listing_id: string; title: string }[] };
  return { path: `/listing/${listings[0]!.listing_id}`, title: listings[0]!.title };
}

/** The markup inside #root as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script', start));
}

test('a visitor’s listing page arrives drawn: title, price and main photo in the HTML, before any script', async ({ page, request }) => {
  const { path, title } = await firstListing(request);
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const root = rootOf(html);
  expect(root).toContain('data-first-paint');
  expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(root).toMatch(/<img src="\/media\/listings\/[^"]+" alt="[^"]+" loading="eager"/);
  expect(root).toContain('/ day');
  expect(html).toContain('id="first-paint-data"');

  // Without JavaScript at all, a reader sees the listing, not a loading screen.
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(path);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('img', { name: title }).first()).toBeVisible();
  // Its calendar is drawn too, and styled before any script: a grid of days, not a column of bare numbers (the
  // date picker's stylesheet came with its lazy chunk, which a page without the app never fetched).
  const weekday = reader.locator('.rdp-weekday').first();
  await expect(weekday).toBeVisible();
  expect(await weekday.evaluate((cell) => getComputedStyle(cell).fontSize)).not.toBe(await reader.evaluate(() => getComputedStyle(document.body).fontSize));
  expect(await weekday.evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe('500');
  await noScript.close();
});

test('a drawn page asks for its small entry script alone before its first paint, and for the app after it', async ({ page, request }) => {
  // The app (React, the router) shares no slow network with the stylesheet and the first photos (decision 0029).
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
  expect(html).not.toContain('modulepreload');

  await page.goto('/'); // and the app takes the page over (fixtures.ts)
  const { firstPaint, framework } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    framework: performance.getEntriesByType('resource').find((entry) => /\/assets\/framework-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(framework).toBeGreaterThan(firstPaint!);
  await page.getByRole('button', { name: 'Electronics' }).click();
  await expect(page).toHaveURL(/groups=Electronics/);
});

test('the app starts and loads a page on demand without a link per module in the document', async ({ page }) => {
  // Decision 0032: no <link rel="modulepreload"> is appended for each import of a lazily loaded module.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Available Near You' })).toBeVisible();
  await page.getByRole('list', { name: 'Listings' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
});

test('the home page and a search arrive drawn, and the app takes them over without asking again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/search?q=camera');
  await expect(page.getByRole('heading', { name: 'Results for "camera"' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Available Near You' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toBeVisible();
  // The answers came with the page: no session, feed or search request after it.
  expect(asked.filter((path) => ['/api/auth/session', '/api/feed', '/api/search'].includes(path))).toEqual([]);

  // And it is the app: a chip filters in place.
  await page.getByRole('button', { name: 'Electronics' }).click();
  await expect(page).toHaveURL(/groups=Electronics/);
});

test('a tab’s last search shows in the explore bar of a drawn home page, with no mismatch', async ({ page }) => {
  await page.goto('/search?q=tent');
  await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('kayak');
  await page.getByRole('searchbox', { name: 'What are you looking for?' }).press('Enter');
  await expect(page).toHaveURL(/q=kayak/);
  // A full load of the home page: the server cannot know this tab's last search; the app shows it once it has taken
  // over (a hydration mismatch would be a console error, which fails the journey).
  await page.goto('/');
  await expect(page.getByRole('button', { name: /kayak/ })).toBeVisible();
});

test('a signed-in user’s reservations arrive drawn for them alone, and the app takes them over', async ({ page, baseURL }) => {
  await signIn(page, DANIEL);
  const response = await page.request.get('/my-reservations', { headers: { accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const root = rootOf(await response.text());
  expect(root).toContain('data-first-paint');
  expect(root).toContain('My Reservations');
  expect(root).not.toContain('Log In');
  // Without the session, the same address draws nothing of theirs: the app sends the visitor to sign in.
  const visitor = await newRequest.newContext({ baseURL });
  expect(rootOf(await (await visitor.get('/my-reservations', { headers: { accept: 'text/html' } })).text())).not.toContain('data-first-paint');
  await visitor.dispose();

  await page.goto('/my-reservations');
  await page.getByRole('tab', { name: /Past/ }).click();
  await expect(page).toHaveURL(/tab=past/);
});

test('a signed-in user’s messages arrive drawn: the first conversation on a phone, the list and a prompt on a wide screen', async ({ page }) => {
  await signIn(page, DANIEL);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/conversations')) asked.push(url.pathname);
  });

  // A phone: the first conversation, drawn by the server, and the address follows once the app has taken over.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversation = page.getByRole('log', { name: 'Messages' });
  await expect(conversation.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to messages' })).toBeVisible();
  await expect(page.getByText('Select a conversation to start messaging')).toBeHidden();
  // The list, the conversation and its messages came with the page.
  expect(asked).toEqual([]);

  // A wide screen: the list beside the prompt, the address stays /messages and nothing is opened.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/messages');
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversations' }).getByRole('listitem').first()).toBeVisible();
  await expect(conversation).toBeHidden();
  await expect(page).toHaveURL(/\/messages$/);
});

test('a wide screen’s /messages opens nothing, so nothing is marked read; a phone’s opens the first conversation and reads it', async ({ browser }) => {
  // Daniel writes to Maya, so their conversation is her newest, with a message she has not read.
  const daniel = await browser.newContext();
  expect((await daniel.request.post('/api/auth/signin', { data: { email: DANIEL, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const { conversations } = (await (await daniel.request.get('/api/conversations')).json()) as {
    conversations: { id: string; other_person: { first_name: string | null } }[];
  };
  const id = conversations.find((conversation) => conversation.other_person.first_name === 'Maya')!.id;
  expect((await daniel.request.post(`/api/conversations/${id}/messages`, { data: { text: 'Is 9 in the morning still fine?' } })).status()).toBe(201);
  await daniel.close();

  const maya = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  expect((await maya.request.post('/api/auth/signin', { data: { email: MAYA, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const unread = async () => {
    const list = (await (await maya.request.get('/api/conversations')).json()) as { conversations: { id: string; unread_count: number }[] };
    return list.conversations.find((conversation) => conversation.id === id)?.unread_count;
  };
  expect(await unread()).toBeGreaterThan(0);
  const page = await maya.newPage();
  await page.goto('/messages');
  await appTookOver(page);
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
  // Its first conversation is in the page, hidden; opening marks read after 1 s — give it three.
  await page.waitForTimeout(3_000);
  expect(await unread()).toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/messages');
  await appTookOver(page);
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect.poll(unread, { timeout: 10_000 }).toBe(0);
  await maya.close();
});
