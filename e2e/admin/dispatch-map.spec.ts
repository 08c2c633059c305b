/**
 * The live dispatch map: a client's order, once approved, appears on the dispatcher's
 * open map without a reload, and is assigned from there with the console's own dialog.
 */
import { expect, test } from '@playwright/test';
import { SAN_ANTONIO_BOOKING } from '../support/bookings';
import { toasts } from '../support/pages';
import { cancelAsAdmin, clientSession, openConsole } from './support';

test('an approved order appears on the live map without reload and is assigned there', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await page.getByRole('link', { name: 'Live Map' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Dispatch Map' })).toBeVisible();
  const map = page.getByTestId('dispatch-map');
  await expect(map).toBeVisible();
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));

  const client = await clientSession(browser);
  // Picked up in San Antonio, so its nearest driver is not the one the console spec, running
  // beside this one, assigns to its Houston order: both took the same driver, and the loser's
  // selection emptied as that driver went busy.
  let orderId: number | undefined;
  try {
    const order = await client.book(SAN_ANTONIO_BOOKING);
    orderId = order.id;
    // Pending orders are not on the map; approval (from another desk's session) puts it there live.
    const approved = await page.request.patch(`/api/orders/${order.id}`, { data: { status: 'confirmed' } });
    expect(approved.status(), await approved.text()).toBe(200);

    const row = page.locator(`[data-testid="dispatch-order"][data-order-id="${order.id}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(`#${order.displayNumber}`);
    await expect(row).toContainText('No driver');
    await expect(row).toContainText(/On time|At risk|Late/);
    await expect
      .poll(async () => ((await map.getAttribute('data-order-ids')) ?? '').split(' '))
      .toContain(String(order.id));
    // Its pickup and delivery are drawn (as their own dots, or inside a numbered cluster).
    const drawn = map.locator(`path.dispatch-order-${order.id}, .map-cluster`);
    await expect(drawn.first()).toBeAttached();

    // Assign from the map page: the console's dialog, nearest available driver first.
    await row.getByRole('button', { name: `Assign #${order.displayNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Driver' });
    const options = dialog.getByTestId('driver-option');
    await expect(options.first()).toBeVisible();
    await options.first().click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toasts(page).getByText('Driver Assigned')).toBeVisible();
    await expect(row).toContainText(/assigned/i);
    await expect(row).not.toContainText('No driver');
    await expect(row.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
    // Never reloaded.
    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('kept');
  } finally {
    if (orderId !== undefined) await cancelAsAdmin(page, orderId);
    await client.close();
  }
});

test('drivers on shift are named by the place they are near, never by coordinates', async ({ page }) => {
  await openConsole(page);
  const answer = (await (await page.request.get('/api/admin/dispatch-map')).json()) as {
    drivers: { name: string; place?: string | null }[];
  };
  const placed = answer.drivers.filter((d) => d.place);
  expect(placed.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Live Map' }).first().click();
  const list = page.getByRole('region', { name: /^Drivers on shift/ }).getByRole('listitem');
  for (const d of placed) await expect(list.filter({ hasText: d.name }).first()).toContainText(d.place!);
  for (const text of await list.allTextContents()) expect(text).not.toMatch(/-?\d+\.\d{3,}/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the map and its list fit the phone, nothing wider than the screen', async ({ page }) => {
    await openConsole(page);
    await page.goto('/admin/dispatch-map');
    await expect(page.getByTestId('dispatch-map')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Active orders/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
