import zlib from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newAppPage, uniqueEmail } from './fixtures';

const PASSWORD = 'rent-try-buy-42';

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG (valid bytes: the server decides the type from them). */
export function pngFixture(name: string, [r, g, b]: [number, number, number], width = 64, height = 48) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Signs up a fresh user and dismisses the new-profile dialog. */
export async function signUp(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  return email;
}

export async function signUpInNewContext(browser: Browser, firstName: string, lastName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await newAppPage(context);
  await signUp(page, firstName, lastName);
  return page;
}

/** YYYY-MM-DD in the market's time zone, `offset` days from today. */
export function marketDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Clicks a day of a react-day-picker calendar, paging forward to its month when needed. */
export async function pickDay(scope: Locator, iso: string): Promise<void> {
  const day = scope.locator(`[data-day="${iso}"] button`);
  // Wait for the calendar itself before deciding that the day is in a later month.
  await expect(scope.locator('[data-day] button').first()).toBeVisible();
  for (let attempt = 0; attempt < 4 && (await day.count()) === 0; attempt += 1) {
    await scope.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
}
