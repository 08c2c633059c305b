/** Two sessions at once: a change made in one shows in the other's open screen, without a reload. */
import { statusSaid } from '../support/client-status';
import { CLIENT_STATUS_WORDING as SAYS } from '../../src/domain/client-status';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/accounts';
import { findOrderRow, otherSession, type Order } from './helpers';
import { book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';

/** Marks the page so a later check can prove it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));
const stillSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('kept');

test('paying in another session turns the open row paid and waiting for a driver', async ({
  client: { page, account },
  browser,
}) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Live row check' });
  await page.goto('/orders');
  const row = await findOrderRow(page, order.displayNumber);
  const status = row.getByTestId('order-status').filter({ visible: true });
  await expect(status).toHaveText(SAYS.awaiting_payment.label);
  await markPage(page);

  const other = await otherSession(browser, account);
  try {
    await pay(other.request, order.id);
  } finally {
    await other.context.close();
  }
  // Paid, and either waiting for a driver or for dispatch to check an address the map knows only roughly.
  const said = await statusSaid(page.request, order.id);
  expect(said).toMatch(/^Paid — waiting for (a driver|address check)$/);
  await expect(status).toHaveText(said);
  await stillSamePage(page);
});

test("dispatch declining an order shows in the client's open tracking view", async ({
  client: { page },
  browser,
}) => {
  const order = await book<Order>(page.request, { ...LAB_RUN, itemDescription: 'Live decline check' });
  await page.goto(`/tracking?orderId=${order.id}`);
  const detail = page.getByRole('region', { name: 'Selected delivery' });
  await expect(detail.getByRole('heading', { name: `Order #${order.displayNumber}` })).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.awaiting_payment.label);
  await markPage(page);

  const admin = await otherSession(browser, DEMO.admin);
  try {
    const response = await admin.request.patch(`/api/orders/${order.id}`, { data: { status: 'declined' } });
    expect(response.status()).toBe(200);
  } finally {
    await admin.context.close();
  }
  await expect(detail.getByTestId('order-status')).toHaveText(SAYS.declined.label);
  await expect(detail.getByText(SAYS.declined.description)).toBeVisible();
  await stillSamePage(page);
});
