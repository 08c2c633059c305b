import { expect, test } from '../support/fixtures';
import { statusSaid } from '../support/client-status';
import { toasts } from '../support/pages';
import { book } from '../support/api';
import { LAB_RUN } from '../support/bookings';
import { openDashboard } from './dashboard';

// A new client per test: the Live Tracking card it reads back lists only the test's own orders.
test.beforeEach(async ({ client: { page } }) => {
  await openDashboard(page);
});

test('checkout needs an order and an amount, else it goes back to the dashboard', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/checkout?orderId=12');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/checkout?amount=42.50');
  await expect(page).toHaveURL('/dashboard');
});

test('an unknown order says so', async ({ page }) => {
  await page.goto('/checkout?orderId=999999&amount=10.00');
  await expect(page.getByText('Order not found')).toBeVisible();
});

test("a paid order shows 'Already paid', and the order's own total wins over the link", async ({ page }) => {
  const order = await book(page, LAB_RUN);
  await page.goto(`/checkout?orderId=${order.id}&amount=1.00`);
  await expect(page.getByText(`This order's total is $${order.totalCost}`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).click();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);

  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await expect(page.getByText('Already paid')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Test mode' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the confirmation' }).click();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
});

test('with test mode off the client pays by card', async ({ page }) => {
  // A whole journey on a shared, busy machine: more than the default 30 s is fair.
  test.setTimeout(60_000);
  const order = await book(page, LAB_RUN);
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await page.getByRole('switch', { name: 'Test mode' }).click();
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByRole('button', { name: `Pay $${order.totalCost}` }).click();
  await expect(card.getByText('Enter a valid card number')).toBeVisible();

  await card.getByLabel('Name on card').fill('Carla Mendoza');
  await card.getByLabel('Card number').fill('4242424242424242');
  await expect(card.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('Security code').fill('123');
  await card.getByRole('button', { name: `Pay $${order.totalCost}` }).click();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  await expect(page.getByRole('heading', { name: `$${order.totalCost} paid` })).toBeVisible();
  // The simulated provider takes no money, and the confirmation says so.
  await expect(page.getByText(/no card was charged/)).toBeVisible();
  await page.getByRole('link', { name: 'Book another' }).click();
  const said = await statusSaid(page.request, order.id);
  expect(said).toMatch(/^Paid — waiting for (a driver|address check)$/);
  await expect(
    page.getByRole('region', { name: 'Live Tracking' }).getByText(`#${order.displayNumber} · ${said}`),
  ).toBeVisible();
});

test("a failed card setup goes back to the dashboard with 'Payment Error'", async ({ page }) => {
  const order = await book(page, LAB_RUN);
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"message":"Provider unreachable"}',
    }),
  );
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await page.getByRole('switch', { name: 'Test mode' }).click();
  await expect(toasts(page).getByText('Payment Error')).toBeVisible();
  await expect(toasts(page).getByText('Provider unreachable')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('a failed test payment says so and stays on checkout', async ({ page }) => {
  const order = await book(page, LAB_RUN);
  await page.route('**/api/test-payment', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  );
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).click();
  await expect(toasts(page).getByText('Test payment failed')).toBeVisible();
  await expect(toasts(page).getByText('Boom')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?/);
});

test('with the test provider no page loads Stripe.js, not even the card form', async ({ page }) => {
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (/^https:\/\/([a-z0-9-]+\.)*stripe\.com\//.test(request.url())) stripeRequests.push(request.url());
  });
  const order = await book(page, LAB_RUN);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'New Delivery Request' })).toBeVisible();
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await expect(page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` })).toBeVisible();
  await page.getByRole('switch', { name: 'Test mode' }).click();
  await expect(page.getByRole('form', { name: 'Card details' }).getByLabel('Card number')).toBeVisible();
  expect(stripeRequests).toEqual([]);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.filter((src) => src.includes('stripe'))).toEqual([]);
});
