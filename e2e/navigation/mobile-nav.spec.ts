import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { signUp } from '../support/pages';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: bottom tabs, and a menu that closes once a link is chosen', async ({ page }) => {
  await signUp(page, newAccount('client'));

  const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Track' })).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // The wide-screen links are hidden on a phone.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Dashboard', 'Orders', 'Address book', 'Standing orders', 'Tracking', 'Messages']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await menu.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(bottom.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bottom.getByRole('link', { name: 'Track' }).click();
  await expect(page).toHaveURL('/tracking');
  await expect(page.getByRole('heading', { name: 'Track Your Delivery' })).toBeVisible();
});

test('on a wide screen the top bar highlights the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, newAccount('client'));
  const top = page.getByRole('navigation', { name: 'Main navigation' });
  await top.getByRole('link', { name: 'Tracking' }).click();
  await expect(page).toHaveURL('/tracking');
  await expect(top.getByRole('link', { name: 'Tracking' })).toHaveAttribute('aria-current', 'page');
  await expect(top.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();
});
