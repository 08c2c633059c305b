/**
 * The recipient's tracking link: the client copies it from Order History, a signed-out phone
 * opens it and sees the status move as the driver advances (the page polls every 10 s, so the
 * waits allow for one poll), the driver's position only while in transit, and nothing private.
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { expandRow, findOrderRow } from '../orders/helpers';
import { driverWithJob, paidJob, step } from './support';

/** One poll of the public page (10 s) plus room for a slow shared machine. */
const NEXT_POLL = { timeout: 20_000 };

test('a signed-out phone follows the shared tracking link live, without private details', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const clientContext = await browser.newContext({ baseURL });
  const driverContext = await browser.newContext({ baseURL });
  const recipientContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    // A pharmacy of the test's own, under its own name and number, which the recipient is given.
    const { account } = await signUpClient(clientContext.request, {
      organizationName: `Bayou Pharmacy ${Date.now().toString(36)}`,
      phone: '(713) 555-0177',
    });
    const pharmacy = account.organizationName;
    const job = await paidJob(clientContext.request, { serviceType: 'medical_equipment' });
    await driverWithJob(driverContext.request, job);

    const client = await clientContext.newPage();
    await client.goto('/orders');
    const row = await findOrderRow(client, job.displayNumber);
    await expandRow(row);
    await row.getByRole('button', { name: 'Share tracking link' }).click();
    const linkField = row.getByLabel('Tracking link for the recipient');
    await expect(linkField).toHaveValue(/\/t\/[A-Za-z0-9_-]{32,64}$/);
    const link = new URL(await linkField.inputValue());

    const recipient = await recipientContext.newPage();
    await recipient.goto(link.pathname);
    await expect(recipient.getByRole('heading', { name: `Delivery #${job.displayNumber}` })).toBeVisible();
    const status = recipient.getByTestId('public-status');
    await expect(status).toHaveText(/Driver Assigned/);
    await expect(recipient.getByText('Dana', { exact: true })).toBeVisible();
    await expect(recipient.getByText('Houston, TX')).toBeVisible();
    // Who sends it and whom to call; the promised times before pickup; no internal wording.
    await expect(recipient.getByTestId('public-sender')).toHaveText(`From ${pharmacy}`);
    const help = recipient.getByRole('region', { name: 'Questions about this delivery?' });
    await expect(help).toContainText(`Call ${pharmacy} at (713) 555-0177`);
    await expect(help.getByRole('link', { name: '(713) 555-0177' })).toHaveAttribute(
      'href',
      'tel:7135550177',
    );
    await expect(recipient.getByTestId('public-pickup-by')).toHaveText(/\d{1,2}:\d{2} [AP]M C[SD]T$/);
    await expect(recipient.getByTestId('public-eta')).toHaveText(/^By .*\d{1,2}:\d{2} [AP]M C[SD]T$/);
    await expect(recipient.getByText(/by dispatch|taking the job/)).toHaveCount(0);
    // No app frame for a visitor without an account, and nothing private of the order.
    await expect(recipient.getByRole('navigation')).toHaveCount(0);
    await expect(recipient.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    for (const secret of ['Wheelchair', 'Maria Lopez', '713-555', '1200 Main St', 'Runner', '$']) {
      await expect(recipient.getByText(secret, { exact: false })).toHaveCount(0);
    }
    await expect(recipient.getByText(/^Last updated /)).toBeVisible();
    await expect(recipient.getByTestId('delivery-map')).toHaveCount(0);

    // The driver advances; the open page follows without a reload.
    await step(driverContext.request, job.id, 'pickup_scheduled');
    await expect(status).toHaveText(/Pickup Scheduled/, NEXT_POLL);
    await expect(recipient.locator('[aria-current="step"]')).toContainText('Pickup Scheduled');

    await step(driverContext.request, job.id, 'pickup_complete');
    await step(driverContext.request, job.id, 'in_transit');
    const fix = { latitude: 29.7301, longitude: -95.3851 };
    const located = await driverContext.request.post(`/api/orders/${job.id}/location`, {
      data: { ...fix, timestamp: new Date().toISOString() },
    });
    expect(located.status(), await located.text()).toBe(201);
    await expect(status).toHaveText(/In Transit/, NEXT_POLL);
    const map = recipient.getByTestId('delivery-map');
    await expect(map).toHaveAttribute('data-driver-position', `${fix.latitude},${fix.longitude}`, NEXT_POLL);
    // Without tiles the dot sits among the county lines, with the city's name beside it.
    await expect(map.locator('.map-city-label', { hasText: 'Houston' })).toBeVisible();
    await expect(map.locator('.leaflet-counties-pane path').first()).toBeAttached();
    await expect(recipient.getByTestId('public-eta')).toHaveText(/\d:\d{2}|Later than estimated/);

    // Delivered: the position goes, and the page says how long the link still works.
    await step(driverContext.request, job.id, 'delivered');
    await expect(status).toHaveText(/Delivered/, NEXT_POLL);
    await expect(map).toHaveCount(0);
    await expect(recipient.getByText(/^This link works until /)).toBeVisible();
  } finally {
    await clientContext.close();
    await driverContext.close();
    await recipientContext.close();
  }
});

test('a link that is not valid says so, signed out', async ({ page }) => {
  await page.goto('/t/this-is-not-a-real-tracking-token-000000');
  await expect(
    page.getByRole('heading', { name: 'This tracking link is not valid or has expired' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/t/this-is-not-a-real-tracking-token-000000');
});
