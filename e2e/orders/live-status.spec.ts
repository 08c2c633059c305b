/** Two sessions at once: a change made in one shows in the other's open screen, without a reload. */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { apiSignIn, bookOrder, findOrderRow, otherSession, payOrder } from './helpers';

/** Marks the page so a later check can prove it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));
const stillSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('kept');

test('paying in another session turns the open row Confirmed', async ({ page, browser }) => {
  await apiSignIn(page);
  const order = await bookOrder(page.request, 'Live row check');
  await page.goto('/orders');
  const row = await findOrderRow(page, order.displayNumber);
  const status = row.getByTestId('order-status').filter({ visible: true });
  await expect(status).toHaveText('Pending');
  await markPage(page);

  const other = await otherSession(browser, DEMO.client);
  try {
    await payOrder(other.request, order.id);
  } finally {
    await other.context.close();
  }
  await expect(status).toHaveText('Confirmed');
  await stillSamePage(page);
});

test("dispatch declining an order shows in the client's open tracking view", async ({ page, browser }) => {
  await apiSignIn(page);
  const order = await bookOrder(page.request, 'Live decline check');
  await page.goto(`/tracking?orderId=${order.id}`);
  const detail = page.getByRole('region', { name: 'Selected delivery' });
  await expect(detail.getByRole('heading', { name: `Order #${order.displayNumber}` })).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText('Pending');
  await markPage(page);

  const admin = await otherSession(browser, DEMO.admin);
  try {
    const response = await admin.request.patch(`/api/orders/${order.id}`, { data: { status: 'declined' } });
    expect(response.status()).toBe(200);
  } finally {
    await admin.context.close();
  }
  await expect(detail.getByTestId('order-status')).toHaveText('Declined');
  await expect(detail.getByText('Order Declined')).toBeVisible();
  await stillSamePage(page);
});
