import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { estimateTravelMinutes } from '@domain/eta';
import { estimateRoadMiles } from '@domain/geo';
import { priceOrder } from '@domain/pricing';
import { DAY, groupBy, ms, NOW, openSeeded, type Row, type SeededDatabase } from './test-support';

let seeded: SeededDatabase;
const rows: SeededDatabase['rows'] = (query) => seeded.rows(query);
const count: SeededDatabase['count'] = (table) => seeded.count(table);

beforeAll(async () => {
  seeded = await openSeeded();
});

afterAll(async () => {
  await seeded?.database.close();
});

describe('seedDemoData: orders and their history', () => {
  it('has at least 60 orders covering every status, service type and priority', async () => {
    expect(await count('orders')).toBeGreaterThanOrEqual(60);
    const present = async (column: string) =>
      (await rows<{ v: string }>(`select distinct ${column}::text as v from orders`)).map((r) => r.v).sort();
    expect(await present('status')).toEqual([...ORDER_STATUSES].sort());
    expect(await present('service_type')).toEqual([...SERVICE_TYPES].sort());
    expect(await present('priority')).toEqual([...PRIORITIES].sort());
    const [delivered] = await rows<{ share: number }>(
      `select avg((status = 'delivered')::int)::float as share from orders`,
    );
    expect(delivered?.share).toBeGreaterThan(0.5);
  });

  it('gives the demo client a good share, with one order in every status', async () => {
    const mine = await rows<{ status: string; n: number }>(
      `select status::text as status, count(*)::int as n from orders where client_id = 2 group by status`,
    );
    expect(mine.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(25);
    expect(mine.map((r) => r.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const [months] = await rows<{ this_month: number; last_month: number; upcoming: number }>(
      `select
         count(*) filter (where status = 'delivered' and delivered_at >= date_trunc('month', timestamptz '${NOW.toISOString()}'))::int as this_month,
         count(*) filter (where status = 'delivered' and delivered_at < date_trunc('month', timestamptz '${NOW.toISOString()}')
           and delivered_at >= date_trunc('month', timestamptz '${NOW.toISOString()}') - interval '1 month')::int as last_month,
         count(*) filter (where status = 'pending' and scheduled_date >= timestamptz '${NOW.toISOString()}')::int as upcoming
       from orders where client_id = 2`,
    );
    expect(months?.this_month).toBeGreaterThanOrEqual(3);
    expect(months?.last_month).toBeGreaterThanOrEqual(3);
    expect(months?.upcoming).toBeGreaterThanOrEqual(2);
  });

  it('ends every order on a tracking event of its own status, in a legal order of steps', async () => {
    const events = await rows<{
      order_id: number;
      status: string;
      order_status: string;
      at: number;
      actor: number | null;
    }>(
      `select e.order_id, e.status::text as status, o.status::text as order_status, ${ms('e.created_at')} as at, e.actor_user_id as actor
       from tracking_events e join orders o on o.id = e.order_id order by e.order_id, e.created_at, e.id`,
    );
    const flow = [
      'pending',
      'confirmed',
      'assigned',
      'pickup_scheduled',
      'pickup_complete',
      'in_transit',
      'delivered',
    ];
    const legal = (path: string) =>
      flow.some((_, i) => path === flow.slice(0, i + 1).join('>')) ||
      ['pending>declined', 'pending>cancelled', 'pending>confirmed>cancelled'].includes(path);
    const byOrder = groupBy(events, (e) => e.order_id);
    expect(byOrder.size).toBe(await count('orders'));
    for (const [orderId, list] of byOrder) {
      const path = list.map((e) => e.status).join('>');
      expect(legal(path), `order ${orderId}: ${path}`).toBe(true);
      expect(list[list.length - 1]?.status).toBe(list[0]?.order_status);
      for (let i = 1; i < list.length; i++) expect(list[i]!.at).toBeGreaterThan(list[i - 1]!.at);
      expect(list.every((e) => e.actor !== null)).toBe(true);
    }
  });

  it('records where and to whom each order was handed over', async () => {
    const orders = await rows<Row>(
      `select o.id, o.status::text as status, ${ms('o.delivered_at')} as delivered_at, ${ms('o.updated_at')} as updated_at, o.driver_id, o.service_type::text as service_type,
         o.requires_signature, o.requires_id, o.delivery_contact_name, o.pickup_latitude, o.delivery_latitude,
         (select ${ms('max(created_at)')} from tracking_events e where e.order_id = o.id) as last_event,
         (select proof from tracking_events e where e.order_id = o.id and e.status = 'delivered') as proof,
         (select latitude from tracking_events e where e.order_id = o.id and e.status = 'delivered') as delivered_lat,
         (select latitude from tracking_events e where e.order_id = o.id and e.status = 'pickup_complete') as pickup_lat
       from orders o`,
    );
    const withDriver = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'];
    for (const o of orders) {
      expect(o.updated_at).toEqual(o.last_event);
      expect(o.delivered_at !== null).toBe(o.status === 'delivered');
      if (o.status === 'delivered') expect(o.delivered_at).toEqual(o.last_event);
      expect(o.driver_id !== null).toBe(withDriver.includes(o.status as string));
      expect(o.requires_signature).toBe(o.service_type !== 'medical_equipment');
      expect(o.requires_id).toBe(o.service_type === 'secure_document');
      if (o.pickup_lat !== null) expect(o.pickup_lat).toBe(o.pickup_latitude);
      if (o.status === 'delivered') {
        expect(o.delivered_lat).toBe(o.delivery_latitude);
        if (o.requires_signature) expect(o.proof).toMatchObject({ name: o.delivery_contact_name });
      }
    }
  });

  it('prices every order by the pricing rule from its own coordinates', async () => {
    const orders = await rows<Row>(`select * from orders`);
    for (const o of orders) {
      const miles = estimateRoadMiles(
        { latitude: Number(o.pickup_latitude), longitude: Number(o.pickup_longitude) },
        { latitude: Number(o.delivery_latitude), longitude: Number(o.delivery_longitude) },
      );
      const price = priceOrder({
        serviceType: o.service_type as never,
        priority: o.priority as never,
        distanceMiles: miles,
      });
      expect({
        baseRate: o.base_rate,
        distanceFee: o.distance_fee,
        priorityFee: o.priority_fee,
        totalCost: o.total_cost,
        distance: o.distance,
        priceLines: o.price_lines,
      }).toEqual(price);
      expect(o.estimated_time).toBe(estimateTravelMinutes(Number(o.distance)));
    }
  });

  it('uses Texas street addresses and dates within the last 90 days', async () => {
    const orders = await rows<{ pickup_address: string; delivery_address: string; created_at: number }>(
      `select pickup_address, delivery_address, ${ms('created_at')} as created_at from orders`,
    );
    for (const o of orders) {
      expect(o.pickup_address).toMatch(/^\d+ .+, [A-Za-z .]+, TX 7\d{4}$/);
      expect(o.delivery_address).toMatch(/^\d+ .+, [A-Za-z .]+, TX 7\d{4}$/);
      expect(o.created_at).toBeGreaterThan(NOW.getTime() - 90 * DAY);
      expect(o.created_at).toBeLessThanOrEqual(NOW.getTime());
    }
    for (const table of ['tracking_events', 'messages', 'ratings', 'payments']) {
      const [latest] = await rows<{ at: number }>(`select ${ms('max(created_at)')} as at from ${table}`);
      expect(latest?.at, table).toBeLessThanOrEqual(NOW.getTime());
    }
    const orgs = await rows<{ address: string }>(`select address from organizations`);
    for (const org of orgs) expect(org.address).toMatch(/, TX 7\d{4}$/);
  });

  it('has a settled test payment for every order that got past pending', async () => {
    const orders = await rows<Row>(
      `select o.id, o.status::text as status, o.payment_status::text as order_payment, o.total_cost, p.amount, p.provider, p.provider_intent_id, p.idempotency_key,
         p.status::text as payment_status,
         exists (select 1 from tracking_events e where e.order_id = o.id and e.status = 'confirmed') as confirmed
       from orders o left join payments p on p.order_id = o.id`,
    );
    for (const o of orders) {
      expect(o.payment_status !== null, `order ${o.id}`).toBe(o.confirmed);
      if (!o.confirmed) continue;
      expect(o).toMatchObject({
        amount: o.total_cost,
        provider: 'test',
        provider_intent_id: expect.stringMatching(new RegExp(`^pi_test_[0-9a-f]{16}_${o.id}_\\d+$`)),
        idempotency_key: `order-${o.id}`,
        payment_status: 'succeeded',
        // Paid, and refunded when it was cancelled afterwards.
        order_payment: o.status === 'cancelled' ? 'refunded' : 'paid',
      });
    }
    expect(orders.filter((o) => !o.confirmed && o.order_payment !== 'unpaid')).toEqual([]);
    expect(orders.filter((o) => o.status === 'declined' && o.payment_status !== null)).toEqual([]);
  });

  it('has chats that alternate between the client and the driver', async () => {
    const messages = await rows<{
      order_id: number;
      sender_id: number;
      client_id: number;
      driver_user: number;
      status: string;
    }>(
      `select m.order_id, m.sender_id, o.client_id, d.user_id as driver_user, o.status::text as status
       from messages m join orders o on o.id = m.order_id join drivers d on d.id = o.driver_id order by m.order_id, m.created_at`,
    );
    expect(messages.length).toBe(await count('messages'));
    const threads = groupBy(messages, (m) => m.order_id);
    expect(threads.size).toBeGreaterThanOrEqual(5);
    for (const thread of threads.values()) {
      expect(thread.length).toBeGreaterThanOrEqual(2);
      expect(thread.length).toBeLessThanOrEqual(5);
      for (const m of thread) expect([m.client_id, m.driver_user]).toContain(m.sender_id);
      for (let i = 1; i < thread.length; i++) expect(thread[i]!.sender_id).not.toBe(thread[i - 1]!.sender_id);
    }
  });

  it('tracks the drivers on live jobs', async () => {
    const live = await rows<{ id: number; points: number }>(
      `select o.id, (select count(*)::int from location_updates l where l.order_id = o.id and l.driver_id = o.driver_id) as points
       from orders o where o.status in ('pickup_scheduled', 'pickup_complete', 'in_transit')`,
    );
    expect(live.length).toBeGreaterThan(0);
    for (const o of live) expect(o.points, `order ${o.id}`).toBeGreaterThanOrEqual(2);
  });
});
