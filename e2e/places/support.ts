/**
 * What the address specs share: the phone's size, dispatch's own session, a booking to an address
 * by its text, and deliveries to an address driven through the API as dispatch and a driver would,
 * so the server learns where its door is.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { E2E_PORT } from '../support/ports';
import { HOUSTON_BOOKING, stepBody } from '../driver/support';
import { book, type Booked } from '../support/api';
import { signUpDriver } from '../support/drivers';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export const PHONE = { width: 390, height: 844 } as const;

/** The status line of one address field of the booking form (its fieldset is named by the end). */
export const addressStatus = (page: Page, end: 'Pickup' | 'Delivery') =>
  page
    .getByRole('region', { name: 'New Delivery Request' })
    .getByRole('group', { name: end, exact: true })
    .getByTestId('address-status');

/** Dispatch's own session, for `use`, closed afterwards. */
export async function asDispatch<T>(use: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', {
      data: { username: DEMO.admin.username, password: DEMO.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    return await use(admin);
  } finally {
    await admin.dispose();
  }
}

/** A Houston pickup to `deliveryAddress` by its text alone, for `book`: the server places it. */
export function toAddress(deliveryAddress: string) {
  const { deliveryLatitude: _lat, deliveryLongitude: _lng, ...booking } = HOUSTON_BOOKING;
  return { ...booking, deliveryAddress };
}

/** An order as `book` answers it, with how closely the server placed its delivery. */
export type Placed = Booked & { deliveryPrecision: string };

/**
 * One delivery to `deliveryAddress`, handed over by a new driver standing at `door`: booked by the
 * client, its approximate address vouched for by dispatch as it is, paid, taken and run.
 */
export async function deliverAtDoor(
  client: APIRequestContext,
  deliveryAddress: string,
  door: { latitude: number; longitude: number },
) {
  const order = await book<Placed>(client, toAddress(deliveryAddress));
  await asDispatch(async (admin) => {
    const vouched = await admin.post(`/api/orders/${order.id}/confirm-address`, {
      data: { end: 'delivery' },
    });
    expect(vouched.status(), await vouched.text()).toBe(200);
  });
  const paid = await client.post('/api/test-payment', { data: { orderId: order.id } });
  expect(paid.status(), await paid.text()).toBe(200);
  const driver = await playwrightRequest.newContext({ baseURL });
  try {
    await signUpDriver(driver, { onShift: true });
    const accepted = await driver.post(`/api/orders/${order.id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      if (status === 'delivered') {
        const fix = await driver.post(`/api/orders/${order.id}/location`, { data: door });
        expect(fix.status(), await fix.text()).toBeLessThan(300);
      }
      const moved = await driver.patch(`/api/orders/${order.id}/status`, {
        data: await stepBody(driver, order.id, status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  } finally {
    await driver.dispose();
  }
  return order;
}
