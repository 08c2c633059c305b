/**
 * A driver's whole run on a phone: a job opens live, the driver accepts it and walks every step
 * while the test moves the phone; the client, in its own browser, watches the status and the
 * driver's position change live; after delivery the driver rates the client.
 */
import { statusSaid } from '../support/client-status';
import { CLIENT_STATUS_WORDING as SAYS } from '../../src/domain/client-status';
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { toasts } from '../support/pages';
import {
  activeCard,
  driverTab,
  jobCard,
  liveSocketReady,
  NEAR_DELIVERY,
  nextStepBar,
  ON_THE_WAY,
  paidJob,
  phoneContext,
  scanEveryPiece,
} from './support';
import { signUpDriver } from '../support/drivers';

test('a driver accepts a live job and runs it to delivery while the client watches', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, a dozen round trips and the 5 s location throttle on a shared 2-core machine.
  test.setTimeout(120_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const driver = driverContext.request;
  const client = clientContext.request;
  const account = await signUpDriver(driver);
  const pharmacy = `Oak Pharmacy ${Date.now().toString(36)}`;
  await signUpClient(client, { organizationName: pharmacy });

  const page = await driverContext.newPage();
  const ready = liveSocketReady(page);
  await page.goto('/driver-dashboard');
  await expect(page.getByRole('heading', { name: 'Driver Dashboard', level: 1 })).toBeVisible();
  await ready;

  // A new driver starts off shift; the switch puts it on.
  await page.getByRole('switch', { name: 'On shift' }).click();
  await expect(toasts(page).getByText('On shift', { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'On shift' })).toHaveAttribute('aria-checked', 'true');

  // The client books and pays: the job appears on the open board without a reload.
  const job = await paidJob(client);
  const card = jobCard(page, job);
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\$\d+\.\d{2}$/)).toHaveText(
    `$${(Math.round(Number(job.totalCost) * 15) / 100).toFixed(2)}`,
  );
  await expect(card.getByText('Medical Equipment')).toBeVisible();

  const watcher = await clientContext.newPage();
  const watcherReady = liveSocketReady(watcher);
  await watcher.goto(`/tracking?orderId=${job.id}`);
  const detail = watcher.getByRole('region', { name: 'Selected delivery' });
  await expect(detail.getByTestId('order-status')).toHaveText(await statusSaid(client, job.id));
  await watcherReady;

  await card.getByRole('button', { name: `Accept job #${job.displayNumber}` }).click();
  await expect(toasts(page).getByText('Job Accepted')).toBeVisible();
  await expect(driverTab(page, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');
  const active = activeCard(page, job);
  await expect(active).toBeVisible();
  await expect(active.getByText(pharmacy)).toBeVisible();
  await expect(active.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.driver_assigned.label);

  const bar = nextStepBar(page);
  const mapsLink = active.getByRole('link', { name: /Open in Maps/ });
  await expect(mapsLink).toHaveAttribute('href', /destination=29\.707300,-95\.397800&travelmode=driving/);
  await expect(mapsLink).toHaveAttribute('target', '_blank');

  // Start Job: one tap, location sharing begins and reaches the client's map.
  await bar.getByRole('button', { name: 'Start Job' }).click();
  await expect(toasts(page).getByText('Job Started')).toBeVisible();
  await expect(active.getByText(/^Tracking since /)).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.driver_to_pickup.label);
  await driverContext.setGeolocation(ON_THE_WAY);
  await expect(detail.getByTestId('delivery-map')).toHaveAttribute(
    'data-driver-position',
    `${ON_THE_WAY.latitude},${ON_THE_WAY.longitude}`,
    { timeout: 20_000 },
  );

  // Complete Pickup asks first; sharing stops until the delivery starts.
  await bar.getByRole('button', { name: 'Complete Pickup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete Pickup?' });
  await scanEveryPiece(confirm, driver, job.id);
  await confirm.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(toasts(page).getByText('Pickup Complete')).toBeVisible();
  await expect(active.getByText(/^Tracking since /)).toHaveCount(0);
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.picked_up.label);
  await expect(mapsLink).toHaveAttribute('href', /destination=29\.760400,-95\.369800/);

  await driverContext.setGeolocation(NEAR_DELIVERY);
  await bar.getByRole('button', { name: 'Start Delivery' }).click();
  await expect(toasts(page).getByText('Delivery Started')).toBeVisible();
  await expect(active.getByText(/^Tracking since /)).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.in_transit.label);
  await expect(detail.getByTestId('delivery-map')).toHaveAttribute(
    'data-driver-position',
    `${NEAR_DELIVERY.latitude},${NEAR_DELIVERY.longitude}`,
    { timeout: 20_000 },
  );

  await bar.getByRole('button', { name: 'Complete Delivery' }).click();
  await scanEveryPiece(page.getByRole('dialog', { name: 'Complete Delivery?' }), driver, job.id);
  await page
    .getByRole('dialog', { name: 'Complete Delivery?' })
    .getByRole('button', { name: 'Confirm Delivery' })
    .click();
  await expect(toasts(page).getByText('Delivery Complete')).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText('Delivered');
  await expect(bar).toHaveCount(0);
  const order = await (await client.get(`/api/orders/${job.id}`)).json();
  expect(order).toMatchObject({ status: 'delivered', driverId: account.driverId });

  // The delivered card offers the rating; Submit waits for a star.
  const delivered = page.getByRole('region', { name: `Delivered #${job.displayNumber}` });
  await delivered.getByRole('button', { name: 'Rate client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate the client' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await dialog.getByLabel('Feedback (optional)').fill('Ready at the door, thank you');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(page).getByText('Thank you!')).toBeVisible();
  await expect(delivered.getByText('Thanks for rating')).toBeVisible();
  const ratings = await (await driver.get(`/api/orders/${job.id}/rating`)).json();
  expect(ratings.driver).toMatchObject({ rating: 5, feedback: 'Ready at the door, thank you' });

  // The client's Order History row says Delivered too.
  await watcher.goto('/orders');
  await watcher.getByLabel('Search orders').fill(job.displayNumber);
  await expect(
    watcher
      .getByTestId('order-row')
      .filter({ hasText: `#${job.displayNumber}` })
      .getByTestId('order-status')
      // The row has a badge for narrow screens and one for wide ones; the visible one counts.
      .filter({ visible: true }),
  ).toHaveText('Delivered');

  // The stat cards follow: one job completed, its pay earned.
  const stats = await (await driver.get(`/api/driver/stats/${account.driverId}`)).json();
  expect(stats.completedJobs).toBe(1);
  const statCards = page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem');
  await expect(statCards.filter({ hasText: 'Jobs Completed' })).toContainText('1');
  await expect(statCards.filter({ hasText: 'Money Earned' })).toContainText(`$${stats.moneyEarned}`);

  await driverContext.close();
  await clientContext.close();
});
