import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { signIn } from '../support/pages';

test('checkout needs an order and an amount, else it goes back to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.client.username, DEMO.client.password);
  await expect(page).toHaveURL(DEMO.client.home);

  await page.goto('/checkout?orderId=12');
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/checkout?orderId=12&amount=42.50');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('#ML-0012')).toBeVisible();
});
