import { expect, test } from '@playwright/test';

test('signed out, a protected page sends you to /login', async ({ page }) => {
  for (const path of ['/orders', '/dashboard', '/security', '/admin-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('region', { name: 'Sign In' })).toBeVisible();
  }
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL('/no/such/page');
});

test('the splash screen moves a signed-out visitor on to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'MedLink' })).toBeVisible();
  // 2 s visible, then a fade and 2 s more: the redirect lands on /dashboard, which sends on to /login.
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
});
