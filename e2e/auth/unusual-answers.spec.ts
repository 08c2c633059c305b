/**
 * Answers the real server should never give, stubbed in the browser to check the page still
 * says something sensible ('Login Error', and signing out locally when logout fails).
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { signIn, toasts } from '../support/pages';

test('a 200 sign-in answer without a user shows Login Error', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 200, json: { sessionToken: 'x' } }),
  );
  await signIn(page, 'someone', 'something');
  await expect(toasts(page).getByText('Login Error')).toBeVisible();
  await expect(toasts(page).getByText('Authentication successful but user data missing')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('when the server cannot sign out, the tab signs out locally', async ({ page, playwright, baseURL }) => {
  // A new client, signed up apart from the page, which then signs in through the card.
  const office = await playwright.request.newContext({ baseURL });
  const { account } = await signUpClient(office);
  await office.dispose();
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL('/dashboard');

  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toasts(page).getByText('Signed out')).toBeVisible();
  await expect(toasts(page).getByText('You have been logged out locally.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('medlink.user'))).toBeNull();
});
