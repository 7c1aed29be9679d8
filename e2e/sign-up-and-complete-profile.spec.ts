import { expect, saveScreenshot, test, uniqueEmail } from './fixtures';

test('sign up, complete the new profile, sign out, and sign in back to the remembered page', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'rent-try-buy-42';

  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up — Gearloop');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('First name').fill('Noa');
  await page.getByLabel('Last name').fill('Peretz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();

  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email to verify your account.')).toBeVisible();

  // A profile created moments ago gets the dismissible Complete Your Profile dialog.
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please complete your profile to continue using Gearloop')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Noa');

  const location = dialog.getByRole('combobox', { name: 'Location' });
  await location.fill('Haif');
  await expect(dialog.getByRole('option', { name: 'Haifa, Israel' })).toBeVisible();
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(location).toHaveValue('Haifa, Israel');
  const countryCode = dialog.getByLabel('Country code');
  await countryCode.selectOption('Israel');
  await expect(countryCode.locator('option:checked')).toHaveText('Israel +972');
  // The select is as wide as its widest option needs ("Israel +972" was clipped to "Israel +97"), on a phone too.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const room = await countryCode.evaluate((select: HTMLSelectElement) => {
      const shown = select.getBoundingClientRect().width;
      select.style.width = 'max-content';
      const needed = select.getBoundingClientRect().width;
      select.style.width = '';
      return shown - needed;
    });
    expect(room, `country code select at ${width} px`).toBeGreaterThanOrEqual(0);
    await saveScreenshot(page, { path: `.tmp/screens/profile-phone-${width}.png` });
  }
  // The form checks the number as the server will: six digits with the code are too few (both let it through before).
  await dialog.getByLabel('Phone').fill('1 2 3');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog.getByText('Please enter a valid phone number with its country code')).toBeVisible();
  await dialog.getByLabel('Phone').fill('50 123 4567');
  await dialog.getByLabel('Bio').fill('Weekend climber with a garage full of gear.');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page.getByText('Your profile has been completed successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Onboarding comes once, right after the profile is complete; skipped, the user goes on to Explore.
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fexplore$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { name: 'Available Near You' })).toBeVisible();

  // Own profile shows what was saved.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Noa Peretz' })).toBeVisible();
  await expect(page.getByText(/Member since \w+ \d{4}/)).toBeVisible();
  await expect(page.getByText('+972 50 123 4567')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // Sign out ends the session and goes home.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

  // A protected page remembers where the visitor was going.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole('heading', { name: 'Noa Peretz' })).toBeVisible();
  // The welcome dialog is offered once per session only.
  await expect(page.getByRole('dialog')).toBeHidden();
});
