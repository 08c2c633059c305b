/**
 * Contract rate cards through the API, on PGlite and on PostgreSQL when DATABASE_URL is set: the
 * card that applies prices the booking line by line; a card from a later day waits for it; a new
 * card never reprices a priced order; a bad card is a 400 naming its field; only dispatch sets a
 * card and only its organisation's owner (or dispatch) reads it.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCents } from '@domain/pricing';
import { rateCards } from '../../db/schema/index';
import { DEMO } from '../../test/helper';
import { openRateCardApp, type Line } from './test-support';

let s: Awaited<ReturnType<typeof openRateCardApp>>;
beforeAll(async () => {
  s = await openRateCardApp();
}, 60_000);
afterAll(async () => s.t.close());

describe('PUT /api/organizations/{id}/rate-card', () => {
  it("prices the organisation's bookings with its card, line by line, summing to the total", async () => {
    const owner = await s.newOwner();
    const put = await s.putCard(owner.organizationId, s.contract());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().current).toMatchObject({ version: 1, effectiveFrom: '2020-01-01' });

    const order = await s.book(owner.token, {
      pieces: [{ kind: 'bag' }, { kind: 'cooler', temperatureClass: 'refrigerated' }],
    });
    expect(order.rateCardVersion).toBe(1);
    expect(s.amountOf(order.priceLines, 'base')).toEqual(['19.00']);
    expect(s.amountOf(order.priceLines, 'distance')).toHaveLength(2); // both bands reached
    expect(s.amountOf(order.priceLines, 'priority')).toEqual(['1.00']);
    expect(s.amountOf(order.priceLines, 'extra_pieces')).toEqual(['2.00']);
    expect(s.amountOf(order.priceLines, 'cold_chain')).toEqual(['7.00']);
    expect(s.linesSum(order.priceLines)).toBe(parseCents(order.totalCost));

    // Another organisation, with no card, still pays the standard formula.
    const other = await s.book(await s.t.login(DEMO.client.username, DEMO.client.password));
    expect(other.rateCardVersion).toBeNull();
    expect(s.amountOf(other.priceLines, 'base')).toEqual(['25.00']);
    expect(s.linesSum(other.priceLines)).toBe(parseCents(other.totalCost));
  });

  it('never reprices an order priced with an earlier card', async () => {
    const owner = await s.newOwner();
    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const before = await s.book(owner.token);

    const dearer = await s.putCard(owner.organizationId, s.contract({ baseRate: '99.00' }));
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const again = await s.getOrder(owner.token, before.id);
    expect(again.totalCost).toBe(before.totalCost);
    expect(again.priceLines).toEqual(before.priceLines);
    expect(again.rateCardVersion).toBe(1);
    const after = await s.book(owner.token);
    expect(after.rateCardVersion).toBe(2);
    expect(s.amountOf(after.priceLines, 'base')).toEqual(['99.00']);
  });

  it('waits for the effective day of a card set ahead', async () => {
    const owner = await s.newOwner();
    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const ahead = await s.putCard(owner.organizationId, s.contract({ baseRate: '77.00' }), '2099-01-01');
    expect(ahead.statusCode).toBe(200);
    // The card of 2099 is kept, but today's bookings are priced with the one in effect.
    expect(ahead.json().current.version).toBe(1);
    expect(ahead.json().versions).toHaveLength(2);
    const order = await s.book(owner.token);
    expect(order.rateCardVersion).toBe(1);
    expect(s.amountOf(order.priceLines, 'base')).toEqual(['19.00']);
  });

  it('charges a zone price when both addresses are in the zone', async () => {
    const owner = await s.newOwner();
    const zones = [
      { code: 'downtown', name: 'Downtown and TMC', zips: ['77030', '77002'], flatPrice: '15.00' },
    ];
    expect((await s.putCard(owner.organizationId, s.contract({ zones }))).statusCode).toBe(200);
    const order = await s.book(owner.token);
    expect(order.priceLines.map((l: Line) => l.code)).toEqual(['zone', 'priority']);
    expect(order.totalCost).toBe('16.00');
  });

  it('refuses a bad card with 400 naming the field, and stores nothing', async () => {
    const owner = await s.newOwner();
    const stored = async () =>
      (
        await s.t.db
          .select({ n: count() })
          .from(rateCards)
          .where(eq(rateCards.organizationId, owner.organizationId))
      )[0]!.n;
    const cases: [unknown, string][] = [
      [s.contract({ baseRate: '19' }), 'card.baseRate'],
      [s.contract({ mileageBands: [{ fromMiles: 3, perMile: '1.00' }] }), 'card.mileageBands.0.fromMiles'],
      [{ ...s.contract(), priorityFees: { standard: '0.00' } }, 'card.priorityFees.express'],
      [
        s.contract({ zones: [{ code: 'x', name: 'X', zips: ['ABCDE'], flatPrice: '1.00' }] }),
        'card.zones.0.zips.0',
      ],
    ];
    for (const [card, field] of cases) {
      const r = await s.putCard(owner.organizationId, card);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const noDate = await s.putCard(owner.organizationId, s.contract(), 'next week');
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toContain('effectiveFrom');
    expect(await stored()).toBe(0);
  });

  it('answers 404 for no such organisation', async () => {
    expect((await s.putCard(2_000_000_000, s.contract())).statusCode).toBe(404);
  });
});

describe('GET /api/organizations/{id}/rate-card', () => {
  it('shows the owner its own card and versions, read-only, and hides other organisations', async () => {
    const owner = await s.newOwner();
    const none = await s.t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: owner.token,
    });
    expect(none.statusCode).toBe(200);
    // No contract yet: the standard card prices its bookings.
    expect(none.json()).toMatchObject({
      current: { version: null, card: { baseRate: '25.00' } },
      versions: [],
    });

    expect((await s.putCard(owner.organizationId, s.contract())).statusCode).toBe(200);
    const mine = await s.t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: owner.token,
    });
    expect(mine.json().current).toMatchObject({ version: 1, card: { baseRate: '19.00' } });

    const stranger = await s.newOwner();
    const theirs = await s.t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    const byAdmin = await s.t.request({
      url: `/api/organizations/${owner.organizationId}/rate-card`,
      token: s.admin,
    });
    expect(byAdmin.json().versions).toHaveLength(1);
  });
});
