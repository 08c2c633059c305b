/**
 * On a 390 px phone, a 3-piece lab pickup: the driver scans piece 1 with the camera (a Code 128
 * image of its label fed to the camera input), types piece 2 and presses Enter, records an
 * exception for piece 3 with the keyboard; Confirm stays disabled, saying why, until every piece
 * is accounted for. At delivery every piece is scanned again. The custody record names each piece
 * and still verifies.
 */
import bwipjs from 'bwip-js/node';
import { expect, test } from '@playwright/test';
import { signUpClient } from '../support/api';
import { toasts } from '../support/pages';
import {
  HOUSTON_BOOKING,
  driverTab,
  liveSocketReady,
  nextStepBar,
  phoneContext,
  pieceLabelsOf,
  scanEveryPiece,
  stepBody,
  type Job,
} from './support';
import { signUpDriver } from '../support/drivers';

test('a 3-piece pickup: scan, type, exception, complete; then every piece at delivery', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = await phoneContext(browser, baseURL);
  const office = await browser.newContext({ baseURL });
  try {
    await signUpClient(office.request);
    const booked = await office.request.post('/api/orders', {
      data: {
        ...HOUSTON_BOOKING,
        serviceType: 'medical_equipment',
        pieces: [{ kind: 'bag' }, { kind: 'bag' }, { kind: 'tote' }],
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const job = (await booked.json()) as Job;
    expect((await office.request.post('/api/test-payment', { data: { orderId: job.id } })).status()).toBe(
      200,
    );
    const driver = phone.request;
    await signUpDriver(driver, { onShift: true });
    expect((await driver.post(`/api/orders/${job.id}/accept`, { data: {} })).status()).toBe(200);
    const scheduled = await driver.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(driver, job.id, 'pickup_scheduled'),
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    const labels = await pieceLabelsOf(driver, job.id);

    const page = await phone.newPage();
    // The exception's alert reaches this phone over its live socket: wait until it is open.
    const live = liveSocketReady(page);
    await page.goto('/driver-dashboard');
    await live;
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Complete Pickup?' });
    const confirm = pickup.getByRole('button', { name: 'Confirm Pickup' });
    const pieces = pickup.getByRole('list', { name: 'Pieces' });
    await expect(pieces.getByRole('listitem')).toHaveCount(3);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(
      /Still needed: scan piece 1 of 3 or record an exception, scan piece 2 of 3 .*, scan piece 3 of 3/,
    );

    // Piece 1 through the camera.
    const image = await bwipjs.toBuffer({ bcid: 'code128', text: labels[0]!, scale: 3, height: 12 });
    await pickup
      .getByLabel('Scan a piece with the camera')
      .setInputFiles({ name: 'piece.png', mimeType: 'image/png', buffer: image });
    await expect(
      pieces.getByRole('listitem', { name: 'Piece 1 of 3 · Specimen bag: Scanned' }),
    ).toBeVisible();

    // Piece 2 typed, in lower case, with Enter; a label of no piece is refused by name.
    const field = pickup.getByLabel('Piece label (scan or type)');
    await field.fill('ML-9999-1-ABCDEF');
    await field.press('Enter');
    await expect(pickup.getByText('ML-9999-1-ABCDEF is not a piece of this order')).toBeVisible();
    await field.fill(labels[1]!.toLowerCase());
    await field.press('Enter');
    await expect(
      pieces.getByRole('listitem', { name: 'Piece 2 of 3 · Specimen bag: Scanned' }),
    ).toBeVisible();
    await expect(pickup.getByText('Pieces: 2 of 3 scanned')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(
      'Still needed: scan piece 3 of 3 or record an exception',
    );

    // Piece 3 is damaged: an exception, by keyboard.
    const third = pieces.getByRole('listitem', { name: 'Piece 3 of 3 · Tote: Not scanned' });
    await third.getByRole('button', { name: /Record an exception/ }).focus();
    await page.keyboard.press('Enter');
    await third.getByLabel('Reason').selectOption('damaged');
    await expect(confirm).toBeDisabled();
    await third.getByLabel(/What happened/).fill('Lid cracked, contents dry');
    await expect(
      pieces.getByRole('listitem', { name: 'Piece 3 of 3 · Tote: Exception: damaged' }),
    ).toBeVisible();
    await expect(confirm).toBeEnabled();

    const box = (await pickup.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await confirm.click();
    await expect(pickup).toHaveCount(0);
    // Dispatch and the client hear at once; so does the driver's own phone.
    await expect(toasts(page).getByText(/Piece 3 of 3 .* damaged at pickup: Lid cracked/)).toBeVisible();

    const moved = await driver.patch(`/api/orders/${job.id}/status`, {
      data: await stepBody(driver, job.id, 'in_transit'),
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    await driverTab(page, 'Active Deliveries').click();
    await nextStepBar(page).getByRole('button', { name: 'Complete Delivery' }).click();
    const delivery = page.getByRole('dialog', { name: 'Complete Delivery?' });
    await expect(delivery.getByRole('button', { name: 'Confirm Delivery' })).toBeDisabled();
    await scanEveryPiece(delivery, driver, job.id);
    await delivery.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expect(toasts(page).getByText('Delivery Complete')).toBeVisible();

    const custody = await (await office.request.get(`/api/orders/${job.id}/custody`)).json();
    expect(custody.verification.valid).toBe(true);
    const named = (kind: string) =>
      custody.entries
        .filter((e: { kind: string }) => e.kind === kind)
        .map((e: { content: { piece: string } }) => e.content.piece);
    expect(named('piece_scanned')).toEqual([labels[0], labels[1], ...labels]);
    expect(named('piece_exception')).toEqual([labels[2]]);
  } finally {
    await Promise.all([phone.close(), office.close()]);
  }
});
