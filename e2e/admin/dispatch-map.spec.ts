/**
 * The live dispatch map: a client's order, once approved, appears on the dispatcher's
 * open map without a reload, and is assigned from there with the console's own dialog.
 */
import { expect, test } from '../support/fixtures';
import { HOUSTON_BOOKING } from '../support/bookings';
import { toasts } from '../support/pages';
import { cancelAsAdmin, openConsole } from './support';
import { book } from '../support/api';

// The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });
import { signUpDriver } from '../support/drivers';

/**
 * A run in Lubbock, where no seeded driver works and no other spec puts one: the nearest driver
 * is the test's own, so assigning it never takes a driver another spec is using.
 */
const LUBBOCK_PICKUP = { latitude: 33.5844, longitude: -101.8549 };
const LUBBOCK_BOOKING = {
  ...HOUSTON_BOOKING,
  pickupAddress: '1625 13th St, Lubbock, TX 79401',
  pickupLatitude: String(LUBBOCK_PICKUP.latitude),
  pickupLongitude: String(LUBBOCK_PICKUP.longitude),
  deliveryAddress: '916 Main St, Lubbock, TX 79401',
  deliveryLatitude: '33.585100',
  deliveryLongitude: '-101.845000',
};

test('an approved order appears on the live map without reload and is assigned there', async ({
  page,
  browser,
  client,
}) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await page.getByRole('link', { name: 'Live Map' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Dispatch Map' })).toBeVisible();
  const map = page.getByTestId('dispatch-map');
  await expect(map).toBeVisible();
  await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));

  // A new driver on shift at the pickup. (When two specs assigned the same nearest demo driver,
  // the loser's selection emptied as that driver went busy.)
  const driverContext = await browser.newContext();
  const driverName = { firstName: 'Lena', lastName: `Plains${Date.now().toString(36).slice(-5)}` };
  await signUpDriver(driverContext.request, { onShift: true, ...driverName });
  const located = await driverContext.request.post('/api/driver/location', { data: LUBBOCK_PICKUP });
  expect(located.status(), await located.text()).toBe(200);
  let orderId: number | undefined;
  try {
    const order = await book(client.request, LUBBOCK_BOOKING);
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
    await expect(options.first()).toContainText(`${driverName.firstName} ${driverName.lastName}`);
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
    await driverContext.close();
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
