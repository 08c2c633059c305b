/**
 * axe on the driver's screens on a 390 px phone: each tab with real content (an open job card, an
 * active delivery card, performance figures), the mobile menu, the confirm-step dialog plain and
 * with the proof fields and signature pad, the rate-client dialog, and /security.
 */
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import {
  activeCard,
  driverTab,
  HOUSTON_BOOKING,
  type Job,
  jobCard,
  nextStepBar,
  paidJob,
  phoneContext,
  scanEveryPiece,
  stepBody,
} from '../driver/support';
import { expectNoSeriousViolations } from './support';
import { signUpDriver } from '../support/drivers';

test('every tab, the step dialogs with and without proof, the rating dialog and the menu', async ({
  browser,
  baseURL,
}) => {
  // Two jobs walked through on a shared 2-core machine, with a dozen axe runs.
  test.setTimeout(180_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL });
  try {
    const client = clientContext.request;
    const driver = driverContext.request;
    await signUpClient(client);
    await signUpDriver(driver, { onShift: true });
    const step = async (job: Job, status: string) => {
      const moved = await driver.patch(`/api/orders/${job.id}/status`, {
        data: await stepBody(driver, job.id, status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    };

    // Available Jobs with an open job on the board.
    const equipment = await paidJob(client);
    const page = await driverContext.newPage();
    await page.goto('/driver-dashboard');
    await expect(page.getByRole('heading', { name: 'Driver Dashboard', level: 1 })).toBeVisible();
    await expect(jobCard(page, equipment)).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: Available Jobs with a job card');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: mobile menu open');
    await page.getByRole('button', { name: 'Close menu' }).click();

    // Active Deliveries with the accepted job's card and its next-step bar.
    await jobCard(page, equipment)
      .getByRole('button', { name: `Accept job #${equipment.displayNumber}` })
      .click();
    await expect(driverTab(page, 'Active Deliveries')).toHaveAttribute('aria-selected', 'true');
    await expect(activeCard(page, equipment)).toBeVisible();
    await expect(nextStepBar(page).getByRole('button', { name: 'Start Job' })).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: Active Deliveries with an active job card');

    // The plain confirm dialog (medical equipment needs no proof).
    await step(equipment, 'pickup_scheduled');
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Complete Pickup?' });
    await expect(pickup.getByRole('button', { name: 'Confirm Pickup' })).toBeDisabled();
    await scanEveryPiece(pickup, driver, equipment.id);
    await expect(pickup.getByRole('button', { name: 'Confirm Pickup' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'driver: Complete Pickup dialog (no proof)');
    await pickup.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expect(pickup).toBeHidden();

    // Delivered: the delivered card and the rate-client dialog.
    await step(equipment, 'in_transit');
    await nextStepBar(page).getByRole('button', { name: 'Complete Delivery' }).click();
    const delivery = page.getByRole('dialog', { name: 'Complete Delivery?' });
    await scanEveryPiece(delivery, driver, equipment.id);
    await delivery.getByRole('button', { name: 'Confirm Delivery' }).click();
    const delivered = page.getByRole('region', { name: `Delivered #${equipment.displayNumber}` });
    await expect(delivered).toBeVisible();
    await delivered.getByRole('button', { name: 'Rate client' }).click();
    const rate = page.getByRole('dialog', { name: 'Rate the client' });
    await expect(rate.getByRole('radio', { name: '1 star' })).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: Rate the client dialog');
    await page.keyboard.press('Escape');
    await expect(rate).toBeHidden();

    // The proof step: a secure document needs the name, the ID and a signature at pickup.
    const documents = await client.post('/api/orders', {
      data: { ...HOUSTON_BOOKING, serviceType: 'secure_document' },
    });
    expect(documents.status(), await documents.text()).toBe(201);
    const secure = (await documents.json()) as Job;
    const paid = await client.post('/api/test-payment', { data: { orderId: secure.id } });
    expect(paid.status(), await paid.text()).toBe(200);
    const accepted = await driver.post(`/api/orders/${secure.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await step(secure, 'pickup_scheduled');
    await page.reload();
    await driverTab(page, 'Active Deliveries').click();
    await expect(activeCard(page, secure)).toBeVisible();
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const proof = page.getByRole('dialog', { name: 'Complete Pickup?' });
    await expect(proof.getByTestId('signature-pad')).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: Complete Pickup dialog with proof and signature');
    // A name that does not match the ID shows its error inside the dialog.
    await proof.getByLabel('Name of the person handing over').fill('Somebody Else');
    await expect(proof.getByText(/The name must match the ID/)).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: proof dialog with a name error');
    await proof.getByRole('button', { name: 'Not yet' }).click();
    await expect(proof).toBeHidden();

    await driverTab(page, 'Performance').click();
    await expect(page.getByRole('tabpanel', { name: 'Performance' })).toBeVisible();
    await expect(
      page.getByRole('tabpanel', { name: 'Performance' }).getByRole('heading').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: Performance');

    await page.goto('/security');
    await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'driver: /security on a phone');
  } finally {
    await driverContext.close();
    await clientContext.close();
  }
});
