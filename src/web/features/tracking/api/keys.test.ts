/** Tracking keys stay under the order's path, so tracking_update and order frames refetch them. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { matchesKey, queryRulesFor } from '@web/lib/live-events';
import { trackingKeys } from './keys';

describe('trackingKeys', () => {
  it('is the URL path of the read', () => {
    expect(keyToPath(trackingKeys.events(42))).toBe('/api/orders/42/tracking');
  });

  it("is refetched by that order's tracking and status frames only", () => {
    const tracking = { type: 'tracking_update', event: { orderId: 42 } } as LiveEvent;
    const status = { type: 'order_status_update', order: { id: 42, clientId: 2, driverId: 7 } } as LiveEvent;
    expect(matchesKey(trackingKeys.events(42), queryRulesFor(tracking))).toBe(true);
    expect(matchesKey(trackingKeys.events(42), queryRulesFor(status))).toBe(true);
    expect(matchesKey(trackingKeys.events(43), queryRulesFor(tracking))).toBe(false);
  });
});
