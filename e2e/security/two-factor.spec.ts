import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { newAccount } from '../support/accounts';
import { signIn, signInCard, signOut, signUp, toasts } from '../support/pages';

test('a new user turns on two-factor and then signs in with a code', async ({ page }) => {
  const account = newAccount('client');
  await signUp(page, account);

  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable two-factor' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).not.toBe('');

  await dialog.getByLabel('Verification code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Two-factor enabled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Disable two-factor' })).toBeVisible();

  await signOut(page);

  await signIn(page, account.username, account.password);
  const card = signInCard(page);
  const codeField = card.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Verify and Sign In' }).click();

  await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.firstName}`);
});
