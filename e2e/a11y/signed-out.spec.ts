/**
 * axe on every screen a visitor without a session reaches: the splash, sign-in and sign-up (with
 * their error messages showing), an unknown path, and a recipient's public tracking link.
 */
import { expect, test } from '@playwright/test';
import { carriedTo } from '../orders/helpers';
import { signUpClient } from '../support/api';
import { signInCard, signUpCard } from '../support/pages';
import { expectNoSeriousViolations } from './support';

test('the splash, sign-in and sign-up, and the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/ (splash)');

  await page.goto('/login');
  await expect(signInCard(page)).toBeVisible();
  await expect(signUpCard(page)).toBeVisible();
  await expectNoSeriousViolations(page, '/login');

  // The messages a person sees after sending the forms empty are checked too (contrast, links to fields).
  await signInCard(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await signUpCard(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(
    signUpCard(page)
      .getByText(/required|at least|valid/i)
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/login with validation errors');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousViolations(page, '404');
});

test("a recipient's public tracking page", async ({ page, browser, baseURL }) => {
  // A sign-up, a driver's sign-up and three steps before the two axe runs.
  test.setTimeout(60_000);
  // The client fetches the link in its own session; the visitor's page has no cookie. A new client
  // with an order of its own in transit: one of the demo client's may be delivered meanwhile.
  const client = await browser.newContext({ baseURL });
  let path: string;
  try {
    await signUpClient(client.request);
    const moving = await carriedTo(browser, baseURL, client.request, 'in_transit');
    const link = await client.request.get(`/api/orders/${moving.id}/public-link`);
    expect(link.status(), await link.text()).toBe(200);
    path = ((await link.json()) as { path: string }).path;
  } finally {
    await client.close();
  }

  await page.goto(path);
  await expect(page.getByTestId('public-status')).toBeVisible();
  await expectNoSeriousViolations(page, '/t/:token (in transit)');

  await page.goto('/t/not-a-real-token-000000000000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/t/:token (unknown link)');
});
