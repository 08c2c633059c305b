/** The custody key stays the order's custody path, which order and tracking frames refetch. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import { custodyKeys } from './keys';

describe('custodyKeys', () => {
  it('is the URL path of the read, refetched by the order and its tracking frames', () => {
    expect(keyToPath(custodyKeys.ofOrder(42))).toBe('/api/orders/42/custody');
    const tracking = queryRulesFor({ type: 'tracking_update', event: { orderId: 42 } } as LiveEvent);
    const status = queryRulesFor({
      type: 'order_status_update',
      order: { id: 42, clientId: 2, driverId: 7 },
    } as LiveEvent);
    expect(matchesKey(custodyKeys.ofOrder(42), tracking)).toBe(true);
    expect(matchesKey(custodyKeys.ofOrder(42), status)).toBe(true);
    expect(matchesKey(custodyKeys.ofOrder(43), tracking)).toBe(false);
  });
});
