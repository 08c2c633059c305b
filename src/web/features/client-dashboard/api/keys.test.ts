/** Dashboard keys stay URL paths under '/api/orders' and '/api/stats', the live socket's roots. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { driverLocationRules, matchesKey, queryRulesFor } from '@web/lib/live-events';
import { clientDashboardKeys } from './keys';
import { cardOrdersQueryOptions } from './list-card-orders';

describe('clientDashboardKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(clientDashboardKeys.clientOrders(2))).toBe('/api/orders/client/2');
    expect(keyToPath(clientDashboardKeys.clientStats(2))).toBe('/api/stats/client/2');
  });

  it("are refetched by an order's frames and hold its driver's position", () => {
    const frame = { type: 'new_order', order: { id: 42, clientId: 2, driverId: null } } as LiveEvent;
    const rules = queryRulesFor(frame);
    expect(matchesKey(clientDashboardKeys.clientOrders(2), rules)).toBe(true);
    expect(matchesKey(clientDashboardKeys.clientStats(2), rules)).toBe(true);
    expect(matchesKey(clientDashboardKeys.clientOrders(2), driverLocationRules(42))).toBe(true);
    for (const list of ['active', 'upcoming'] as const)
      expect(matchesKey(cardOrdersQueryOptions(2, list).queryKey, rules)).toBe(true);
  });

  it("hang the cards' lists under the client's orders, so refreshing those refreshes the cards", async () => {
    const client = new QueryClient();
    const key = cardOrdersQueryOptions(2, 'upcoming').queryKey;
    client.setQueryData(key, { orders: [], count: 0 });
    await client.invalidateQueries({ queryKey: clientDashboardKeys.orders });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
