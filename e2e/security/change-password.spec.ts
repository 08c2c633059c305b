import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { signIn, signOut, signUp, toasts } from '../support/pages';

test('change password: mismatch is caught, a wrong current password fails, a good change works', async ({
  page,
}) => {
  const account = newAccount('client');
  await signUp(page, account);
  await page.goto('/security');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const newPassword = 'Better-Pass-456';

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  // The hints tick as the new password is typed.
  await expect(dialog.getByRole('listitem').filter({ hasText: 'A special character' })).toHaveAttribute(
    'data-met',
    'true',
  );
  await dialog.getByLabel('Confirm new password').fill('Something-else-789');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();

  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(toasts(page).getByText('Password change failed')).toBeVisible();

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(toasts(page).getByText('Password updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, account.username, newPassword);
  await expect(page).toHaveURL('/dashboard');
});
