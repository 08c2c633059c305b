import { CLIENT_STATUS_WORDING as SAYS } from '../../src/domain/client-status';
import { statusSaid } from '../support/client-status';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { carriedTo, clientOrders, otherSession, type Order } from '../orders/helpers';
import { driverWithJob, paidJob, step } from '../custody/support';
import { book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';
import { DELIVER_BY, deadlineText } from '../../src/domain/service-levels';

const detail = (page: Page) => page.getByRole('region', { name: 'Selected delivery' });
const list = (page: Page, name: string) => page.getByRole('region', { name });

// Each test is a new client with orders of its own: the demo client's orders are shared with every
// other spec on the server, and any of them may move one or have a demo driver share a position.
test('lists active and upcoming deliveries, with nothing selected yet', async ({
  client: { page },
  browser,
  baseURL,
}) => {
  const inTransit = await carriedTo(browser, baseURL, page.request, 'in_transit');
  // Upcoming: pending, for a day ahead.
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const upcoming = await book(page, { ...LAB_RUN, scheduledDate: inThreeDays });
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { name: 'No Order Selected' })).toBeVisible();
  await expect(
    list(page, 'Active Deliveries').getByRole('button', { name: new RegExp(inTransit.displayNumber) }),
  ).toBeVisible();
  await expect(list(page, 'Upcoming Deliveries').getByRole('button')).toHaveCount(1);
  await expect(list(page, 'Upcoming Deliveries').getByRole('button')).toContainText(upcoming.displayNumber);
  await expect(list(page, 'Upcoming Deliveries').getByTestId('order-status')).toHaveText(
    SAYS.awaiting_payment.label,
  );
});

test('tracks by number: validation, unknown orders, and the full view with the map', async ({
  client,
  browser,
  baseURL,
}) => {
  const { page } = client;
  // In transit with a driver who has shared no position.
  const driverContext = await browser.newContext({ baseURL });
  const job = await paidJob(page.request, { serviceType: 'medical_equipment' });
  try {
    await driverWithJob(driverContext.request, job);
    // Medical equipment: handed over at the pickup without a signature.
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit']) {
      await step(driverContext.request, job.id, status);
    }
  } finally {
    await driverContext.close();
  }
  const inTransit = (await clientOrders(page.request, client.userId)).find((o) => o.id === job.id)!;
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

test('the driver marker follows the shared position without a reload', async ({
  client: { page },
  browser,
  baseURL,
}) => {
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
  client: { page, account },
  browser,
}) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Live tracking check' });
  await page.goto(`/tracking?orderId=${order.id}`);
  const view = detail(page);
  await expect(view.locator('[aria-current="step"]')).toContainText('Order Submitted');

  const other = await otherSession(browser, account);
  try {
    await pay(other.request, order.id);
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

test('a new client sees the empty states', async ({ client: { page } }) => {
  await page.goto('/tracking');
  await expect(page.getByText('No active deliveries')).toBeVisible();
  await expect(page.getByText('No upcoming deliveries')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Order Selected' })).toBeVisible();
});
