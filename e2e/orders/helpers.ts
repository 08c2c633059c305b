/** What the order, tracking and chat journeys share: API shortcuts for setup and a few locators. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { driverWithJob, paidJob, step } from '../custody/support';
import type { Job } from '../driver/support';

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

const STEPS = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'] as const;

/**
 * A job of the signed-in client's own (`extra` changes the booking), paid and carried by a new
 * driver, in a browser context of its own, through the steps up to `last`: a spec that needs an
 * order in transit or delivered makes one, since the demo orders move as other specs run.
 */
export async function carriedTo(
  browser: Browser,
  baseURL: string | undefined,
  client: APIRequestContext,
  last: (typeof STEPS)[number],
  extra: Record<string, unknown> = {},
): Promise<Job> {
  const job = await paidJob(client, extra);
  const driver = await browser.newContext({ baseURL });
  try {
    await driverWithJob(driver.request, job);
    for (const status of STEPS.slice(0, STEPS.indexOf(last) + 1)) await step(driver.request, job.id, status);
  } finally {
    await driver.close();
  }
  return { ...job, status: last };
}

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
