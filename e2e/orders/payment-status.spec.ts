/**
 * In the browser: a checkout left and resumed from the order row, a paid order cancelled
 * showing its refund on the receipt, and dispatch approving an unpaid order on account.
 */
import { CLIENT_STATUS_WORDING as SAYS } from '../../src/domain/client-status';
import { expect, test } from '../support/fixtures';
import { openConsole, orderRow } from '../admin/support';
import { toasts } from '../support/pages';
import { signUpClient, book, pay } from '../support/api';
import { expandRow, findOrderRow, type Order } from './helpers';
import { LAB_RUN } from '../support/bookings';

test('a checkout left is resumed from the order row', async ({ client: { page } }) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Resumed checkout' });
  await page.goto(`/checkout?orderId=${order.id}&amount=${order.totalCost}`);
  await expect(page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` })).toBeVisible();
  // Left: the client goes elsewhere without paying.
  await page.goto('/orders');
  const row = await findOrderRow(page, order.displayNumber);
  await expandRow(row);
  await expect(row.getByText('Awaiting payment')).toBeVisible();
  await row.getByRole('link', { name: 'Resume checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${order.id}&amount=`));
  await page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).click();
  await expect(toasts(page).getByText('Test Payment Successful!')).toBeVisible();

  await page.goto('/orders');
  const paid = await findOrderRow(page, order.displayNumber);
  await expandRow(paid);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('link', { name: 'Resume checkout' })).toHaveCount(0);
});

test('a paid order cancelled from its row shows its refund on the receipt', async ({ client: { page } }) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Cancelled and refunded' });
  await pay(page.request, order.id);
  await page.goto('/orders');
  const row = await findOrderRow(page, order.displayNumber);
  await expandRow(row);
  await row.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order #${order.displayNumber}?` });
  await expect(
    dialog.getByText(`Your payment of $${order.totalCost} is refunded to your card.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toasts(page).getByText('Order Updated')).toBeVisible();
  await expect(row.getByTestId('order-status').first()).toHaveText(SAYS.cancelled_refunded.label);

  await page.goto(`/receipt/${order.id}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Payment: Refunded');
  await expect(page.getByTestId('receipt-refund')).toContainText(`Refunded $${order.totalCost} on`);
});

test("dispatch approves an unpaid order on account: the button says so, the receipt says 'Invoiced'", async ({
  page,
  browser,
}) => {
  // A new client in a context of its own; `page` stays signed out for dispatch's sign-in.
  const context = await browser.newContext();
  const client = { context, page: await context.newPage(), request: context.request };
  try {
    await signUpClient(client.page);
    // A door no driver has handed over at: drivers' hand-overs at 6565 Fannin (driver specs) make
    // it a known street-level address, which needs no confirming.
    const order = await book<Order>(client.request, {
      ...LAB_RUN,
      itemDescription: 'Billed on account',
      pickupAddress: '6521 Fannin St, Houston, TX 77030',
    });
    await openConsole(page);
    const row = orderRow(page, order.id);
    // The embedded gazetteer pins this street at its ZIP: dispatch confirms it before approving.
    await row.getByRole('button', { name: `Confirm pickup address of #${order.displayNumber}` }).click();
    await expect(row.getByText('Approximate pickup')).toHaveCount(0);
    const approve = row.getByRole('button', { name: `Approve #${order.displayNumber}` });
    await expect(approve).toHaveAccessibleDescription('Unpaid: bills on account');
    await approve.click();
    await expect(toasts(page).getByText('Order Updated')).toBeVisible();

    await client.page.goto(`/receipt/${order.id}`);
    await expect(client.page.getByTestId('payment-status')).toHaveText('Payment: Invoiced: payment due');
    await expect(client.page.getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(client.page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  } finally {
    await client.context.close();
  }
});
