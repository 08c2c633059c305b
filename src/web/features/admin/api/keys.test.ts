/** Console keys stay the URLs the live socket and the console's own refreshes match by path. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import { NO_ADMIN_FILTERS } from '../orders/order-query';
import { adminKeys } from './keys';

const order = { id: 42, status: 'pending', clientId: 2, driverId: null } as const;

describe('adminKeys', () => {
  it('are the URLs the reads GET', () => {
    expect(keyToPath(adminKeys.stats())).toBe('/api/admin/stats');
    expect(keyToPath(adminKeys.orders(NO_ADMIN_FILTERS))).toBe('/api/orders?status=all&limit=50');
    expect(keyToPath(adminKeys.ordersByStatus('confirmed'))).toBe('/api/orders?status=confirmed&limit=200');
    expect(keyToPath(adminKeys.order(42))).toBe('/api/orders/42');
    expect(keyToPath(adminKeys.drivers())).toBe('/api/drivers');
    expect(keyToPath(adminKeys.drivers({ latitude: '29.7', longitude: '-95.4' }))).toBe(
      '/api/drivers?status=available&near=29.7,-95.4',
    );
    expect(keyToPath(adminKeys.analytics({ from: '2026-01-01', to: '2026-01-31' }))).toBe(
      '/api/admin/analytics?from=2026-01-01&to=2026-01-31',
    );
  });

  it("are refetched by an order's frames: the lists, the figures, the order", () => {
    const rules = queryRulesFor({ type: 'new_order', order } as LiveEvent);
    for (const key of [
      adminKeys.stats(),
      adminKeys.orders(NO_ADMIN_FILTERS),
      adminKeys.ordersByStatus('confirmed'),
      adminKeys.order(42),
    ]) {
      expect(matchesKey(key, rules)).toBe(true);
    }
    const late = queryRulesFor({ type: 'order_late', orderId: 42 } as LiveEvent);
    expect(matchesKey(adminKeys.orders(NO_ADMIN_FILTERS), late)).toBe(true);
    const roster = queryRulesFor({ type: 'driver_roster_update' } as LiveEvent);
    expect(matchesKey(adminKeys.stats(), roster)).toBe(true);
  });
});
