/**
 * The pharmacy's journey at 1280 px, a new account from sign-up to a delivered order: the booking
 * form, the price panel, checkout, the confirmation page, the receipt, the dashboard, live tracking
 * and Order History. On each screen the promise, the status and the figures are held to the
 * service-level and client-status tables (src/domain), so a screen agrees with another only
 * because both read the same row.
 */
import { expect, test } from '@playwright/test';
import { clientStatus } from '../../src/domain/client-status';
import { PRIORITIES } from '../../src/domain/enums';
import { proofRequirements } from '../../src/domain/proof-requirements';
import {
  DELIVER_BY,
  deadlineText,
  priorityHint,
  promiseShort,
  promiseText,
  SERVICE_LEVELS,
} from '../../src/domain/service-levels';
import { DELIVERY, PICKUP, orderForm } from '../client/dashboard';
import { expandRow, findOrderRow } from '../orders/helpers';
import { newAccount } from '../support/accounts';
import { signUp } from '../support/pages';
import {
  TO_THE_DOOR,
  driverStep,
  expectDeadlinesOfTheLevel,
  feeAmount,
  orderNow,
  pickAddress,
  quotedAt,
} from './steps';
import { signUpDriver } from '../support/drivers';

const LEVEL = 'express' as const;

test('a new pharmacy books express, pays and follows it to the door; every screen tells the table', async ({
  page,
  browser,
}) => {
  // A sign-up, a booking with two address look-ups, a payment and four live status changes.
  test.setTimeout(150_000);
  const account = newAccount('client');
  await signUp(page, account);
  const form = orderForm(page);

  // 1. The priority choice: each level's name, fee and promise are the table's.
  for (const priority of PRIORITIES) {
    await expect(
      form.getByRole('radio', { name: SERVICE_LEVELS[priority].label, exact: true }),
    ).toHaveAccessibleDescription(priorityHint(priority));
  }
  await form.getByLabel('Service type').selectOption('medical_equipment');
  await form.getByRole('radio', { name: SERVICE_LEVELS[LEVEL].label, exact: true }).check();

  // 2. The price panel says nothing final before both addresses are resolved.
  const price = form.getByRole('region', { name: 'Price estimate' });
  await expect(price.getByTestId('price-total')).toHaveCount(0);
  await expect(price.getByTestId('promised-deadline')).toHaveCount(0);
  await pickAddress(page, 'Pickup', PICKUP);
  await form.getByLabel('Pickup contact name').fill('Jordan Alvarez');
  await form.getByLabel('Pickup contact phone').fill('713-555-0142');
  await pickAddress(page, 'Delivery', DELIVERY);
  await form.getByLabel('Delivery contact name').fill('Maria Lopez');
  await form.getByLabel('Delivery contact phone').fill('281-555-0199');
  await form.getByLabel('Item description').fill('Portable oxygen concentrator');
  await expect(price.getByText('Priced for the route between your two addresses.')).toBeVisible();
  const feeLine = price
    .getByTestId('price-line')
    .filter({ hasText: `${SERVICE_LEVELS[LEVEL].label} priority` });
  await expect(feeLine.locator('dd')).toHaveText(feeAmount(LEVEL));
  // The quote is the level's windows from now (the minute may turn while the page renders it).
  const quote = (await price.getByTestId('promised-deadline').textContent())?.trim();
  const now = Date.now();
  expect([quotedAt(LEVEL, new Date(now)), quotedAt(LEVEL, new Date(now - 60_000))]).toContain(quote);

  // 3. Checkout: waiting for payment, the level's short promise, the proof the table asks for.
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+&amount=/);
  const id = Number(new URL(page.url()).searchParams.get('orderId'));
  const booked = await orderNow(page.request, id);
  const summary = page.getByRole('region', { name: /Order summary/ });
  await expect(summary).toContainText(clientStatus(booked).label);
  expect(clientStatus(booked).key).toBe('awaiting_payment');
  await expect(summary.getByText(promiseShort(LEVEL), { exact: true })).toBeVisible();
  const proofs = proofRequirements(booked).map((p) => p.detail);
  await expect(summary.getByTestId('proof-required')).toHaveText(
    proofs.length ? proofs.join('') : 'None required',
  );
  await expect(summary.getByTestId('promised-deadline')).toContainText(' if paid now');
  await expect(summary.getByTestId('order-total')).toHaveText(`$${booked.totalCost}`);

  // 4. Paid: the confirmation page tells the status, the whole promise and the order's own times,
  // which the server set by the level's windows.
  await page.getByRole('button', { name: `Pay $${booked.totalCost} in test mode` }).click();
  await expect(page).toHaveURL(`/orders/${id}/confirmation`);
  const paid = await orderNow(page.request, id);
  expectDeadlinesOfTheLevel(paid);
  await expect(page.getByTestId('order-status')).toHaveText(clientStatus(paid).label);
  await expect(page.getByText(clientStatus(paid).description, { exact: true })).toBeVisible();
  await expect(page.getByTestId('promise')).toHaveText(promiseText(LEVEL));
  await expect(page.getByTestId('pickup-by')).toHaveText(deadlineText(paid.pickupBy));
  await expect(page.getByTestId('deliver-by')).toHaveText(deadlineText(paid.deliverBy));
  await expect(page.getByText(/approved/i)).toHaveCount(0);

  // 5. The receipt: the same status, the table's fee in the lines, the server's total.
  await page.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByRole('region', { name: `Receipt for order #${paid.displayNumber}` });
  await expect(receipt).toContainText(clientStatus(paid).label);
  await expect(
    receipt
      .getByTestId('price-line')
      .filter({ hasText: `${SERVICE_LEVELS[LEVEL].label} priority` })
      .locator('dd'),
  ).toHaveText(feeAmount(LEVEL));
  await expect(receipt).toContainText(`$${paid.totalCost}`);

  // 6. The dashboard: a new account's month has spent exactly this paid order.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Spent This Month/ })).toContainText(`$${paid.totalCost}`);

  // 7. Live tracking while a driver runs it: each status in the table's words, the promise the
  // order's deadline (no live position is sent, so no travel estimate replaces it).
  await page.goto(`/tracking?orderId=${id}`);
  const detail = page.getByRole('region', { name: 'Selected delivery' });
  const status = detail.getByTestId('order-status');
  await expect(status).toHaveText(clientStatus(paid).label);
  await expect(detail.getByTestId('eta')).toHaveText(`${DELIVER_BY} ${deadlineText(paid.deliverBy)}`);
  const driverContext = await browser.newContext();
  try {
    const driver = driverContext.request;
    await signUpDriver(driver, { onShift: true });
    const accepted = await driver.post(`/api/orders/${id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(status).toHaveText(clientStatus(await orderNow(page.request, id)).label);
    for (const next of TO_THE_DOOR) {
      await driverStep(driver, id, next);
      await expect(status).toHaveText(clientStatus(await orderNow(page.request, id)).label);
    }
  } finally {
    await driverContext.close();
  }
  const delivered = await orderNow(page.request, id);
  expect(clientStatus(delivered).key).toBe('delivered');
  await expect(detail.getByTestId('eta')).toHaveText(`${DELIVER_BY} ${deadlineText(paid.deliverBy)}`);

  // 8. Order History: the row says Delivered and keeps the promised deadline.
  await page.goto('/orders');
  const row = await findOrderRow(page, paid.displayNumber);
  await expect(row.getByTestId('order-status').filter({ visible: true })).toHaveText(
    clientStatus(delivered).label,
  );
  await expandRow(row);
  await expect(row).toContainText(deadlineText(paid.deliverBy));
});
