/**
 * The day plan (decision 041): dispatch plans the seeded day, pins two fresh orders to a fresh
 * driver, moves that driver's stops (by keyboard, then by dragging), applies that driver's route,
 * and the driver's phone shows its jobs in the new order.
 *
 * The plan depends on the hour in Central time: a shift ends at the service day's end, and late in
 * the afternoon an order's slot moves to the next day. So this spec runs a server of its own whose
 * clock starts at the next 10:00 Central and ticks from there (own-server.ts, test-clock.ts): the
 * same walk at any hour the suite runs, and the shared server's clock untouched.
 */
import { expect, test as base } from '../support/fixtures';
import { newAccount } from '../support/accounts';
import { HOUSTON_BOOKING } from '../support/bookings';
import { startOwnServer } from '../support/own-server';
import { nextCentralMorning } from '../support/test-clock';

/** Two jobs in Albuquerque, where no seeded driver or order is: the plan gives them to this spec's driver alone. */
const ALBUQUERQUE = [
  {
    ...HOUSTON_BOOKING,
    pickupAddress: '1001 Medical Arts Ave NE, Albuquerque, NM 87102',
    pickupLatitude: '35.087600',
    pickupLongitude: '-106.631300',
    deliveryAddress: '400 Marquette Ave NW, Albuquerque, NM 87102',
    deliveryLatitude: '35.087900',
    deliveryLongitude: '-106.651400',
  },
  {
    ...HOUSTON_BOOKING,
    pickupAddress: '2211 Lomas Blvd NE, Albuquerque, NM 87106',
    pickupLatitude: '35.089500',
    pickupLongitude: '-106.620000',
    deliveryAddress: '1 Civic Plaza NW, Albuquerque, NM 87102',
    deliveryLatitude: '35.085800',
    deliveryLongitude: '-106.650500',
  },
];
import { signUp } from '../support/pages';
import { approveDriver } from '../support/vetting';
import { expectNoSeriousViolations } from '../a11y/support';
import { cancelAsAdmin, openConsole } from './support';
import { book } from '../support/api';

const test = base.extend<object, { morningServer: string }>({
  morningServer: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({ E2E_CLOCK_START: nextCentralMorning().toISOString() });
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});
test.use({ baseURL: async ({ morningServer }, use) => use(morningServer) });
// The client books at a desk of its own; `page` is dispatch's console.
test.use({ clientContext: 'own' });

/** The stops' order as the list shows it ('orderId/kind'). */
type Stops = string[];
/** A stop list the plan accepts: each order's pickup before its drop. */
const keepsPrecedence = (stops: Stops) =>
  stops.every((stop, index) => {
    const [id, kind] = stop.split('/');
    return kind !== 'delivery' || stops.slice(0, index).includes(`${id}/pickup`);
  });
/** The list after moving the stop at `from` to `to`, as the route card does. */
const moved = (stops: Stops, from: number, to: number): Stops => {
  const next = [...stops];
  const [stop] = next.splice(from, 1);
  next.splice(to, 0, stop!);
  return next;
};

test('dispatch plans the day, moves a stop, applies, and the driver sees the new order of its jobs', async ({
  page,
  browser,
  client,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  const account = { ...newAccount('driver'), firstName: 'Pat', lastName: `Planner${tag}` };
  const driverName = `${account.firstName} ${account.lastName}`;
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  const orderIds: number[] = [];
  try {
    // A new driver on shift in downtown Albuquerque (its position shared from the phone's app).
    await signUp(phone, account);
    const me = (await (await phone.request.get('/api/auth/me')).json()) as { driverId: number };
    await approveDriver(me.driverId, baseURL);
    expect(
      (await phone.request.patch('/api/driver/status', { data: { status: 'available' } })).status(),
    ).toBe(200);
    expect(
      (
        await phone.request.post('/api/driver/location', {
          data: { latitude: 35.0844, longitude: -106.6504 },
        })
      ).status(),
    ).toBe(200);

    // Two approved orders waiting for a driver.
    await openConsole(page);
    const orders = [await book(client.request, ALBUQUERQUE[0]!), await book(client.request, ALBUQUERQUE[1]!)];
    for (const order of orders) {
      orderIds.push(order.id);
      const approved = await page.request.patch(`/api/orders/${order.id}`, { data: { status: 'confirmed' } });
      expect(approved.status(), await approved.text()).toBe(200);
    }

    await page.goto('/admin/dispatch-map');
    const panel = page.getByTestId('day-plan');
    const planned = page.waitForResponse(
      (r) => r.url().endsWith('/api/dispatch/plans') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await panel.getByRole('button', { name: /Plan (the day|again)/ }).click();
    expect((await planned).status()).toBe(201);
    await expect(panel.getByRole('button', { name: 'Plan again' })).toBeEnabled();
    await expect(panel.getByRole('status').first()).toContainText(/Proposed: \d+ orders/);

    // Pin both orders to the new driver (those the planner gave to someone else): they move into its route.
    const route = panel.locator(`[data-testid="plan-route"][data-driver-id="${me.driverId}"]`);
    for (const order of orders) {
      const mine = panel.locator(
        `[data-testid="plan-route"][data-driver-id="${me.driverId}"] [data-stop="${order.id}/pickup"]`,
      );
      if ((await mine.count()) > 0) continue;
      await panel
        .getByRole('combobox', { name: `Pin #${order.displayNumber} to a driver` })
        .selectOption({ label: driverName });
      await expect(mine).toBeVisible();
    }
    for (const order of orders) await expect(route.locator(`[data-stop="${order.id}/pickup"]`)).toBeVisible();
    const stops = route.getByTestId('plan-stop');
    await expect(stops).toHaveCount(4);

    // The plan's list, with its buttons and pin selects, passes axe.
    await expectNoSeriousViolations(page, 'admin: Live Map with a day plan');

    // By keyboard: the first stop that may go one place down goes down (its button, Enter). The
    // server times the new order and the list shows it.
    const listed = () => stops.evaluateAll((items) => items.map((item) => item.getAttribute('data-stop')!));
    const label = (stop: string) => {
      const [id, kind] = stop.split('/');
      const number = orders.find((o) => String(o.id) === id)!.displayNumber;
      return `${kind === 'pickup' ? 'Pickup' : 'Drop'} #${number}`;
    };
    const proposed = await listed();
    const down = proposed.findIndex(
      (_, i) => i + 1 < proposed.length && keepsPrecedence(moved(proposed, i, i + 1)),
    );
    expect(down).toBeGreaterThanOrEqual(0);
    const moveDown = route.getByRole('button', { name: `Move ${label(proposed[down]!)} down` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    const afterKeys = moved(proposed, down, down + 1);
    await expect.poll(listed).toEqual(afterKeys);

    // By dragging: the last stop dropped on the first place it may take that leaves the plan's
    // own order changed (a stop is draggable again once the server has timed the last move).
    const from = afterKeys.length - 1;
    const to = afterKeys.findIndex(
      (_, i) =>
        i !== from &&
        keepsPrecedence(moved(afterKeys, from, i)) &&
        moved(afterKeys, from, i).join() !== proposed.join(),
    );
    expect(to).toBeGreaterThanOrEqual(0);
    await expect(stops.nth(from)).toHaveAttribute('draggable', 'true');
    await stops.nth(from).dragTo(stops.nth(to));
    const afterDrag = moved(afterKeys, from, to);
    await expect.poll(listed).toEqual(afterDrag);

    // Apply this driver's route only.
    await route.getByRole('button', { name: `Apply ${driverName}'s route` }).click();
    await expect(panel.getByText("Applied: the drivers' job lists now follow their routes.")).toBeVisible();

    // The driver's phone: its route lists the stops in the order dispatch left them.
    await phone.goto('/driver-dashboard');
    await phone.getByRole('tab', { name: /Active Deliveries/ }).click();
    const plan = phone.getByTestId('route-plan');
    await expect(plan).toBeVisible({ timeout: 30_000 });
    const expected = afterDrag.map((stop) => {
      const [id, kind] = stop!.split('/');
      return `${kind === 'pickup' ? 'Pick up' : 'Deliver'} #${orders.find((o) => String(o.id) === id)!.displayNumber}`;
    });
    const rows = plan.getByTestId('route-stop');
    await expect(rows).toHaveCount(4);
    for (const [index, text] of expected.entries()) await expect(rows.nth(index)).toContainText(text);
  } finally {
    for (const id of orderIds) await cancelAsAdmin(page, id);
    await phoneContext.close();
  }
});
