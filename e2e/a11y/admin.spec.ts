/**
 * axe on the dispatch console at 1440 px: each tab with its content (orders, drivers with the
 * fleet map, analytics with its charts), the Assign Driver, Send Message, Cancel and driver capabilities dialogs, an
 * order's custody certificate and /security.
 */
import { expect, test } from '../support/fixtures';
import { cancelAsAdmin, openConsole, orderRow } from '../admin/support';
import { expectNoSeriousViolations } from './support';
import { book } from '../support/api';

test.use({ viewport: { width: 1440, height: 900 } }); // The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });

test('each console tab and its dialogs, the custody certificate and security', async ({ page, client }) => {
  // Seven axe runs over a 1440 px console with charts and a map, on a shared 2-core machine.
  test.setTimeout(180_000);
  await openConsole(page);
  let orderId: number | undefined;
  try {
    const order = await book(client.request);
    orderId = order.id;
    const number = `#${order.displayNumber}`;
    const row = orderRow(page, order.id);
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
    await expectNoSeriousViolations(page, 'admin: Order Management');

    await row.getByRole('button', { name: `Approve ${number}` }).click();
    await expect(row.getByTestId('order-status')).toHaveText('Confirmed');
    await row.getByRole('button', { name: `Assign Driver to ${number}` }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Driver' });
    await expect(assign.getByTestId('driver-option').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: Assign Driver dialog');
    await page.keyboard.press('Escape');
    await expect(assign).toBeHidden();

    await row.getByRole('button', { name: `Message client about ${number}` }).click();
    const message = page.getByRole('dialog', { name: 'Send Message to Client' });
    await expect(message.getByLabel('Message')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: Send Message dialog');
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();

    await row.getByRole('button', { name: `Cancel ${number}` }).click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel order ${number}?` });
    await expect(cancel).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: Cancel order dialog');
    await page.keyboard.press('Escape');
    await expect(cancel).toBeHidden();

    await page.getByRole('tab', { name: 'Driver Management' }).click();
    const drivers = page.getByRole('tabpanel', { name: 'Driver Management' });
    await expect(drivers.getByRole('table').first()).toBeVisible();
    await expect(drivers.getByTestId('fleet-map')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: Driver Management');
    await drivers
      .getByRole('button', { name: /^Edit capabilities of / })
      .first()
      .click();
    const capabilities = page.getByRole('dialog', { name: /can carry$/ });
    await expect(capabilities.getByLabel('Vehicle size')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: driver capabilities dialog');
    await page.keyboard.press('Escape');
    await expect(capabilities).toBeHidden();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('img', { name: 'Orders and revenue per day' })).toBeVisible();
    await expect(page.getByTestId('kpi-on-time')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: Analytics');

    await page.goto(`/orders/${order.id}/custody`);
    await expect(page.getByRole('heading', { name: 'Custody certificate', level: 1 })).toBeVisible();
    await expect(page.getByTestId('verification')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: /orders/:id/custody');

    await page.goto('/security');
    await expect(page.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
    await expect(page.getByTestId('session-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: /security');
  } finally {
    if (orderId !== undefined) await cancelAsAdmin(page, orderId);
  }
});
