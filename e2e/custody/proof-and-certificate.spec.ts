/**
 * Proof at the hand-over on a phone, and the certificate that records it: the driver signs on the
 * screen at delivery (Confirm waits for the proof), and the client opens the custody certificate
 * and sees the signatures and the verified chain. An ID check whose name does not match is refused
 * by the server, and the driver sees why.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { expandRow, findOrderRow } from '../orders/helpers';
import { DEMO } from '../support/accounts';
import { toasts } from '../support/pages';
import { pdfText } from '../../src/server/test/pdf-text';
import {
  HOUSTON_BOOKING,
  apiSignIn,
  driverTab,
  nextStepBar,
  phoneContext,
  scanEveryPiece,
} from '../driver/support';
import { TINY_PNG, driverWithJob, paidJob, signOnPad, step } from './support';

test('the driver signs at delivery on a phone, and the client sees the signed, verified certificate', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    // A pharmacy of the test's own, under a name the certificate must show.
    const pharmacy = `Elm Pharmacy ${Date.now().toString(36)}`;
    await signUpClient(clientContext.request, { organizationName: pharmacy });
    // A prescription needs a signature at both hand-overs; the pickup goes through the API.
    const job = await paidJob(clientContext.request, { serviceType: 'medical_prescription' });
    const driver = driverContext.request;
    await driverWithJob(driver, job);
    await step(driver, job.id, 'pickup_scheduled');
    await step(driver, job.id, 'pickup_complete', { name: 'Front desk', signature: TINY_PNG });
    await step(driver, job.id, 'in_transit');

    const page = await driverContext.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Delivery?' });
    const confirm = dialog.getByRole('button', { name: 'Confirm Delivery' });
    await scanEveryPiece(dialog, driver, job.id);
    await expect(dialog.getByText('Still needed: signature')).toBeVisible();
    await expect(confirm).toBeDisabled();
    // An ID is not asked for on a prescription.
    await expect(dialog.getByLabel('ID type')).toHaveCount(0);

    // The dialog fits a 390 px phone: nothing wider than the screen.
    const pad = dialog.getByTestId('signature-pad');
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    await expect(pad).toHaveCSS('touch-action', 'none');

    // The order's contact arrives filled in as a value the driver checks, not as a grey placeholder.
    await expect(dialog.getByLabel('Name of the recipient')).toHaveValue('Maria Lopez');
    await expect(confirm).toBeDisabled();
    await signOnPad(page, pad);
    await expect(pad).toHaveAttribute('data-signed', 'true');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(toasts(page).getByText('Delivery Complete')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The client finds the certificate from Order History.
    const client = await clientContext.newPage();
    await client.goto('/orders');
    const row = await findOrderRow(client, job.displayNumber);
    await expandRow(row);
    await row.getByRole('link', { name: 'Custody certificate' }).click();
    await expect(client).toHaveURL(`/orders/${job.id}/custody`);
    await expect(client.getByRole('heading', { name: 'Custody certificate', level: 1 })).toBeVisible();
    const certificate = client.getByRole('region', {
      name: `Custody certificate for order #${job.displayNumber}`,
    });
    // It names what it certifies: whose order, what, from where to where.
    const subject = certificate.getByTestId('custody-subject');
    await expect(subject).toContainText(pharmacy);
    await expect(subject).toContainText(HOUSTON_BOOKING.itemDescription);
    await expect(subject).toContainText(`Maria Lopez, ${HOUSTON_BOOKING.deliveryAddress}`);
    const verification = certificate.getByTestId('verification');
    await expect(verification.getByRole('heading', { name: 'Verified' })).toBeVisible();
    await expect(verification).toContainText(/Verified: all \d+ entries match their hashes/);

    const entries = certificate.getByTestId('custody-entry');
    await expect(entries.first()).toContainText('Order created');
    await expect(entries.last()).toContainText('Delivered');
    const delivered = entries.filter({ hasText: 'Delivered' }).last();
    await expect(delivered).toContainText('Signed for by Maria Lopez');
    await expect(delivered).toContainText(/\(Driver\)/);
    const signature = delivered.getByRole('img', { name: 'Signature of Maria Lopez' });
    await expect(signature).toBeVisible();
    await expect(signature).toHaveAttribute('src', /^data:image\/png;base64,/);
    // The drawn signature is an image that decodes, not an empty box.
    expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(certificate.getByRole('img', { name: 'Signature of Front desk' })).toBeVisible();

    // The final hash is the last entry's hash.
    const lastHash = await entries.last().getByTestId('entry-hash').textContent();
    await expect(certificate.getByTestId('final-hash')).toHaveText(lastHash!.trim());
    await expect(certificate.getByRole('heading', { name: 'How to verify' })).toBeVisible();
    // Anyone can check it: the hashed text shown gives the hash shown with any SHA-256 tool ...
    const last = entries.last();
    await last.getByText('Hashed text').click();
    const text = await last.getByTestId('hashed-text').textContent();
    expect(createHash('sha256').update(text!).digest('hex')).toBe(lastHash!.trim());
    // ... and the browser itself recomputes the whole chain and the signature images.
    await certificate.getByRole('button', { name: 'Check it in this browser' }).click();
    await expect(certificate.getByTestId('browser-check')).toContainText(
      /recomputed all \d+ hashes and signature images: they match/,
    );

    // The same certificate as a PDF the server draws, with the same verdict and final hash.
    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    const pdf = pdfText(readFileSync(file)).join('\n');
    expect(pdf).toContain(`Order ${job.displayNumber}`);
    expect(pdf).toContain(pharmacy);
    expect(pdf).toContain(lastHash!.trim());
    expect(pdf).toMatch(/Signed for by\nMaria Lopez/);

    // Printed, the certificate stands alone: no app navigation, no buttons.
    await client.emulateMedia({ media: 'print' });
    await expect(client.getByRole('banner')).toBeHidden();
    await expect(client.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(signature).toBeVisible();

    // Dispatch reaches the same certificate from its order table; the driver is not shown it.
    const adminContext = await browser.newContext({ baseURL });
    try {
      await apiSignIn(adminContext.request, DEMO.admin);
      const admin = await adminContext.newPage();
      await admin.goto('/admin-dashboard');
      await admin.getByLabel('Search').fill(job.displayNumber);
      await admin.getByRole('link', { name: `Custody certificate for #${job.displayNumber}` }).click();
      await expect(admin).toHaveURL(`/orders/${job.id}/custody`);
      await expect(
        admin.getByTestId('verification').getByRole('heading', { name: 'Verified' }),
      ).toBeVisible();
      await expect(admin.getByRole('img', { name: 'Signature of Maria Lopez' })).toBeVisible();
    } finally {
      await adminContext.close();
    }
    await page.goto(`/orders/${job.id}/custody`);
    await expect(page).toHaveURL('/driver-dashboard');
  } finally {
    await driverContext.close();
    await clientContext.close();
  }
});

test('an ID check with the wrong name is refused with the reason, then completes with the right one', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const driverContext = await phoneContext(browser, baseURL);
  const clientContext = await browser.newContext({ baseURL });
  try {
    await signUpClient(clientContext.request);
    // A secure document needs a signature and the ID of the person handing it over.
    const job = await paidJob(clientContext.request, { serviceType: 'secure_document' });
    await driverWithJob(driverContext.request, job);
    await step(driverContext.request, job.id, 'pickup_scheduled');

    const page = await driverContext.newPage();
    await page.goto('/driver-dashboard');
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Pickup?' });
    const confirm = dialog.getByRole('button', { name: 'Confirm Pickup' });
    await scanEveryPiece(dialog, driverContext.request, job.id);
    await expect(dialog.getByLabel('Name of the person handing over')).toHaveValue('Front desk');

    await dialog.getByLabel('Name of the person handing over').fill('Somebody Else');
    await expect(dialog.getByText('The order names Front desk')).toBeVisible();
    await expect(
      dialog.getByText('The name must match the ID. This order expects Front desk.'),
    ).toBeVisible();
    await dialog.getByLabel('ID type').selectOption({ label: "Driver's license" });
    await dialog.getByLabel('Last 4 of ID').fill('48a1');
    await expect(dialog.getByLabel('Last 4 of ID')).toHaveValue('48A1');
    await expect(confirm).toBeDisabled();
    await signOnPad(page, dialog.getByTestId('signature-pad'));
    await expect(confirm).toBeEnabled();

    // The page lets it through; the server refuses, nothing changes, and the driver is told why.
    await confirm.click();
    await expect(
      toasts(page).getByText('The name on the ID does not match the expected recipient'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    const unchanged = await (await clientContext.request.get(`/api/orders/${job.id}`)).json();
    expect(unchanged.status).toBe('pickup_scheduled');

    await dialog.getByLabel('Name of the person handing over').fill('front  DESK');
    await confirm.click();
    await expect(toasts(page).getByText('Pickup Complete')).toBeVisible();
    const custody = await (await clientContext.request.get(`/api/orders/${job.id}/custody`)).json();
    const pickup = custody.entries.find((e: { kind: string }) => e.kind === 'pickup_complete');
    expect(pickup.proof).toMatchObject({ name: 'front  DESK', idType: 'drivers_license', idLast4: '48A1' });
    expect(pickup.proof.signature).toMatch(/^data:image\/png;base64,/);
    expect(custody.verification.valid).toBe(true);
  } finally {
    await driverContext.close();
    await clientContext.close();
  }
});
