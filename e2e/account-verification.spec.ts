import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, newAppPage, test, uniqueEmail } from './fixtures';

// Issue 14: phone verification with the code from the outbox, onboarding saved on the server, per-user invites.
// The screenshots it leaves in .tmp/screens/account-*.png (375 and 1280 px) are for looking at.

const PASSWORD = 'verify-me-42';

/** The code of the newest SMS to `phone` in the local outbox (DATA_DIR/outbox, files with channel "sms"). */
async function smsCodeFor(phone: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort().reverse();
    for (const name of names) {
      const message = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as { channel?: string; to: string; text: string };
      const code = message.channel === 'sms' && message.to === phone ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS to ${phone} in the outbox`);
}

/** Signs up through the Sign Up tab (optionally through an invite link); the new-profile dialog stays open. */
async function signUpThroughForm(page: Page, firstName: string, lastName: string, url = '/signup'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto(url);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toBeVisible();
  return email;
}

async function dismissProfileDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
}

async function shoot(page: Page, name: string, heading: string | RegExp) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, { path: `.tmp/screens/account-${name}-${width}.png`, fullPage: true });
  }
}

test('verifies the phone in two steps with the code read from the outbox', async ({ page, allowConsoleErrors }) => {
  // A wrong code is answered 400 on purpose, which Chromium logs.
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 400/);
  // So is the resend refused a moment after sign-up (429).
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 429/);
  await signUpThroughForm(page, 'Tamar', 'Levi');
  await dismissProfileDialog(page);
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  const emailCard = page.locator('[aria-labelledby="email-card-title"]');
  await expect(emailCard.getByText('Not verified')).toBeVisible();
  await emailCard.getByRole('button', { name: 'Resend verification email' }).click();
  // Sign-up sent one a moment ago: the resend is refused with the server's reason.
  await expect(page.getByText('Error sending verification email')).toBeVisible();
  await expect(page.getByText('Please wait a minute before requesting another verification email.')).toBeVisible();

  const phoneCard = page.locator('[aria-labelledby="phone-card-title"]');
  await phoneCard.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Phone number required').first()).toBeVisible();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();

  await phoneCard.getByLabel('Country code').selectOption('Israel');
  await phoneCard.getByLabel('Phone number').fill('52 987 6543');
  // On a phone the number's box sits under the country's, as tall as it (it was squashed to 21 px).
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const select = await phoneCard.getByLabel('Country code').boundingBox();
  const input = await phoneCard.getByLabel('Phone number').boundingBox();
  expect(input!.height).toBeGreaterThanOrEqual(select!.height - 1);
  expect(input!.y).toBeGreaterThan(select!.y + select!.height - 1);
  if (viewport) await page.setViewportSize(viewport);
  await shoot(page, 'verification-step1', 'Verification');
  await phoneCard.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneCard.getByText('We sent a 6-digit code to +972 52 987 6543. It is valid for 10 minutes.')).toBeVisible();
  await expect(phoneCard.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  const codeField = phoneCard.getByLabel('Verification code');
  await expect(codeField).toHaveAttribute('maxlength', '6');
  await phoneCard.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification code required').first()).toBeVisible();

  const code = await smsCodeFor('+972 52 987 6543');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await phoneCard.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please check the code and try again.')).toBeVisible();
  await shoot(page, 'verification-step2', 'Verification');

  // A reload (or the SMS app pushing the tab away) keeps the code step: the code sent is still the one to enter.
  await page.reload();
  await expect(phoneCard.getByText('We sent a 6-digit code to +972 52 987 6543. It is valid for 10 minutes.')).toBeVisible();
  await expect(phoneCard.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await codeField.fill(code);
  await phoneCard.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Phone verified successfully')).toBeVisible();
  await expect(phoneCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(phoneCard.getByText('+972 52 987 6543')).toBeVisible();
  await shoot(page, 'verification-done', 'Verification');

  // The public profile shows the badge.
  const me = await (await page.request.get('/api/auth/session')).json();
  await page.goto(`/profile/${me.user.id}`);
  await expect(page.getByText('Phone verified').first()).toBeVisible();
});

test('onboarding comes once after the profile is complete, and the choice survives a reload', async ({ page }) => {
  await signUpThroughForm(page, 'Yoni', 'Mizrahi');
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  await expect(page.getByRole('heading', { name: 'What are you interested in?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue (0 selected)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'What are you interested in?' }).getByRole('button');
  await expect(chips).toHaveCount(12);
  await page.getByRole('button', { name: 'Photography' }).click();
  await page.getByRole('button', { name: 'Water Sports' }).click();
  await expect(page.getByRole('button', { name: 'Photography' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'onboarding', 'What are you interested in?');
  await page.getByRole('button', { name: 'Continue (2 selected)' }).click();
  await expect(page).toHaveURL(/\/explore$/);

  await page.reload();
  await page.goto('/profile');
  const interests = page.getByRole('list', { name: 'Interests' });
  await expect(interests.getByRole('listitem')).toHaveText(['Water Sports', 'Photography']);

  // Changed later from the profile page.
  await page.getByRole('button', { name: 'Edit interests' }).click();
  await page.getByRole('button', { name: 'Water Sports' }).click();
  await page.getByRole('button', { name: 'Gaming' }).click();
  await page.getByRole('button', { name: 'Save interests' }).click();
  await expect(page.getByText('Interests saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveText(['Photography', 'Gaming']);
  await shoot(page, 'profile-interests', 'Yoni Mizrahi');
});

test('each user has their own invite code, and a friend signing up through the link appears on the page', async ({ page, browser }) => {
  await signUpThroughForm(page, 'Inviter', 'One');
  await dismissProfileDialog(page);
  await page.goto('/invite');
  await expect(page.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  const link = await page.getByLabel('Your invite link').inputValue();
  const code = await page.getByLabel('Your referral code').inputValue();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  expect(link).toMatch(new RegExp(`/signup\\?ref=${code}$`));
  await expect(page.getByText('No friends have signed up with your link yet.')).toBeVisible();
  await expect(page.getByTestId('referral-earned')).toHaveText('₪0');
  // On a phone the whole link shows (beside its button, half of it did).
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const linkBox = page.getByLabel('Your invite link');
  expect(await linkBox.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  if (viewport) await page.setViewportSize(viewport);

  // Copy: the clipboard in a secure context; denied, the fallback toast shows the value.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Code copied!')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = () => false;
  });
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Copy this')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').getByText(code, { exact: true })).toBeVisible();
  await shoot(page, 'invite-empty', 'Invite friends');

  // A second user has another code.
  const friendContext = await browser.newContext();
  const friend = await newAppPage(friendContext);
  await signUpThroughForm(friend, 'Friend', 'Two', new URL(link).pathname + new URL(link).search);
  await dismissProfileDialog(friend);
  await friend.goto('/invite');
  const friendCode = await friend.getByLabel('Your referral code').inputValue();
  expect(friendCode).not.toBe(code);
  await friendContext.close();

  await page.reload();
  const friends = page.locator('[aria-labelledby="friends-title"]');
  await expect(friends.getByText('Friend T.')).toBeVisible();
  await expect(friends.getByText('Signed up')).toBeVisible();
  await expect(page.getByTestId('referral-earned')).toHaveText('₪0');
  await shoot(page, 'invite-friend', 'Invite friends');
});

test('an unknown referral code is refused clearly at sign-up', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/Failed to load resource: the server responded with a status of 400/);
  await page.goto('/signup?ref=ZZZZZZZZ');
  await expect(page.getByText('You were invited by a friend. Referral code:')).toBeVisible();
  await page.getByLabel('First name').fill('Nobody');
  await page.getByLabel('Last name').fill('Invited');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This referral code does not exist. Please check the link or sign up without it.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?ref=ZZZZZZZZ$/);
});
