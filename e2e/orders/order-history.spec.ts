/**
 * Order History in the browser. Each test is a new client with the orders it books itself: the
 * demo client's orders move (paid, carried, cancelled) as other specs on the same server run.
 */
import { statusSaid } from '../support/client-status';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { book } from '../support/api';
import { HOUSTON_BOOKING, LAB_RUN } from '../support/bookings';
import type { Page } from '@playwright/test';
import { carriedTo, clientOrders, expandRow, findOrderRow, orderRows, type Order } from './helpers';

async function openHistory(page: Page) {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
}

test('search narrows the rows, by order number or by address', async ({ client }) => {
  const { page } = client;
  // Two lab runs to Holcombe Blvd and one run to Main St.
  await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Blood samples' });
  await book(page, HOUSTON_BOOKING);
  await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Urine samples' });
  await openHistory(page);
  await expect(orderRows(page)).toHaveCount(3);
  const [newest] = await clientOrders(page.request, client.userId);
  await findOrderRow(page, newest!.displayNumber);
  await page.getByLabel('Search orders').fill(String(newest!.id));
  await expect(orderRows(page).filter({ hasText: `#${newest!.displayNumber}` })).toHaveCount(1);

  await page.getByLabel('Search orders').fill('Holcombe');
  await expect(orderRows(page)).toHaveCount(2);
  // Each row by its order number, not its position: a live refresh may re-sort or remount the list
  // between two expansions, and a positional locator would then open a different row.
  const numbers = (await orderRows(page).allTextContents()).map((text) => /#(ML-\d+)/.exec(text)?.[1]);
  expect(numbers).not.toContain(undefined);
  for (const number of numbers) {
    const row = orderRows(page).filter({ hasText: new RegExp(`#${number}(?!\\d)`) });
    await expandRow(row);
    await expect(row).toContainText('Holcombe');
  }
});

test('the status filter keeps only orders in that status', async ({ client, browser, baseURL }) => {
  const { page } = client;
  const delivered = await carriedTo(browser, baseURL, page.request, 'delivered');
  await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Still pending' });
  await openHistory(page);
  await expect(orderRows(page)).toHaveCount(2);
  await page.getByLabel('Status').selectOption({ label: 'Delivered' });
  await expect(page.getByText(/^Showing \d+ of \d+ orders$/)).toBeVisible();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page)).toContainText(`#${delivered.displayNumber}`);
  const badges = orderRows(page).getByTestId('order-status').filter({ visible: true });
  await expect(badges).toHaveText(['Delivered']);
});

test('a search that matches nothing says so', async ({ client }) => {
  const { page } = client;
  await book<Order>(page.request, LAB_RUN);
  await openHistory(page);
  await page.getByLabel('Search orders').fill('zzqx-no-such-order');
  await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(orderRows(page)).toHaveCount(1);
});

test('Export downloads the filtered rows as CSV', async ({ client: { page } }) => {
  const order = await book<Order>(page.request, {
    ...LAB_RUN,
    itemDescription: 'Export check, "quoted" item',
  });
  await openHistory(page);
  await findOrderRow(page, order.displayNumber);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^medlink-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, row, ...rest] = text.split('\r\n');
  expect(header).toBe(
    'Order,Created,Status,Service,Priority,Pickup address,Pickup contact,Delivery address,Delivery contact,Item,Scheduled,Driver,Distance (mi),Total (USD)',
  );
  expect(row).toContain(`${order.displayNumber},`);
  // The status in the client's words, as every client screen derives them (unpaid: waiting for payment).
  const said = await statusSaid(page.request, order.id);
  expect(row).toContain(`,${said},Laboratory Sample,Standard,"6565 Fannin St, Houston, TX 77030",`);
  expect(row).toContain(',"Export check, ""quoted"" item",');
  expect(row).toMatch(new RegExp(`,${order.totalCost.replace('.', '\\.')}$`));
  expect(rest).toEqual(['']);
});

test('Track Order is disabled while an order is pending', async ({ client: { page } }) => {
  const order = await book<Order>(page.request, LAB_RUN);
  await openHistory(page);
  const row = await findOrderRow(page, order.displayNumber);
  await expandRow(row);
  await expect(row.getByRole('button', { name: 'Track Order' })).toBeDisabled();
  await expect(row.getByText('Tracking starts once the order is paid and confirmed.')).toBeVisible();
  // No driver yet: no chat either.
  await expect(row.getByRole('link', { name: 'Message' })).toHaveCount(0);
});

test('Track Order opens the tracking dialog with the progress', async ({
  client: { page },
  browser,
  baseURL,
}) => {
  const inTransit = await carriedTo(browser, baseURL, page.request, 'in_transit');
  await openHistory(page);
  const row = await findOrderRow(page, inTransit.displayNumber);
  await expandRow(row);
  await row.getByRole('button', { name: 'Track Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Track Delivery #${inTransit.displayNumber}` });
  await expect(dialog).toBeVisible();
  const progress = dialog.getByRole('list', { name: 'Delivery progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(7);
  await expect(progress.locator('[aria-current="step"]')).toContainText('In Transit');
  await expect(progress.locator('[data-state="done"]')).toHaveCount(5);
  await expect(progress.getByText('Order received and under review')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Tracking events' }).getByRole('listitem').first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('Receipt opens a printable page with the total', async ({ client: { page } }) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Receipt check' });
  await openHistory(page);
  const row = await findOrderRow(page, order.displayNumber);
  await expandRow(row);
  await row.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(`/receipt/${order.id}`);
  const receipt = page.getByRole('region', { name: `Receipt for order #${order.displayNumber}` });
  await expect(receipt.getByTestId('receipt-total')).toHaveText(`$${order.totalCost}`);
  await expect(receipt.getByTestId('payment-status')).toHaveText('Payment: Awaiting payment');
  await expect(receipt).toContainText('6565 Fannin St, Houston, TX 77030');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('a client without orders is invited to create one', async ({ client: { page } }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  await expect(page.getByText('Create your first delivery request to get started')).toBeVisible();
});
