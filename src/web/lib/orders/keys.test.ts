/** The order keys stay URL paths under '/api/orders', so the live socket's frames still reach them. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { driverLocationRules, matchesKey, queryRulesFor } from '@web/lib/live-events';
import { orderKeys } from './keys';

const order = { id: 42, status: 'in_transit', clientId: 2, driverId: 7 } as const;
const statusFrame = { type: 'order_status_update', order } as LiveEvent;

describe('orderKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(orderKeys.all)).toBe('/api/orders');
    expect(keyToPath(orderKeys.detail(42))).toBe('/api/orders/42');
    expect(keyToPath(orderKeys.payment(42))).toBe('/api/orders/42/payment');
    expect(keyToPath(orderKeys.clientHistory(2))).toBe('/api/orders/client/2/history');
  });

  it("hang a named list under the client's orders, so an order's frame and a mutation refetch it", async () => {
    for (const list of ['active', 'upcoming'] as const)
      expect(matchesKey(orderKeys.clientList(2, list, 100), queryRulesFor(statusFrame))).toBe(true);
    const client = new QueryClient();
    const key = orderKeys.clientList(2, 'active', 100);
    client.setQueryData(key, { orders: [], count: 0 });
    await client.invalidateQueries({ queryKey: orderKeys.all });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("are refetched by an order's frames and moved by its driver's position", () => {
    const rules = queryRulesFor(statusFrame);
    expect(matchesKey(orderKeys.detail(42), rules)).toBe(true);
    expect(matchesKey(orderKeys.clientHistory(2), rules)).toBe(true);
    expect(matchesKey(orderKeys.detail(43), rules)).toBe(false);
    expect(matchesKey(orderKeys.detail(42), driverLocationRules(42))).toBe(true);
    expect(matchesKey(orderKeys.clientHistory(2), driverLocationRules(42))).toBe(true);
    expect(matchesKey(orderKeys.detail(42), [{ path: '/api/orders', match: 'prefix' }])).toBe(true);
  });
});
