/** Frame -> cache: which queries each live frame refetches, and the driver position patch. */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@domain/events';
import { parseFrame } from './live-event-check';
import { applyDriverLocation, matchesKey, queryRulesFor } from './live-events';

const order = { id: 42, status: 'in_transit', clientId: 2, driverId: 7 } as const;

/** Which of these query keys a frame refetches. */
function refetched(event: LiveEvent, keys: unknown[][]): string[] {
  const rules = queryRulesFor(event);
  return keys.filter((key) => matchesKey(key, rules)).map((key) => key.join('/'));
}

const KEYS: unknown[][] = [
  ['/api/orders'],
  ['/api/orders', 'client', 2],
  ['/api/orders', 'client', 2, 'all'],
  ['/api/orders/available'],
  ['/api/orders', 'driver', 7, 'active'],
  ['/api/orders', 42],
  ['/api/orders/42'],
  ['/api/orders', 421],
  ['/api/orders', 42, 'tracking'],
  ['/api/orders', 42, 'messages'],
  ['/api/orders', 43, 'tracking'],
  ['/api/orders', 43, 'messages'],
  ['/api/stats', 'client', 2],
  ['/api/admin/stats'],
  ['/api/messages/conversations'],
  ['/api/auth/me'],
  ['/api/public-config'],
];

describe('queryRulesFor', () => {
  it.each(['new_order', 'order_status_update', 'order_assigned', 'order_accepted'] as const)(
    '%s refetches the order lists, that order, its tracking, stats and available jobs',
    (type) => {
      expect(refetched({ type, order } as LiveEvent, KEYS)).toEqual([
        '/api/orders',
        '/api/orders/client/2',
        '/api/orders/client/2/all',
        '/api/orders/available',
        '/api/orders/driver/7/active',
        '/api/orders/42',
        '/api/orders/42',
        '/api/orders/42/tracking',
        '/api/stats/client/2',
        '/api/admin/stats',
        '/api/messages/conversations',
      ]);
    },
  );

  it("new_message refetches that order's messages and the conversations", () => {
    const event: LiveEvent = {
      type: 'new_message',
      message: { id: 1, orderId: 43, senderId: 3, createdAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(refetched(event, KEYS)).toEqual(['/api/orders/43/messages', '/api/messages/conversations']);
  });

  it("tracking_update refetches that order's tracking only", () => {
    const event: LiveEvent = {
      type: 'tracking_update',
      event: { id: 9, orderId: 43, status: 'in_transit', createdAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(refetched(event, KEYS)).toEqual(['/api/orders/43/tracking']);
  });

  it('driver_location_update refetches nothing', () => {
    const event: LiveEvent = {
      type: 'driver_location_update',
      orderId: 42,
      driverId: 7,
      latitude: 29.7,
      longitude: -95.4,
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    expect(refetched(event, KEYS)).toEqual([]);
  });

  it('a key with a query string still matches its path', () => {
    expect(matchesKey(['/api/orders?status=pending'], queryRulesFor({ type: 'new_order', order }))).toBe(
      true,
    );
  });
});

describe('applyDriverLocation', () => {
  const move = {
    type: 'driver_location_update',
    orderId: 42,
    driverId: 7,
    latitude: 29.75,
    longitude: -95.36,
    timestamp: '2026-01-01T00:00:00.000Z',
  } as const;
  const driver = { id: 7, currentLatitude: '29.7', currentLongitude: '-95.4' };

  it('moves the driver of that order, in one order or a list, and leaves others alone', () => {
    const one = { id: 42, driver };
    expect(applyDriverLocation(one, move)).toEqual({
      id: 42,
      driver: { id: 7, currentLatitude: '29.75', currentLongitude: '-95.36' },
    });
    const other = { id: 43, driver };
    const list = [other, one];
    const next = applyDriverLocation(list, move) as (typeof one)[];
    expect(next[0]).toBe(other);
    expect(next[1]?.driver.currentLatitude).toBe('29.75');
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const list = [{ id: 43, driver }];
    expect(applyDriverLocation(list, move)).toBe(list);
    const otherDriver = { id: 42, driver: { ...driver, id: 8 } };
    expect(applyDriverLocation(otherDriver, move)).toBe(otherDriver);
    expect(applyDriverLocation(undefined, move)).toBeUndefined();
  });
});

describe('parseFrame', () => {
  it('accepts events of the spec and the socket control frames', () => {
    expect(parseFrame(JSON.stringify({ type: 'new_order', order }))).toEqual({
      kind: 'event',
      event: { type: 'new_order', order },
    });
    expect(parseFrame('{"type":"connected","userId":2}')).toEqual({
      kind: 'control',
      frame: { type: 'connected' },
    });
  });

  it('ignores unknown types, malformed events, bad JSON and binary frames', () => {
    expect(parseFrame('{"type":"weather"}').kind).toBe('ignored');
    expect(parseFrame('{"type":"new_order","order":{"id":"x"}}').kind).toBe('ignored');
    expect(parseFrame('not json').kind).toBe('ignored');
    expect(parseFrame(new ArrayBuffer(2)).kind).toBe('ignored');
  });
});
