import { describe, expect, it } from 'vitest';
import { order } from '../test-fixtures';
import { endsNeedingReview } from './AddressReview';

describe('which approximate addresses the console asks dispatch to confirm', () => {
  it('names each end that needs review while the order is not yet picked up', () => {
    expect(endsNeedingReview(order(1))).toEqual([]);
    expect(endsNeedingReview(order(2, { pickupNeedsReview: true, pickupPrecision: 'zip' }))).toEqual([
      'pickup',
    ]);
    expect(
      endsNeedingReview(order(3, { pickupNeedsReview: true, deliveryNeedsReview: true, status: 'assigned' })),
    ).toEqual(['pickup', 'delivery']);
  });

  it('asks nothing once the order is past pickup', () => {
    expect(endsNeedingReview(order(4, { deliveryNeedsReview: true, status: 'in_transit' }))).toEqual([]);
  });
});
