/** The driver screen's empty states, word for word, with the answers that cause them. */
import { expect, test } from '@playwright/test';
import { driverTab, phoneContext } from './support';
import { signUpDriver } from '../support/drivers';

test('no open jobs, no jobs under way, no performance figures', async ({ browser, baseURL }) => {
  const context = await phoneContext(browser, baseURL, false);
  await signUpDriver(context.request);
  const page = await context.newPage();
  await page.route('**/api/orders/available', (route) => route.fulfill({ json: [] }));
  await page.route(/\/api\/driver\/\d+\/achievements$/, (route) =>
    route.fulfill({ status: 503, json: { message: 'Try later' } }),
  );
  await page.goto('/driver-dashboard');
  await expect(page.getByRole('heading', { name: 'No Available Jobs' })).toBeVisible();
  await driverTab(page, 'Active Deliveries').click();
  await expect(page.getByRole('heading', { name: 'No Active Deliveries' })).toBeVisible();
  await driverTab(page, 'Performance').click();
  await expect(page.getByRole('heading', { name: 'Performance Data Unavailable' })).toBeVisible();
  await context.close();
});

test('a driver off shift is told so, and the shift switch answers and survives a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await phoneContext(browser, baseURL, false);
  await signUpDriver(context.request, { onShift: true });
  const page = await context.newPage();
  await page.goto('/driver-dashboard');
  const shift = page.getByRole('switch', { name: 'On shift' });
  // Registered and put on shift through the API: the page reads it from the server.
  await expect(shift).toHaveAttribute('aria-checked', 'true');
  await shift.click();
  await expect(shift).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('You are off shift.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept job/ }).first()).toBeDisabled();
  await page.reload();
  await expect(shift).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('You are off shift.')).toBeVisible();
  await shift.click();
  await expect(shift).toHaveAttribute('aria-checked', 'true');
  await context.close();
});
