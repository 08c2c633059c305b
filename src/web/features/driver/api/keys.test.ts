/** Driver keys stay the URL paths the live socket refreshes, so frames still reach the dashboard. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { driverLocationRules, matchesKey, queryRulesFor } from '@web/lib/live-events';
import { driverKeys } from './keys';

const order = { id: 42, status: 'in_transit', clientId: 2, driverId: 7 } as const;

describe('driverKeys', () => {
  it('are the URL paths the reads GET', () => {
    expect(keyToPath(driverKeys.available())).toBe('/api/orders/available');
    expect(keyToPath(driverKeys.active(7))).toBe('/api/orders/driver/7/active');
    expect(keyToPath(driverKeys.stats(7))).toBe('/api/driver/stats/7');
    expect(keyToPath(driverKeys.performance(7))).toBe('/api/driver/7/performance');
    expect(keyToPath(driverKeys.achievements(7))).toBe('/api/driver/7/achievements');
    expect(keyToPath(driverKeys.leaderboard())).toBe('/api/driver/leaderboard');
    expect(keyToPath(driverKeys.route())).toBe('/api/driver/route');
  });

  it("are refetched by a job's frames and by job offers", () => {
    const rules = queryRulesFor({ type: 'order_assigned', order } as LiveEvent);
    for (const key of [driverKeys.available(), driverKeys.active(7), driverKeys.stats(7)]) {
      expect(matchesKey(key, rules)).toBe(true);
    }
    const offer = queryRulesFor({ type: 'job_offer', orderId: 42 } as LiveEvent);
    expect(matchesKey(driverKeys.available(), offer)).toBe(true);
    expect(matchesKey(driverKeys.active(7), driverLocationRules(42))).toBe(true);
  });

  it('keep the shift out of every URL rule, so no frame resets it', () => {
    expect(matchesKey(driverKeys.shift(7), [{ path: '/api/driver', match: 'prefix' }])).toBe(false);
  });
});
