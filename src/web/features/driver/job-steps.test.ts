import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  driverStepStates,
  needsConfirmation,
  nextDriverStep,
  nextStop,
  progressPercent,
  sharesLocation,
} from './job-steps';
import { formatMiles, formatMoney, percentOf } from './money';

const order = {
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: '29.707300',
  pickupLongitude: '-95.397800',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: '29.760400',
  deliveryLongitude: '-95.369800',
};

describe('the driver steps', () => {
  it('keeps Start Job current while the job is pending, confirmed or assigned', () => {
    for (const status of ['pending', 'confirmed', 'assigned'] as const) {
      expect(driverStepStates(status)).toEqual(['current', 'pending', 'pending', 'pending']);
      expect(progressPercent(status)).toBe(0);
    }
  });

  it('marks earlier steps done and fills the bar by completed steps', () => {
    expect(driverStepStates('pickup_scheduled')).toEqual(['done', 'current', 'pending', 'pending']);
    expect(driverStepStates('in_transit')).toEqual(['done', 'done', 'done', 'current']);
    expect(driverStepStates('delivered')).toEqual(['done', 'done', 'done', 'done']);
    expect(progressPercent('pickup_complete')).toBe(50);
    expect(progressPercent('delivered')).toBe(100);
    expect(driverStepStates('cancelled')).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('offers only the next legal step, and none before the job is the driver’s or after delivery', () => {
    expect(nextDriverStep('assigned')?.label).toBe('Start Job');
    expect(nextDriverStep('pickup_scheduled')?.label).toBe('Complete Pickup');
    expect(nextDriverStep('pickup_complete')?.label).toBe('Start Delivery');
    expect(nextDriverStep('in_transit')?.label).toBe('Complete Delivery');
    expect(nextDriverStep('confirmed')).toBeNull();
    expect(nextDriverStep('delivered')).toBeNull();
    expect(nextDriverStep('cancelled')).toBeNull();
  });

  it('asks for confirmation at the two hand-overs only', () => {
    const asks = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'].map((s) =>
      needsConfirmation(nextDriverStep(s as 'assigned')!),
    );
    expect(asks).toEqual([false, true, false, true]);
  });

  it('shares location on the way to the pickup and on the way to the delivery only', () => {
    const on = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'].filter((s) =>
      sharesLocation(s as 'assigned'),
    );
    expect(on).toEqual(['pickup_scheduled', 'in_transit']);
  });
});

describe('nextStop', () => {
  it('is the pickup until it is complete, then the delivery, then nothing', () => {
    expect(nextStop({ ...order, status: 'pickup_scheduled' })).toEqual({
      kind: 'pickup',
      address: order.pickupAddress,
      at: { latitude: 29.7073, longitude: -95.3978 },
    });
    expect(nextStop({ ...order, status: 'pickup_complete' })?.kind).toBe('delivery');
    expect(nextStop({ ...order, status: 'delivered' })).toBeNull();
  });

  it('has no coordinates when the order lacks them', () => {
    expect(nextStop({ ...order, status: 'assigned', pickupLatitude: '' })?.at).toBeNull();
    expect(nextStop({ ...order, status: 'in_transit', deliveryLongitude: 'abc' })?.at).toBeNull();
  });
});

describe('directionsUrl', () => {
  const to = { latitude: 29.7604, longitude: -95.3698 };
  it('is a standard driving directions link', () => {
    expect(directionsUrl(to, { latitude: 29.70731, longitude: -95.39781 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=29.707310,-95.397810&destination=29.760400,-95.369800&travelmode=driving',
    );
  });
  it('leaves the origin to the phone when we have no fix', () => {
    expect(directionsUrl(to, null)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=29.760400,-95.369800&travelmode=driving',
    );
  });
});

describe('money and measures', () => {
  it('formats dollars, miles and bar fills', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMiles('3.14')).toBe('3.1 mi');
    expect(formatMiles(null)).toBe('—');
    expect(percentOf(15, 30)).toBe(50);
    expect(percentOf(45, 30)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});
