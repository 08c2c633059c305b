/**
 * axe on every screen of the client at 1280 px, each with its content loaded and its dialogs open:
 * welcome, the dashboard and its booking form, checkout, Order History with a row unfolded, the
 * tracking and rating dialogs, the receipt, the custody certificate, tracking, messages and security.
 */
import { statusSaid } from '../support/client-status';
import { expect, test } from '../support/fixtures';
import { carriedTo, expandRow, findOrderRow, type Order } from '../orders/helpers';
import { deliveredOrder, expectNoSeriousViolations } from './support';
import { book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';

// Each test is a new client, and the orders a screen shows are made for it: the demo client's
// orders move as other specs run, so one in transit now may be delivered by the time it is checked.

test('welcome, the dashboard with its dialog and suggestions, and checkout', async ({ client: { page } }) => {
  // Six axe runs on full pages; on the shared 2-core machine each can take seconds.
  test.setTimeout(90_000);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/welcome');

  // A paid order, so Live Tracking has a row.
  const paid = await book<Order>(page.request, LAB_RUN);
  await pay(page.request, paid.id);
  await page.goto('/dashboard');
  const form = page.getByRole('region', { name: 'New Delivery Request' });
  await expect(form.getByRole('region', { name: 'Price estimate' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Live Tracking' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard');

  const pickup = form.getByRole('combobox', { name: 'Pickup address' });
  await pickup.fill('6565 Fannin St, Hou');
  await expect(
    page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard with address suggestions open');
  await pickup.press('Escape');

  // Sent empty: the form's error messages are on screen.
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard with form errors');

  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('button', { name: 'Check Availability' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Service availability' })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard, Service availability dialog');

  const pending = await book<Order>(page.request, LAB_RUN);
  await page.goto(`/checkout?orderId=${pending.id}&amount=${pending.totalCost}`);
  await expect(page.getByRole('switch', { name: 'Test mode' })).toBeVisible();
  await expectNoSeriousViolations(page, '/checkout (pending order)');

  // Left unpaid, it waits on the dashboard with Pay and Cancel.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: /wait(s)? for payment/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard with orders waiting for payment');

  await page.goto(`/checkout?orderId=${pending.id}&amount=${pending.totalCost}`);
  await page.getByRole('button', { name: `Pay $${pending.totalCost} in test mode` }).click();
  await expect(page.getByRole('heading', { name: `$${pending.totalCost} paid` })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders/:id/confirmation');
});

test('Order History with a row unfolded, the tracking and rating dialogs, receipt and custody', async ({
  client: { page },
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const moving = await carriedTo(browser, baseURL, page.request, 'in_transit');
  await page.goto('/orders');
  const row = await findOrderRow(page, moving.displayNumber);
  await expandRow(row);
  await expect(row.getByRole('button', { name: 'Track Order' })).toBeEnabled();
  await expectNoSeriousViolations(page, '/orders with a row expanded');

  await row.getByRole('button', { name: 'Track Order' }).click();
  const track = page.getByRole('dialog', { name: `Track Delivery #${moving.displayNumber}` });
  await expect(track.getByRole('list', { name: 'Delivery progress' })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders, Track Delivery dialog');
  await page.keyboard.press('Escape');
  await expect(track).toBeHidden();

  const delivered = await deliveredOrder(browser, page.request);
  await page.reload();
  const deliveredRow = await findOrderRow(page, delivered.displayNumber);
  await expandRow(deliveredRow);
  await deliveredRow.getByRole('button', { name: 'Track Order' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate your delivery' });
  await expect(rating.getByRole('radio', { name: '1 star' })).toBeVisible();
  await expectNoSeriousViolations(page, '/orders, rating dialog');
  // Submit without stars shows the error message inside the dialog.
  await rating.getByRole('button', { name: 'Submit' }).click({ force: true });
  await expect(rating.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page, '/orders, rating dialog with its error');

  await page.goto(`/receipt/${delivered.id}`);
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText(`#${delivered.displayNumber}`).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/receipt/:id');

  await page.goto(`/orders/${delivered.id}/custody`);
  await expect(page.getByRole('heading', { name: 'Custody certificate', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verification')).toBeVisible();
  await expectNoSeriousViolations(page, '/orders/:id/custody');
});

test('tracking with an order selected, messages with a chat open, and security with its dialogs', async ({
  client: { page, account },
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const moving = await carriedTo(browser, baseURL, page.request, 'in_transit');
  await page.goto(`/tracking?orderId=${moving.id}`);
  const detail = page.getByRole('region', { name: 'Selected delivery' });
  await expect(detail.getByTestId('order-status')).toHaveText(await statusSaid(page.request, moving.id));
  await expect(detail.getByTestId('delivery-map')).toBeVisible();
  await expectNoSeriousViolations(page, '/tracking with an order selected');

  // A conversation with a message in it, so the bubbles are checked too.
  const sent = await page.request.post(`/api/orders/${moving.id}/messages`, {
    data: { content: 'Is the chair folded?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/messages');
  await page.goto(`/messages?orderId=${moving.id}`);
  await expect(page.getByRole('log', { name: 'Messages' }).getByTestId('message').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/messages with a conversation open');

  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/security');

  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByRole('button', { name: 'Update password' }).click();
  await expect(change.getByText(/required/).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/security, Change password dialog with errors');
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();

  // Opening the two-factor dialog asks for the password, then only starts a setup; it is not
  // turned on without a code.
  await page.getByRole('button', { name: 'Enable two-factor' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await expect(twoFactor.getByLabel('Current password')).toBeFocused();
  await expectNoSeriousViolations(page, '/security, two-factor password prompt');
  await twoFactor.getByLabel('Current password').fill(account.password);
  await twoFactor.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousViolations(page, '/security, two-factor dialog');
});
