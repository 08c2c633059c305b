/**
 * A contract rate card reaches the client's screens: dispatch sets a card for a new organisation,
 * its owner books, and the receipt lists the server's price lines (summing to the total) and names
 * the card version. At 390 px, by keyboard, with no serious axe finding.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/support';
import { DEMO, newAccount } from '../support/accounts';
import { apiSignIn, type Order } from './helpers';
import { registerAccount } from '../support/sign-up';
import { book } from '../support/api';
import { LAB_RUN } from '../support/bookings';

test.use({ viewport: { width: 390, height: 844 } });

test('the receipt lists the contract price lines and the card version', async ({ page, browser }) => {
  const account = newAccount('client');
  const registered = await registerAccount(page.request, { data: account });
  expect(registered.status()).toBe(201);
  const organizationId = ((await registered.json()) as { user: { organizationId: number } }).user
    .organizationId;

  // Dispatch, in its own session, sets the organisation's card: a higher base and a per-piece fee.
  const dispatch = await browser.newContext();
  await apiSignIn(await dispatch.newPage(), DEMO.admin);
  const standard = await dispatch.request.get(`/api/organizations/${organizationId}/rate-card`);
  const card = ((await standard.json()) as { current: { card: Record<string, unknown> } }).current.card;
  const put = await dispatch.request.put(`/api/organizations/${organizationId}/rate-card`, {
    data: { effectiveFrom: '2020-01-01', card: { ...card, baseRate: '21.00', extraPiece: '4.00' } },
  });
  expect(put.status()).toBe(200);
  await dispatch.close();

  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Rate card receipt' });
  await page.goto(`/receipt/${order.id}`);
  const receipt = page.getByRole('region', { name: `Receipt for order #${order.displayNumber}` });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(`$${order.totalCost}`);
  await expect(receipt.getByTestId('receipt-rates')).toHaveText('Your contract rate card, version 1');
  const lines = receipt.getByTestId('price-line');
  await expect(lines.first()).toContainText('Base rate');
  await expect(lines.first()).toContainText('$21.00');
  const amounts = (await lines.locator('dd').allTextContents()).map((text) =>
    Math.round(Number(text.slice(1)) * 100),
  );
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(Math.round(Number(order.totalCost) * 100));

  // The page fits the phone, and its one action is reached by keyboard.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const print = page.getByRole('button', { name: 'Print' });
  for (let i = 0; i < 30 && !(await print.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(print).toBeFocused();
  await expectNoSeriousViolations(page, 'the receipt with contract price lines');
});
