import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { signOut, signUp, signUpCard, toasts } from '../support/pages';

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

test('a taken username shows Registration Failed with the server message', async ({ page }) => {
  const account = { ...newAccount(), username: 'client' };
  await page.goto('/login');
  const card = signUpCard(page);
  await card.getByLabel('First name').fill(account.firstName);
  await card.getByLabel('Last name').fill(account.lastName);
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Username').fill(account.username);
  await card.getByLabel('Password', { exact: true }).fill(account.password);
  await card.getByLabel('Confirm password').fill(account.password);
  await card.getByRole('button', { name: 'Create Account' }).click();
  await expect(toasts(page).getByText('Registration Failed')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
