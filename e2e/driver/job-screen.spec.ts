/**
 * At 390 px: the driver sees what the job it took needs (item, special instructions,
 * contacts), completes the delivery and sees "Delivered" with nothing new under the thumb; a
 * decline asks for a reason that dispatch then reads; the client's ETA follows the driver.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO } from '../support/accounts';
import { signUpClient } from '../support/api';
import { expectToast, toasts } from '../support/pages';
import {
  activeCard,
  apiSignIn,
  driverTab,
  jobAt,
  nextStepBar,
  paidJob,
  phoneContext,
  scanEveryPiece,
  take,
} from './support';
import { signUpDriver } from '../support/drivers';

const INSTRUCTIONS = 'Keep upright, hand to the pharmacist';

test.describe('driver job screen at 390 px', () => {
  test.setTimeout(90_000);

  test('shows the job it took, then "Delivered" with the next job only on request', async ({
    browser,
    baseURL,
  }) => {
    const phone = await phoneContext(browser, baseURL);
    const office = await browser.newContext({ baseURL });
    try {
      await signUpDriver(phone.request, { onShift: true });
      await signUpClient(office.request);
      const first = await paidJob(office.request, {
        itemDescription: 'Insulin pens, 2 boxes',
        specialInstructions: INSTRUCTIONS,
      });
      const second = await paidJob(office.request);
      await take(phone.request, first, ['pickup_scheduled', 'pickup_complete', 'in_transit']);
      await take(phone.request, second);

      const page = await phone.newPage();
      await page.goto('/driver-dashboard');
      await driverTab(page, 'Active Deliveries').click();
      const card = activeCard(page, first);
      await expect(card.getByText('Insulin pens, 2 boxes')).toBeVisible();
      await expect(card.getByText(INSTRUCTIONS)).toBeVisible();
      await expect(card.getByRole('link', { name: /Call Maria Lopez/ })).toHaveAttribute('href', /^tel:/);
      await expect(card.getByRole('link', { name: /Call Front desk/ })).toHaveAttribute('href', /^tel:/);
      await expectNoSeriousViolations(page, 'the driver job screen');

      const bar = nextStepBar(page);
      await bar.getByRole('button', { name: 'Complete Delivery' }).click();
      await scanEveryPiece(page.getByRole('dialog', { name: 'Complete Delivery?' }), phone.request, first.id);
      await page
        .getByRole('dialog', { name: 'Complete Delivery?' })
        .getByRole('button', { name: 'Confirm Delivery' })
        .click();
      await expect(toasts(page).getByText('Delivery Complete')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Delivered', exact: true })).toBeVisible();
      // Nothing new where the thumb was: no step bar and no other job until the driver asks.
      await expect(bar).toHaveCount(0);
      await expect(activeCard(page, second)).toHaveCount(0);

      await page.getByRole('button', { name: 'Show next job (1)' }).click();
      await expect(activeCard(page, second)).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Start Job' })).toBeVisible();
    } finally {
      await phone.close();
      await office.close();
    }
  });

  test('decline asks for a reason, and dispatch reads it on the order', async ({ browser, baseURL }) => {
    const phone = await phoneContext(browser, baseURL);
    const office = await browser.newContext({ baseURL });
    const desk = await browser.newContext({ baseURL });
    try {
      await signUpDriver(phone.request, { onShift: true });
      await signUpClient(office.request);
      const job = await jobAt(phone.request, office.request, 'assigned');

      const page = await phone.newPage();
      await page.goto('/driver-dashboard');
      await driverTab(page, 'Active Deliveries').click();
      await activeCard(page, job).getByRole('button', { name: 'Decline job…' }).click();
      const dialog = page.getByRole('dialog', { name: `Decline job #${job.displayNumber}?` });
      await dialog.getByRole('button', { name: 'Decline job' }).click();
      await expect(dialog.getByText('Enter a reason of at least 3 characters.')).toBeVisible();
      const reason = '<b>Van</b> will not start';
      await dialog.getByLabel('Reason (dispatch sees this)').fill(reason);
      await dialog.getByRole('button', { name: 'Decline job' }).click();
      await expectToast(page, 'Job declined');
      await expect(activeCard(page, job)).toHaveCount(0);

      await apiSignIn(desk.request, DEMO.admin);
      const console = await desk.newPage();
      await console.goto('/admin-dashboard');
      const row = console.locator(`tr[data-order-id="${job.id}"]`);
      // The reason is shown as the driver typed it: text, never markup.
      await expect(row.getByTestId('driver-decline')).toHaveText(`Declined by driver: ${reason}`);
    } finally {
      await phone.close();
      await office.close();
      await desk.close();
    }
  });

  test("the ETA on the client's tracking page changes as the driver moves", async ({ browser, baseURL }) => {
    const phone = await phoneContext(browser, baseURL, false);
    const office = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    try {
      await signUpDriver(phone.request, { onShift: true });
      await signUpClient(office.request);
      const job = await jobAt(phone.request, office.request, 'pickup_scheduled');
      const post = (latitude: number, longitude: number) =>
        phone.request.post(`/api/orders/${job.id}/location`, {
          data: { latitude, longitude, timestamp: new Date().toISOString() },
        });
      expect((await post(30.2672, -97.7431)).status()).toBe(201); // Austin: hours away

      const page = await office.newPage();
      await page.goto(`/tracking?orderId=${job.id}`);
      const eta = page.getByRole('region', { name: 'Selected delivery' }).getByTestId('eta');
      await expect(eta).toContainText(/Arriving about \d{1,2}:\d{2}/);
      const far = await eta.textContent();

      expect((await post(29.7101, -95.3995)).status()).toBe(201); // blocks from the pickup
      await expect(eta).not.toHaveText(far ?? '');
      await expect(eta).toContainText(/Arriving about \d{1,2}:\d{2}/);
    } finally {
      await phone.close();
      await office.close();
    }
  });
});
