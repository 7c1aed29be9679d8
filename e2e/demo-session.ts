import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Password of every demo account (src/server/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'gearloop-demo';
export const MAYA = 'maya@demo.gearloop.app';
export const DANIEL = 'daniel@demo.gearloop.app';

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Signs out from the avatar menu, and waits for the server's answer: the app shows the visitor before it asks the
 * server to end the session, so a hidden menu alone does not mean the session has ended (two CI failures).
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/signout') && response.ok());
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await ended;
}
