/** Small rules of the console: error toasts, driver fixes, the row buttons, the Assign list, markers. */
import { describe, expect, it } from 'vitest';
import type { DriverListItem } from '@domain/admin';
import { ApiError } from '@web/lib/api';
import { fleetMarkers } from './drivers/fleet-markers';
import { byStatusThenName, positionText, whereText } from './drivers/driver-status';
import { errorDescription, errorToast } from './error-toast';
import { formatMoney, formatRating, shortAddress } from './format';
import { applyDriverFix } from './live-drivers';
import { distanceText, nearestFirst } from './orders/driver-choice';
import { rowActions } from './orders/OrderRow';

const driver = (id: number, over: Partial<DriverListItem> = {}): DriverListItem => ({
  id,
  status: 'available',
  coldChain: false,
  rating: '4.80',
  totalDeliveries: 10,
  currentLatitude: '29.76',
  currentLongitude: '-95.37',
  locationUpdatedAt: '2025-01-01T10:00:00Z',
  user: { id: 100 + id, firstName: `First${id}`, lastName: `Last${id}`, phone: null, email: `d${id}@x.test` },
  currentJob: null,
  ...over,
});

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('error toasts (the admin error catalogue)', () => {
  it("is titled 'Error' with the spec's sentence", () => {
    expect(errorToast('assign', new TypeError('Failed to fetch'))).toEqual({
      variant: 'destructive',
      title: 'Error',
      description: 'Failed to assign driver. Please try again.',
    });
  });

  it("adds the server's reason when it says something new, not for server faults", () => {
    expect(
      errorDescription(
        'Failed to assign driver. Please try again.',
        apiError(409, { message: 'This order already has a driver' }),
      ),
    ).toBe('Failed to assign driver. This order already has a driver.');
    expect(
      errorDescription(
        'Failed to update order. Please try again.',
        apiError(409, { message: 'Someone else changed it', code: 'CONCURRENT_CHANGE' }),
      ),
    ).toBe('Failed to update order. Please try again. Someone else changed it.');
    expect(
      errorDescription('Failed to update order. Please try again.', apiError(500, { message: 'boom' })),
    ).toBe('Failed to update order. Please try again.');
    // A refusal no retry passes never says "try again".
    expect(errorDescription('Failed to send message. Please try again.', apiError(400, {}))).toBe(
      'Failed to send message.',
    );
  });
});

it('moves a driver on a location frame and leaves the rest alone', () => {
  const list = [driver(1), driver(2)];
  const fix = { driverId: 2, latitude: 30.1, longitude: -95.5, timestamp: '2025-01-01T11:00:00Z' };
  const next = applyDriverFix(list, fix) as DriverListItem[];
  expect(next[0]).toBe(list[0]);
  expect(next[1]).toMatchObject({
    currentLatitude: '30.100000',
    currentLongitude: '-95.500000',
    locationUpdatedAt: fix.timestamp,
  });
  expect(applyDriverFix(list, { ...fix, driverId: 9 })).toBe(list);
  expect(applyDriverFix(undefined, fix)).toBeUndefined();
});

describe('row buttons follow the state machine', () => {
  it('pending: approve, decline, message (Decline is the refusal, not Cancel)', () => {
    expect(rowActions({ status: 'pending', driverId: null })).toEqual(['approve', 'decline', 'message']);
  });
  it('confirmed: assign only without a driver', () => {
    expect(rowActions({ status: 'confirmed', driverId: null })).toEqual(['assign', 'message', 'cancel']);
    expect(rowActions({ status: 'confirmed', driverId: 4 })).toEqual(['message', 'cancel']);
  });
  it('finished orders: only a message', () => {
    expect(rowActions({ status: 'delivered', driverId: 4 })).toEqual(['message']);
    expect(rowActions({ status: 'in_transit', driverId: 4 })).toEqual(['message']);
  });
});

describe('the Assign list', () => {
  it('keeps available drivers only, nearest first, unknown positions last', () => {
    const list = [
      driver(1, { distanceMiles: '5.2' }),
      driver(2, { distanceMiles: null }),
      driver(3, { distanceMiles: '0.8' }),
      driver(4, { distanceMiles: '0.1', status: 'busy' }),
      driver(5, { distanceMiles: '5.2' }),
    ];
    expect(nearestFirst(list).map((d) => d.id)).toEqual([3, 1, 5, 2]);
    expect(distanceText({ distanceMiles: '0.8' })).toBe('0.8 mi away');
    expect(distanceText({ distanceMiles: null })).toBe('Position unknown');
  });
});

describe('fleet', () => {
  it('puts drivers with a real position on the map', () => {
    const markers = fleetMarkers([
      driver(1, { currentJob: { id: 42, displayNumber: 'ML-0042', status: 'in_transit' }, status: 'busy' }),
      driver(2, { currentLatitude: null }),
      driver(3, { currentLatitude: '0', currentLongitude: '0' }),
      driver(4, { currentLatitude: 'abc' }),
    ]);
    expect(markers).toEqual([
      {
        id: 1,
        at: { latitude: 29.76, longitude: -95.37 },
        status: 'busy',
        title: 'First1 Last1: Busy, on #ML-0042',
      },
    ]);
  });

  it('draws available drivers on top of the others', () => {
    const order = fleetMarkers([driver(1), driver(2, { status: 'offline' }), driver(3, { status: 'busy' })]);
    expect(order.map((m) => m.id)).toEqual([2, 3, 1]);
  });

  it('lists available first, then busy, then offline', () => {
    const sorted = [driver(1, { status: 'offline' }), driver(2, { status: 'busy' }), driver(3)].sort(
      byStatusThenName,
    );
    expect(sorted.map((d) => d.id)).toEqual([3, 2, 1]);
    expect(positionText('29.76041', '-95.3698')).toBe('29.7604, -95.3698');
    expect(positionText(null, '-95')).toBeNull();
    const at = { currentLatitude: '29.7009', currentLongitude: '-95.1989' };
    expect(whereText({ ...at, currentPlace: 'near Pasadena, TX 77506' })).toBe('near Pasadena, TX 77506');
    expect(whereText({ ...at, currentPlace: null })).toBe('29.7009, -95.1989');
    expect(whereText({ currentLatitude: null, currentLongitude: null, currentPlace: null })).toBeNull();
  });
});

it('formats money, ratings and addresses', () => {
  expect(formatMoney('1234.5')).toBe('$1,234.50');
  expect(formatMoney('x')).toBe('—');
  expect(formatRating('4.86')).toBe('4.9');
  expect(formatRating(null)).toBe('No ratings');
  expect(shortAddress('6565 Fannin St, Houston, TX 77030')).toBe('6565 Fannin St');
});
