/**
 * Bulk import: a client uploads a CSV with a bad row, reads which row and column to fix,
 * fixes it, uploads again and finds the orders in its history. Also at a phone's width.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { clientOrders, expandRow, findOrderRow } from './helpers';

const HEADER = 'pickupAddress,deliveryAddress,itemDescription,priority,requiresSignature';
const FANNIN = '"6565 Fannin St, Houston, TX 77030"';
const HOLCOMBE = '"1515 Holcombe Blvd, Houston, TX 77030"';

async function upload(page: Page, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Import orders' }).click();
}

for (const width of [1280, 390]) {
  test(`a client fixes a refused file and imports it (${width} px)`, async ({
    client: { page, userId: clientId },
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const tag = randomBytes(3).toString('hex');
    const rows = [
      `${FANNIN},${HOLCOMBE},"Blood samples, ${tag}-1",standard,yes`,
      `${FANNIN},${HOLCOMBE},"Slides ${tag}-2",urgent,no`, // no such priority
      `${FANNIN},${HOLCOMBE},"Urine ${tag}-3",express,maybe`, // not yes or no
    ];

    await page.goto('/orders');
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      '/api/orders/import/template',
    );

    // A new client: every order it has is one this file created.
    const ownOrders = () => clientOrders(page.request, clientId);
    await upload(page, `${HEADER}\n${rows.join('\n')}\n`);
    await expect(page.getByRole('heading', { name: 'Nothing was imported' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3); // the header and two problems
    await expect(table.getByRole('row').nth(1)).toContainText('2');
    await expect(table.getByRole('row').nth(1)).toContainText('priority');
    await expect(table.getByRole('row').nth(2)).toContainText('3');
    await expect(table.getByRole('row').nth(2)).toContainText('requiresSignature');
    expect(await ownOrders()).toHaveLength(0);
    // The table fits or scrolls inside its box: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    rows[1] = rows[1]!.replace('urgent', 'standard');
    rows[2] = rows[2]!.replace('maybe', 'no');
    await upload(page, `${HEADER}\n${rows.join('\n')}\n`);
    await expect(page.getByRole('status').filter({ hasText: '3 orders were created.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const imported = await ownOrders();
    expect(imported).toHaveLength(3);
    // The result names each order created, a link to follow it.
    const created = page.getByRole('list', { name: 'Orders created' });
    for (const order of imported)
      await expect(created.getByRole('link', { name: `#${order.displayNumber}` })).toHaveAttribute(
        'href',
        `/tracking?orderId=${order.id}`,
      );
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    for (const order of imported) {
      const row = await findOrderRow(page, order.displayNumber);
      await expandRow(row);
      await expect(row).toContainText(tag);
    }
  });
}

test('a date in another spelling is refused naming its row and column, and read once its format is chosen', async ({
  client: { page, userId: clientId },
}) => {
  const tag = randomBytes(3).toString('hex');
  // November 30 of next year: always ahead, so the server keeps it as booked rather than moving a
  // past time to now; and always in Central standard time.
  const year = new Date().getFullYear() + 1;
  const csv = `${HEADER},scheduledDate\n${FANNIN},${HOLCOMBE},"Blood ${tag}",standard,no,11/30/${year}\n`;
  await page.goto('/orders/import');
  await upload(page, csv);
  const problem = page.getByRole('table').getByRole('row').nth(1);
  await expect(problem).toContainText('1');
  await expect(problem).toContainText('scheduledDate');
  await expect(problem).toContainText(`11/30/${year} is not a date as YYYY-MM-DD`);

  await page.getByLabel('Dates in the file are written as').selectOption('MM/DD/YYYY');
  await upload(page, csv);
  await expect(page.getByRole('status').filter({ hasText: '1 order was created.' })).toBeVisible();
  const orders = await clientOrders(page.request, clientId);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  // November 30 at 08:00 in Central time, not the 29th.
  expect((order as unknown as { scheduledDate: string }).scheduledDate).toBe(`${year}-11-30T14:00:00.000Z`);
});
