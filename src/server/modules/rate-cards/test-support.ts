/** The rate-card API tests' app, accounts and shortcuts: a fresh owner per test, a contract card. */
import { expect } from 'vitest';
import { parseCents, STANDARD_RATE_CARD } from '@domain/pricing';
import type { RateCardInput } from '@domain/rate-cards';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { newOwner } from '../../test/organization-members';
import { HOUSTON_BOOKING } from '../../test/orders';

export async function openRateCardApp() {
  const t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
  const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  return rateCardSupport(t, admin);
}

export function rateCardSupport(t: TestApp, admin: string) {
  /**
   * A contract card whose charges do not depend on the hour or the day (none for after hours,
   * weekends or holidays), so what a booking made now costs is known whenever the test runs.
   */
  const contract = (over: Partial<RateCardInput> = {}): RateCardInput => ({
    ...STANDARD_RATE_CARD,
    baseRate: '19.00',
    mileageBands: [
      { fromMiles: 0, perMile: '1.00' },
      { fromMiles: 2, perMile: '0.50' },
    ],
    priorityFees: { standard: '1.00', express: '9.00', emergency: '29.00', scheduled: '0.00' },
    extraPiece: '2.00',
    coldChain: { refrigerated: '7.00', frozen: '11.00' },
    ...over,
  });

  const putCard = (organizationId: number, card: unknown, effectiveFrom = '2020-01-01', token = admin) =>
    t.request({
      method: 'PUT',
      url: `/api/organizations/${organizationId}/rate-card`,
      token,
      payload: { effectiveFrom, card },
    });
  const book = async (token: string, over: Record<string, unknown> = {}) => {
    const r = await t.request({
      method: 'POST',
      url: '/api/orders',
      token,
      payload: { ...HOUSTON_BOOKING, ...over },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json();
  };
  const getOrder = async (token: string, id: number) =>
    (await t.request({ method: 'GET', url: `/api/orders/${id}`, token })).json();

  const linesSum = (lines: Line[]) => lines.reduce((total, l) => total + parseCents(l.amount), 0);
  const amountOf = (lines: Line[], code: string) => lines.filter((l) => l.code === code).map((l) => l.amount);
  return { t, admin, newOwner: () => newOwner(t), contract, putCard, book, getOrder, linesSum, amountOf };
}

export type Line = { code: string; label: string; amount: string };
