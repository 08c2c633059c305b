/**
 * The recipient's journey on a 390 px phone, without an account: the link a new pharmacy shares
 * shows who sends the delivery, the promised pickup and delivery times (the order's deadlines in
 * the service-level table's words) and, as a driver runs it, each status in the public table's
 * words, until delivered. The page polls every 10 s; each wait allows for one poll.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_STATUS_LABELS } from '../../src/domain/public-tracking';
import { deadlineText } from '../../src/domain/service-levels';
import { TO_THE_DOOR, driverStep, expectDeadlinesOfTheLevel, orderNow, equipmentRun } from './steps';
import { book, signUpClient } from '../support/api';
import { signUpDriver } from '../support/drivers';

const NEXT_POLL = { timeout: 20_000 };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a recipient follows the shared link from the promise to the door', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const clientCtx = await browser.newContext();
  const driverCtx = await browser.newContext();
  try {
    const client = clientCtx.request;
    const { account: pharmacy } = await signUpClient(client, { organization: 'Journey Pharmacy' });
    const paid = await orderNow(client, (await book(client, equipmentRun('emergency'), { paid: true })).id);
    expectDeadlinesOfTheLevel(paid);
    const link = await client.get(`/api/orders/${paid.id}/public-link`);
    expect(link.status(), await link.text()).toBe(200);

    await page.goto(((await link.json()) as { path: string }).path);
    await expect(page.getByRole('heading', { name: `Delivery #${paid.displayNumber}` })).toBeVisible();
    await expect(page.getByTestId('public-sender')).toHaveText(`From ${pharmacy.organizationName}`);
    const status = page.getByTestId('public-status');
    await expect(status).toContainText(PUBLIC_STATUS_LABELS.confirmed);
    // Before pickup: the order's own deadlines, as every other screen writes them.
    await expect(page.getByTestId('public-pickup-by')).toHaveText(deadlineText(paid.pickupBy));
    await expect(page.getByTestId('public-eta')).toHaveText(`By ${deadlineText(paid.deliverBy)}`);
    await expect(page.getByText(/by dispatch|taking the job|approved/i)).toHaveCount(0);

    const driver = driverCtx.request;
    await signUpDriver(driver, { onShift: true });
    const accepted = await driver.post(`/api/orders/${paid.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(status).toContainText(PUBLIC_STATUS_LABELS.assigned, NEXT_POLL);
    for (const next of TO_THE_DOOR) {
      await driverStep(driver, paid.id, next);
      await expect(status).toContainText(PUBLIC_STATUS_LABELS[next], NEXT_POLL);
    }
    expect((await orderNow(client, paid.id)).status).toBe('delivered');
    // Picked up: the pickup promise is kept no longer on screen; the delivery one is done.
    await expect(page.getByTestId('public-pickup-by')).toHaveCount(0);
  } finally {
    await Promise.all([clientCtx.close(), driverCtx.close()]);
  }
});
