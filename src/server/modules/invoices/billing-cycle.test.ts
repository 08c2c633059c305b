import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { centralInstant } from '@domain/central-time';
import type { TestApp } from '../../test/helper';
import { deliveredOrder, invoiceTestApp, newOwner, type Owner } from './test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;

beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const setCycle = (owner: Owner, billingCycle: unknown, token = billing) =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/billing-cycle`,
    token,
    payload: { billingCycle },
  });
const run = () => t.request({ method: 'POST', url: '/api/invoices/run', token: billing });
const deliveredOn = (owner: Owner, day: string) =>
  deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant(day, 12) });

describe('billing cycles', () => {
  it('billing sets an organisation weekly, and a cycle not offered is named', async () => {
    const owner = await newOwner(t);
    const url = `/api/organizations/${owner.organizationId}/billing-cycle`;
    expect((await t.request({ method: 'GET', url, token: billing })).json()).toEqual({
      organizationId: owner.organizationId,
      billingCycle: 'monthly',
    });
    expect((await setCycle(owner, 'weekly')).json().billingCycle).toBe('weekly');
    expect((await t.request({ method: 'GET', url, token: admin })).json().billingCycle).toBe('weekly');
    const bad = await setCycle(owner, 'daily');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('billingCycle');
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/organizations/99999999/billing-cycle',
          token: billing,
          payload: { billingCycle: 'weekly' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the run bills each organisation's last whole period by its own cycle, and a second run bills nothing again", async () => {
    const weekly = await newOwner(t);
    const monthly = await newOwner(t);
    expect((await setCycle(weekly, 'weekly')).statusCode).toBe(200);
    // Today is Wednesday 2026-10-14: last week is Mon 5 to Sun 11 October, last month September.
    const inLastWeek = await deliveredOn(weekly, '2026-10-06');
    // Outside the periods: each waits for its own.
    await deliveredOn(weekly, '2026-09-30');
    const inSeptember = await deliveredOn(monthly, '2026-09-30');
    await deliveredOn(monthly, '2026-10-06');
    vi.useFakeTimers({ toFake: ['Date'], now: centralInstant('2026-10-14', 9) });

    const first = await run();
    expect(first.statusCode, first.body).toBe(200);
    const byOrganization = (id: number) =>
      first.json().issued.filter((i: { organizationId: number }) => i.organizationId === id);
    expect(byOrganization(weekly.organizationId)).toMatchObject([
      { billingCycle: 'weekly', periodStart: '2026-10-05', periodEnd: '2026-10-11' },
    ]);
    expect(byOrganization(monthly.organizationId)).toMatchObject([
      { billingCycle: 'monthly', periodStart: '2026-09-01', periodEnd: '2026-09-30' },
    ]);
    const linesOf = async (id: number) =>
      (await t.request({ method: 'GET', url: `/api/invoices/${id}`, token: billing }))
        .json()
        .lines.map((l: { orderId: number }) => l.orderId);
    expect(await linesOf(byOrganization(weekly.organizationId)[0].id)).toEqual([inLastWeek]);
    expect(await linesOf(byOrganization(monthly.organizationId)[0].id)).toEqual([inSeptember]);

    const second = await run();
    expect(second.statusCode).toBe(200);
    const mine = [weekly.organizationId, monthly.organizationId];
    expect(
      second.json().issued.filter((i: { organizationId: number }) => mine.includes(i.organizationId)),
    ).toEqual([]);
  });
});
