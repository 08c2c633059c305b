/**
 * The figures a pharmacy and a dispatcher read are the ones the API answers: the client's spend
 * (paid or billed orders of this month whose day has come, src/domain/spend.ts), its on-time
 * share, and the console's deadline board (every active order, soonest first).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { dayKey } from '../../src/domain/central-time';
import { deadlineText } from '../../src/domain/service-levels';
import { countsAsSpend, serviceMoment } from '../../src/domain/spend';
import { DEMO } from '../support/accounts';
import { book, pay } from '../support/api';
import { LAB_RUN } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/pages';
import { carriedTo } from '../orders/helpers';
import { openDashboard } from './dashboard';

type Order = {
  id: number;
  status: string;
  paymentStatus: string;
  scheduledDate: string | null;
  createdAt: string;
  totalCost: string;
  deliverBy: string;
};

async function allClientOrders(request: APIRequestContext, clientId: number): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | null = null;
  do {
    const response: APIResponse = await request.get(
      `/api/orders/client/${clientId}?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.status()).toBe(200);
    orders.push(...((await response.json()) as Order[]));
    cursor = response.headers()['x-next-cursor'] ?? null;
  } while (cursor);
  return orders;
}

const cents = (money: string) => Math.round(Number(money) * 100);

test('the spend and on-time tiles show what the API counts, and unpaid orders are left out', async ({
  client: { page, userId: clientId },
  browser,
  baseURL,
}) => {
  // A new client with orders of its own, which no other spec pays, moves or cancels meanwhile:
  // one delivered, one paid and waiting, one left unpaid.
  const delivered = await carriedTo(browser, baseURL, page.request, 'delivered');
  const waiting = await book(page, LAB_RUN);
  await pay(page, waiting.id);
  await book(page, LAB_RUN);
  await openDashboard(page);
  const statsAnswer = await page.request.get(`/api/stats/client/${clientId}`);
  const stats = (await statsAnswer.json()) as {
    totalCost: string;
    comparisons: { onTimePercent: number | null };
  };

  // The API's spend is the sum of this month's orders that the domain rule counts.
  const now = new Date();
  const month = dayKey(now).slice(0, 7);
  const orders = await allClientOrders(page.request, clientId);
  const expected = orders
    .filter((o) => countsAsSpend(o, now) && dayKey(serviceMoment(o)).slice(0, 7) === month)
    .reduce((sum, o) => sum + cents(o.totalCost), 0);
  expect(cents(stats.totalCost)).toBe(expected);
  // The two paid orders, and not the unpaid one.
  expect(expected).toBe(cents(delivered.totalCost) + cents(waiting.totalCost));
  const unpaid = orders.filter(
    (o) => o.paymentStatus === 'unpaid' && dayKey(new Date(o.createdAt)).slice(0, 7) === month,
  );
  expect(unpaid).toHaveLength(1);

  const spend = page.getByRole('button', { name: /^Spent This Month/ });
  await expect(spend).toContainText(`$${stats.totalCost}`);
  await expect(spend).toContainText('paid or billed');

  const active = page.getByRole('button', { name: /^Active Deliveries/ });
  await active.click();
  const onTime = stats.comparisons.onTimePercent;
  // The delivered order is the share's one delivery.
  expect(onTime).not.toBeNull();
  const tile = page.locator('section', { has: active });
  await expect(tile.locator('div', { hasText: /^On time/ })).toHaveText(
    `On time${onTime === null ? 'no deliveries yet' : `${Math.round(onTime * 10) / 10}%`}`,
  );
});

test("the deadline board lists the API's active orders, soonest deadline first", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(DEMO.admin.home);
  const active: Order[] = [];
  for (const status of ['confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit']) {
    const response = await page.request.get(`/api/orders?status=${status}&limit=200`);
    expect(response.status()).toBe(200);
    active.push(...((await response.json()) as Order[]));
  }
  active.sort((a, b) => Date.parse(a.deliverBy) - Date.parse(b.deliverBy) || a.id - b.id);
  expect(active.length).toBeGreaterThan(0);

  const board = page.getByRole('region', { name: 'Deadlines' });
  await board.getByRole('button', { name: /Show deadlines/ }).click();
  const rows = board.getByRole('listitem');
  await expect(rows).toHaveCount(active.length);
  await expect(rows.first()).toContainText(deadlineText(active[0]!.deliverBy));
  await expect(rows.last()).toContainText(deadlineText(active.at(-1)!.deliverBy));
});
