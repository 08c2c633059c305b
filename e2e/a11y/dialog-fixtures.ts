/** What the dialog walks set up through the API, apart from any page: dispatch's session, a delivery. */
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { apiSignIn } from '../driver/support';
import { driverStep, TO_THE_DOOR, type OrderAnswer } from '../journey/steps';
import { signUpDriver } from '../support/drivers';

export const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199)}`;

/** Dispatch's own request session, apart from the page's cookie. */
export async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await apiSignIn(admin, DEMO.admin);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/** A driver of its own runs `order` to the door. */
export async function deliver(order: OrderAnswer) {
  const driver = await playwrightRequest.newContext({ baseURL });
  try {
    await signUpDriver(driver, { onShift: true });
    const accepted = await driver.post(`/api/orders/${order.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const next of TO_THE_DOOR) await driverStep(driver, order.id, next);
  } finally {
    await driver.dispose();
  }
}
