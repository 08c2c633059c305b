import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../a11y/support';
import { signOut, signUp, signUpCard, toasts } from '../support/pages';
import { signUpLinkFor } from '../support/sign-up';

test('a new client signs up and lands on the client dashboard', async ({ page }) => {
  const account = newAccount('client');
  await signUp(page, account);
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.firstName}`);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();

  // The session survives a reload: the cookie is confirmed with /api/auth/me.
  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.firstName}`);

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('a new driver signs up and waits for approval instead of the driver dashboard', async ({ page }) => {
  await signUp(page, newAccount('driver'));
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Driver Dashboard' })).toHaveCount(0);
});

test('sign up compares the two passwords in the form', async ({ page }) => {
  const account = newAccount();
  await page.goto('/login');
  const card = signUpCard(page);
  await card.getByLabel('Password', { exact: true }).fill(account.password);
  await card.getByLabel('Confirm password').fill(`${account.password}x`);
  await card.getByRole('button', { name: 'Create Account' }).click();
  await expect(card.getByText("Passwords don't match")).toBeVisible();
  await expect(card.getByText('First name is required')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a taken username is told only through the emailed link, which lets the person choose another', async ({
  page,
}) => {
  const account = { ...newAccount(), username: 'client' };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const card = signUpCard(page);
  await card.getByLabel('First name').fill(account.firstName);
  await card.getByLabel('Last name').fill(account.lastName);
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Username').fill(account.username);
  await card.getByLabel('Password', { exact: true }).fill(account.password);
  await card.getByLabel('Confirm password').fill(account.password);
  await card.getByRole('button', { name: 'Create Account' }).click();
  // The same words as for a name nobody has: the page says nothing about who exists.
  await expect(card.getByRole('status')).toContainText('Check your email to finish signing up');
  await expect(toasts(page).getByText('Registration Failed')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'sign-up sent');

  await page.goto(await signUpLinkFor(account.email));
  await expect(page.getByRole('alert')).toContainText('username is already taken');
  await expectNoSeriousViolations(page, '/verify-email asking for another username');
  // By keyboard: the field, then the button.
  await page.getByLabel('Username').focus();
  await page.keyboard.type(`${newAccount().username}`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Finish signing up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Account Created!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('a link used once, or forged, says so and offers sign-in', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  await signOut(page);
  const link = await signUpLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('used already');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // A fresh page load (a second link changes only the fragment of this one).
  await page.goto('/login');
  await page.goto('/verify-email#token=forged-token');
  await expect(page.getByRole('alert')).toContainText('not valid');
  await expectNoSeriousViolations(page, '/verify-email with a forged link');
});
