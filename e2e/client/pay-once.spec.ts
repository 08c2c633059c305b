/**
 * Checkout finished: Pay clicked twice (or in two tabs) pays once and never shows a failure beside
 * "Already paid"; a paid order ends on a confirmation page with Track, Receipt, Label and Book
 * another; an order left at checkout waits on the dashboard with Pay and Cancel. Each test signs up
 * a client of its own, so the notices it sees are its own orders only.
 */
import { book, orderStatus } from '../support/api';
import { expect, test } from '../support/fixtures';
import { LAB_RUN } from '../support/bookings';
import { toasts } from '../support/pages';

const checkoutUrl = (order: { id: number; totalCost: string }) =>
  `/checkout?orderId=${order.id}&amount=${order.totalCost}`;

test('Pay clicked twice pays once and ends on the confirmation, with its next steps', async ({
  client: { page },
}) => {
  test.setTimeout(60_000);
  const order = await book(page, LAB_RUN);
  const payments: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/test-payment')) payments.push(r.headers()['idempotency-key'] ?? 'none');
  });
  await page.goto(checkoutUrl(order));
  await page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).dblclick();

  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `$${order.totalCost} paid` })).toBeVisible();
  await expect(page.getByText(/in test mode \(no card was charged\)/)).toBeVisible();
  expect(payments).toHaveLength(1);
  expect(payments[0]).not.toBe('none');
  await expect(toasts(page).getByText(/failed/i)).toHaveCount(0);

  const next = page.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/receipt/${order.id}`);
  await expect(next.getByRole('link', { name: 'Print the label (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/${order.id}/label`,
  );
  const label = await page.request.get(`/api/orders/${order.id}/label`);
  expect(label.headers()['content-type']).toContain('application/pdf');
  await next.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(`/tracking?orderId=${order.id}`);
  await page.goBack();
  await page
    .getByRole('navigation', { name: 'Next steps' })
    .getByRole('link', { name: 'Book another' })
    .click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'New Delivery Request' })).toBeVisible();
});

test('paying in a second tab after the first tab paid ends on the confirmation too, not a failure', async ({
  client: { page, context },
}) => {
  test.setTimeout(60_000);
  const order = await book(page, LAB_RUN);
  const other = await context.newPage();
  // The second tab hears no live frames (its socket goes nowhere), as a tab on a flaky network or
  // asleep in the background would not: it still shows Pay when the first tab has paid.
  await other.routeWebSocket(/\/ws/, () => undefined);
  await page.goto(checkoutUrl(order));
  await other.goto(checkoutUrl(order));
  await page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).click();
  await expect(page).toHaveURL(`/orders/${order.id}/confirmation`);
  // The second tab still shows the form from before; its Pay meets "already paid" on the server.
  await other.getByRole('button', { name: `Pay $${order.totalCost} in test mode` }).click();
  await expect(other).toHaveURL(`/orders/${order.id}/confirmation`);
  await expect(other.getByRole('heading', { name: `$${order.totalCost} paid` })).toBeVisible();
  await expect(toasts(other).getByText(/failed/i)).toHaveCount(0);
  expect(await orderStatus(page, order.id)).toBe('confirmed');
});

test('an order left at checkout waits on the dashboard with Pay and Cancel', async ({ client: { page } }) => {
  test.setTimeout(60_000);
  await page.goto('/dashboard');
  // The booking form is a lazy chunk of its own: with the machine's cores shared it took over 10 s.
  await expect(page.getByRole('region', { name: 'New Delivery Request' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /wait for payment|waits for payment/ })).toHaveCount(0);

  const order = await book(page, LAB_RUN);
  await page.goto(checkoutUrl(order));
  await expect(page.getByRole('button', { name: `Pay $${order.totalCost} in test mode` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');

  const notice = page.getByRole('region', { name: 'An order waits for payment' });
  const row = notice.getByRole('listitem').filter({ hasText: `#${order.displayNumber}` });
  await expect(row).toContainText(`$${order.totalCost}`);
  await row.getByRole('link', { name: `Pay $${order.totalCost} for order #${order.displayNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${order.id}&amount=`));
  await page.goBack();

  await notice
    .getByRole('listitem')
    .filter({ hasText: `#${order.displayNumber}` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  // The cancel is held at the network until the test lets it through: the order must stay on
  // screen, its dialog saying so, until the server has answered. (While the dialog is open the
  // notice is hidden from the accessibility tree, so "the notice is gone" proves nothing then.)
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/orders/${order.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  const dialog = page.getByRole('alertdialog', { name: `Cancel order #${order.displayNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('button', { name: /Cancelling/ })).toBeDisabled();
  expect(await orderStatus(page, order.id)).toBe('pending');
  answer();
  await expect(dialog).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect.poll(() => orderStatus(page, order.id)).toBe('cancelled');
});
