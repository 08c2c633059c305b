/**
 * On a 390 px phone: the driver of a refrigerated, photo-proof job scans the label (a
 * generated Code 128 image fed to the camera's file input), records the temperature at pickup and
 * a photo and reading at delivery; the client's custody certificate shows the scan, the readings
 * and the photo, and still verifies.
 */
import bwipjs from 'bwip-js/node';
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { DEMO } from '../support/accounts';
import { toasts } from '../support/pages';
import {
  HOUSTON_BOOKING,
  apiSignIn,
  driverTab,
  nextStepBar,
  phoneContext,
  type Job,
  scanEveryPiece,
} from '../driver/support';
import { step } from './support';
import { signUpDriver } from '../support/drivers';

test('a driver scans the label, records a refrigerated reading and a photo; the certificate shows them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const adminContext = await browser.newContext({ baseURL });
  try {
    await signUpClient(clientContext.request);
    const booked = await clientContext.request.post('/api/orders', {
      data: {
        ...HOUSTON_BOOKING,
        serviceType: 'medical_equipment',
        temperatureClass: 'refrigerated',
        requiresPhoto: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const job = (await booked.json()) as Job;
    expect(
      (await clientContext.request.post('/api/test-payment', { data: { orderId: job.id } })).status(),
    ).toBe(200);

    // A new driver has no cooler: dispatch records that this one has, then it takes the job.
    const driver = driverContext.request;
    const account = await signUpDriver(driver, { onShift: true });
    await apiSignIn(adminContext.request, DEMO.admin);
    const capable = await adminContext.request.patch(`/api/drivers/${account.driverId}/cold-chain`, {
      data: { coldChain: true },
    });
    expect(capable.status(), await capable.text()).toBe(200);
    expect((await driver.post(`/api/orders/${job.id}/accept`, { data: {} })).status()).toBe(200);
    await step(driver, job.id, 'pickup_scheduled');

    const label = await bwipjs.toBuffer({ bcid: 'code128', text: job.displayNumber, scale: 3, height: 12 });
    const page = await driverContext.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Complete Pickup?' });
    const confirmPickup = pickup.getByRole('button', { name: 'Confirm Pickup' });
    await expect(confirmPickup).toBeDisabled();
    await pickup
      .getByLabel('Scan the label with the camera')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    await expect(pickup.getByLabel('Label code (scan or type)')).toHaveValue(job.displayNumber);
    await pickup.getByLabel(/Temperature \(°C\)/).fill('5');
    await expect(confirmPickup).toBeDisabled();
    await scanEveryPiece(pickup, driver, job.id);
    await expect(confirmPickup).toBeEnabled();
    const box = (await pickup.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await confirmPickup.click();
    await expect(
      toasts(page)
        .getByText(/Pickup/)
        .first(),
    ).toBeVisible();
    await expect(pickup).toHaveCount(0);

    await step(driver, job.id, 'in_transit');
    await page.reload();
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Delivery' }).click();
    const delivery = page.getByRole('dialog', { name: 'Complete Delivery?' });
    const confirmDelivery = delivery.getByRole('button', { name: 'Confirm Delivery' });
    await delivery.getByLabel('Label code (scan or type)').fill(job.displayNumber);
    await scanEveryPiece(delivery, driver, job.id);
    await delivery.getByLabel(/Temperature \(°C\)/).fill('6');
    await expect(confirmDelivery).toBeDisabled();
    await delivery
      .getByLabel('Photo of the item')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: label });
    await expect(delivery.getByRole('img', { name: 'The photo to be recorded' })).toBeVisible();
    await expect(confirmDelivery).toBeEnabled();
    await confirmDelivery.click();
    await expect(toasts(page).getByText('Delivery Complete')).toBeVisible();

    const client = await clientContext.newPage();
    await client.goto(`/orders/${job.id}/custody`);
    const certificate = client.getByRole('region', {
      name: `Custody certificate for order #${job.displayNumber}`,
    });
    await expect(
      certificate.getByTestId('verification').getByRole('heading', { name: 'Verified' }),
    ).toBeVisible();
    await expect(certificate.getByText(`Label scanned: ${job.displayNumber}`)).toHaveCount(2);
    await expect(certificate.getByText(/Temperature 5 °C \(refrigerated\): in range/)).toBeVisible();
    await expect(certificate.getByText(/Temperature 6 °C \(refrigerated\): in range/)).toBeVisible();
    const photo = certificate.getByRole('img', { name: 'Photo taken at delivery' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(certificate.getByText(/Deadline .*: (met|missed)/).first()).toBeVisible();
  } finally {
    await Promise.all([driverContext.close(), clientContext.close(), adminContext.close()]);
  }
});
