/**
 * Dispatch turns auto-dispatch on, an order confirmed afterwards is offered to a driver (or handed
 * back with a reason), and the order's dispatch log shows the decision.
 */
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../a11y/support';
import { orderRow } from '../admin/support';
import { DEMO } from '../support/accounts';
import { signIn } from '../support/pages';
import { book } from '../support/api';

// The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });

test('dispatch turns auto-dispatch on and reads the log of an order it dispatched', async ({
  page,
  client,
}) => {
  // Two accessibility scans and a booking on a shared two-core machine.
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  await page.getByRole('link', { name: 'Auto-dispatch' }).first().click();
  await expect(page.getByRole('heading', { name: 'Auto-dispatch', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'auto-dispatch');

  const toggle = page.getByRole('switch', { name: 'Offer confirmed orders to drivers automatically' });
  await expect(toggle).not.toBeChecked();
  // Off, the page says how many confirmed orders wait for a driver (the API's count), and that
  // switching on takes them up; it never claims nothing is waiting.
  const confirmed = (await (await page.request.get('/api/orders?status=confirmed&limit=200')).json()) as {
    driverId: number | null;
  }[];
  const waiting = confirmed.filter((o) => o.driverId === null).length;
  const note = page.getByTestId('waiting-orders');
  await expect(note).toContainText(
    waiting === 0
      ? 'No confirmed order is waiting'
      : `${waiting} confirmed order${waiting === 1 ? ' is' : 's are'} waiting`,
  );
  if (waiting > 0) await expect(note).toContainText('Switched on, auto-dispatch offers them too');
  await expect(page.getByText(/No order is waiting/)).toHaveCount(0);
  await toggle.press('Space');
  await page.getByLabel('Seconds to accept').fill('5');
  await page.getByRole('button', { name: 'Save rules' }).click();
  // Out of range: the field says why, nothing is saved.
  await expect(page.getByLabel('Seconds to accept')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Seconds to accept').fill('45');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Auto-dispatch is on').first()).toBeVisible();

  try {
    const order = await book(client.request);
    const approve = await page.request.patch(`/api/orders/${order.id}`, { data: { status: 'confirmed' } });
    expect(approve.status()).toBe(200);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const row = orderRow(page, order.id);
    await row.getByRole('link', { name: `Auto-dispatch log for #${order.displayNumber}` }).click();
    const log = page.getByTestId('auto-dispatch-log');
    await expect(log.getByRole('heading', { name: 'Auto-dispatch log' })).toBeVisible();
    // The nearest eligible demo driver was offered it, or nobody was eligible and it came back.
    await expect(log.getByText(/Offered to .+ mi from the pickup|Needs a dispatcher/).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'auto-dispatch log');
  } finally {
    // Other journeys on this server expect the open board as it was.
    const off = await page.request.put('/api/admin/auto-dispatch', {
      data: { enabled: false, offerTimeoutSeconds: 45, maxOffers: 3, maxActiveJobs: 1 },
    });
    expect(off.status()).toBe(200);
  }
});
