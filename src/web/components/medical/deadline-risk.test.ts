import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { orderRisk } from './deadline-risk';

const now = new Date('2026-03-02T15:00:00.000Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

// Houston Medical Center to downtown: about 5 road miles, so the estimate alone says on track.
const order = (changes: Partial<OrderResponse>) =>
  ({
    status: 'in_transit',
    driverId: 7,
    driver: { currentLatitude: '29.7073', currentLongitude: '-95.3978' },
    pickupLatitude: '29.7073',
    pickupLongitude: '-95.3978',
    deliveryLatitude: '29.7604',
    deliveryLongitude: '-95.3698',
    pickupBy: inMinutes(-30),
    deliverBy: inMinutes(60),
    etaAt: null,
    etaLate: false,
    ...changes,
  }) as unknown as OrderResponse;

describe('orderRisk', () => {
  it('trusts the live ETA over the estimate once it exists', () => {
    expect(orderRisk(order({}), [], now)).toBe('on_track');
    // The router says the road is closed: an ETA past the deadline makes the job at risk.
    expect(orderRisk(order({ etaAt: inMinutes(90), etaLate: true }), [], now)).toBe('at_risk');
    expect(orderRisk(order({ etaAt: inMinutes(20) }), [], now)).toBe('on_track');
  });

  it('flags a job not yet picked up whose live ETA misses the delivery deadline', () => {
    const before = {
      status: 'pickup_scheduled',
      pickupBy: inMinutes(45),
      deliverBy: inMinutes(120),
    } as Partial<OrderResponse>;
    expect(orderRisk(order(before), [], now)).toBe('on_track');
    expect(orderRisk(order({ ...before, etaAt: inMinutes(130), etaLate: true }), [], now)).toBe('at_risk');
  });

  it('calls a job past its delivery deadline late whatever the ETA', () => {
    expect(orderRisk(order({ deliverBy: inMinutes(-1), etaAt: inMinutes(5) }), [], now)).toBe('late');
  });
});
