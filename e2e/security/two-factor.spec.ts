import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { newAccount } from '../support/accounts';
import { signIn, signInCard, signOut, signUp, toasts } from '../support/pages';

// The code that confirmed two-factor is spent: sign-ins use the next time step's code,
// which the server accepts within its one step of clock drift.
const nextCode = (secret: string) => generate({ secret, epoch: Date.now() / 1000 + 30 });

test('a new user turns on two-factor with its password, keeps the recovery codes, and signs in with a code', async ({
  page,
}) => {
  // Sign-up and three sign-ins (password, code, recovery code): past 30 s when both CI passes share two cores.
  test.slow();
  const account = newAccount('client');
  await signUp(page, account);

  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable two-factor' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  // A wrong password is refused in the dialog; the right one starts the setup.
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).not.toBe('');

  await dialog.getByLabel('Verification code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Two-factor enabled')).toBeVisible();
  // The recovery codes, shown this once.
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
  expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await dialog.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Disable two-factor' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');

  await signOut(page);

  await signIn(page, account.username, account.password);
  const card = signInCard(page);
  const codeField = card.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await nextCode(secret));
  await card.getByRole('button', { name: 'Verify and Sign In' }).click();

  await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${account.firstName}`);

  // A lost phone: a recovery code signs in once in place of the code.
  await signOut(page);
  await signIn(page, account.username, account.password);
  await signInCard(page).getByRole('button', { name: 'Use a recovery code' }).click();
  await signInCard(page).getByLabel('Recovery code').fill(recoveryCode);
  await signInCard(page).getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/security');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 recovery codes left.');
});
