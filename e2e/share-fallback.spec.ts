import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

async function firstListingPath(request: APIRequestContext): Promise<{ path: string; title: string }> {
  const response = await request.get('/api/feed?limit=1');
  const { listings } = (await response.json()) as { listings: { listing_id: string; title: string }[] };
  return { path: `/listing/${listings[0]!.listing_id}`, title: listings[0]!.title };
}

test('share falls back to the Share this link toast when nothing may copy', async ({ page, baseURL }) => {
  // A browser without device share and without clipboard permission; the text-area copy is refused too.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      configurable: true,
    });
    document.execCommand = () => false;
  });
  const { path } = await firstListingPath(page.request);
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Share this link' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('textbox', { name: 'Link to this listing' })).toHaveValue(`${baseURL}${path}`);
  for (const name of ['WhatsApp', 'Telegram', 'X', 'Facebook', 'LinkedIn', 'Email']) {
    await expect(toast.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(toast.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(page.getByText('Link copied!')).toHaveCount(0);
});

test('share copies the link when the clipboard is allowed', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const { path } = await firstListingPath(page.request);
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('The link has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
});
