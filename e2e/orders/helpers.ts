/** What the order, tracking and chat journeys share: API shortcuts for setup and a few locators. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';

export type Order = {
  id: number;
  displayNumber: string;
  status: string;
  totalCost: string;
  driverId: number | null;
  pickupAddress: string;
  pickupBy: string;
  deliverBy: string;
};

type Account = { username: string; password: string };

export { apiSignIn };

/** A second, independent browser session (its own cookies), signed in as `account`. */
export async function otherSession(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignIn(page, account);
  return { context, page, request: context.request };
}

/** Books a Houston lab run as the signed-in client; it starts pending. */
export async function bookOrder(
  request: APIRequestContext,
  item = 'Blood samples',
  pickupAddress = '6565 Fannin St, Houston, TX 77030',
): Promise<Order> {
  return (await book(request, { ...LAB_RUN, itemDescription: item, pickupAddress })) as unknown as Order;
}

/** The checkout's test payment: pending -> confirmed. */
export const payOrder = pay;

/** Every order of the client, following the x-next-cursor pages. */
export async function clientOrders(request: APIRequestContext, clientId: number): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | undefined;
  do {
    const response = await request.get(
      `/api/orders/client/${clientId}?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.status()).toBe(200);
    all.push(...((await response.json()) as Order[]));
    cursor = response.headers()['x-next-cursor'];
  } while (cursor);
  return all;
}

export const orderRows = (page: Page) => page.getByTestId('order-row');

/** Narrows Order History to one order and returns its row (still folded). */
export async function findOrderRow(page: Page, displayNumber: string) {
  await page.getByLabel('Search orders').fill(displayNumber);
  const row = orderRows(page).filter({ hasText: `#${displayNumber}` });
  await expect(orderRows(page)).toHaveCount(1);
  return row;
}

/** Unfolds a row (its summary button is the row's only expandable control); an open row stays open. */
export async function expandRow(row: ReturnType<Page['locator']>) {
  const toggle = row.locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
