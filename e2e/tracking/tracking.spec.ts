import { CLIENT_STATUS_WORDING as SAYS } from '../../src/domain/client-status';
import { statusSaid } from '../support/client-status';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, newAccount } from '../support/accounts';
import { signUp } from '../support/pages';
import { apiSignIn, bookOrder, clientOrders, otherSession, payOrder } from '../orders/helpers';
import { driverWithJob, paidJob, step } from '../custody/support';
import { DELIVER_BY, deadlineText } from '../../src/domain/service-levels';

const detail = (page: Page) => page.getByRole('region', { name: 'Selected delivery' });
const list = (page: Page, name: string) => page.getByRole('region', { name });

test('lists active and upcoming deliveries, with nothing selected yet', async ({ page }) => {
  await apiSignIn(page);
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { name: 'No Order Selected' })).toBeVisible();
  const orders = await clientOrders(page.request, 2);
  const inTransit = orders.find((o) => o.status === 'in_transit')!;
  await expect(
    list(page, 'Active Deliveries').getByRole('button', { name: new RegExp(inTransit.displayNumber) }),
  ).toBeVisible();
  await expect(list(page, 'Upcoming Deliveries').getByRole('button').first()).toBeVisible();
  await expect(list(page, 'Upcoming Deliveries').getByTestId('order-status').first()).toHaveText(
    SAYS.awaiting_payment.label,
  );
});

test('tracks by number: validation, unknown orders, and the full view with the map', async ({
  page,
  browser,
  baseURL,
}) => {
  await apiSignIn(page);
  // An order of its own, in transit with a driver who has shared no position: the demo orders are
  // shared with every other spec on the server, and any of them may move a demo driver.
  const driverContext = await browser.newContext({ baseURL });
  const job = await paidJob(page.request, { serviceType: 'medical_equipment' });
  try {
    await driverWithJob(driverContext.request, job);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit']) {
      await step(driverContext.request, job.id, status);
    }
  } finally {
    await driverContext.close();
  }
  const inTransit = (await clientOrders(page.request, 2)).find((o) => o.id === job.id)!;
  expect(inTransit.status).toBe('in_transit');

  await page.goto('/tracking');
  const number = page.getByRole('textbox', { name: 'Order number' });
  const track = page.getByRole('button', { name: 'Track', exact: true });

  await number.fill('abc');
  await track.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter an order number using digits only, for example 42 or ML-0042',
  );

  await number.fill('999999');
  await track.click();
  await expect(detail(page).getByText('Order not found. Check the number and try again.')).toBeVisible();

  await number.fill(inTransit.displayNumber);
  await track.click();
  await expect(page).toHaveURL(`/tracking?orderId=${inTransit.id}`);
  const view = detail(page);
  await expect(view.getByRole('heading', { name: `Order #${inTransit.displayNumber}` })).toBeFocused();
  await expect(view.locator('[aria-current="step"]')).toContainText('In Transit');
  // No live position yet: the promise shown is the stored deadline, worded by the table.
  await expect(view.getByTestId('eta')).toHaveText(`${DELIVER_BY} ${deadlineText(inTransit.deliverBy)}`);
  await expect(view.getByRole('link', { name: /^\(?\d{3}/ }).first()).toHaveAttribute('href', /^tel:/);
  await expect(view.getByText(/rating · \d+ deliveries|No ratings yet/)).toBeVisible();
  await expect(view.getByText(inTransit.pickupAddress)).toBeVisible();

  const map = view.getByTestId('delivery-map');
  await expect(map).toBeVisible();
  await expect(map.locator('path.map-marker-pickup')).toHaveCount(1);
  await expect(map.locator('path.map-marker-delivery')).toHaveCount(1);
  // The offline base layer: the service states' outlines, drawn without any tile server.
  await expect(map.locator('.leaflet-outlines-pane path')).toHaveCount(5);
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
});

test('the driver marker follows the shared position without a reload', async ({ page, browser, baseURL }) => {
  await apiSignIn(page);
  const driverContext = await browser.newContext({ baseURL });
  try {
    // A job of the client's own that its driver has started: only then is the position shared.
    const job = await paidJob(page.request, { serviceType: 'medical_prescription' });
    await driverWithJob(driverContext.request, job);
    // Far enough from the pickup that the two markers never cluster into one.
    const start = { latitude: 29.745, longitude: -95.43 };
    await step(driverContext.request, job.id, 'pickup_scheduled');
    const first = await driverContext.request.post(`/api/orders/${job.id}/location`, {
      data: { ...start, timestamp: new Date().toISOString() },
    });
    expect(first.status()).toBe(201);

    await page.goto(`/tracking?orderId=${job.id}`);
    const map = detail(page).getByTestId('delivery-map');
    await expect(map.locator('path.map-marker-driver')).toHaveCount(1);

    const fix = { latitude: 29.7312, longitude: -95.3456 };
    const response = await driverContext.request.post(`/api/orders/${job.id}/location`, {
      data: { ...fix, timestamp: new Date().toISOString() },
    });
    expect(response.status()).toBe(201);
    await expect(map).toHaveAttribute('data-driver-position', `${fix.latitude},${fix.longitude}`);
  } finally {
    await driverContext.close();
  }
});

test('a payment in another session moves the open view to paid and into the active list', async ({
  page,
  browser,
}) => {
  await apiSignIn(page);
  const order = await bookOrder(page.request, 'Live tracking check');
  await page.goto(`/tracking?orderId=${order.id}`);
  const view = detail(page);
  await expect(view.locator('[aria-current="step"]')).toContainText('Order Submitted');

  const other = await otherSession(browser, DEMO.client);
  try {
    await payOrder(other.request, order.id);
  } finally {
    await other.context.close();
  }
  const said = await statusSaid(page.request, order.id);
  expect(said).toMatch(/^Paid — /);
  await expect(view.getByTestId('order-status')).toHaveText(said);
  await expect(view.locator('[aria-current="step"]')).toContainText('Paid');
  await expect(
    list(page, 'Active Deliveries').getByRole('button', { name: new RegExp(order.displayNumber) }),
  ).toBeVisible();
});

test('a new client sees the empty states', async ({ page }) => {
  await signUp(page, newAccount('client'));
  await page.goto('/tracking');
  await expect(page.getByText('No active deliveries')).toBeVisible();
  await expect(page.getByText('No upcoming deliveries')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Order Selected' })).toBeVisible();
});
