import { describe, expect, it } from 'vitest';
import { baseOnlyPrice, estimatedTimeLabel, fallbackPrice } from './price-estimate';

describe('booking form price fallbacks', () => {
  it('prices a failed call at 8.2 miles: 12.30 distance fee plus the priority fee', () => {
    expect(fallbackPrice('medical_prescription', 'standard')).toEqual({
      baseRate: '25.00',
      distanceFee: '12.30',
      priorityFee: '0.00',
      totalCost: '37.30',
      distance: '8.2',
    });
    expect(fallbackPrice('financial_document', 'express').totalCost).toBe('57.30');
    expect(fallbackPrice('medical_equipment', 'emergency').totalCost).toBe('82.30');
  });

  it('shows only the base rate while an address has no coordinates', () => {
    expect(baseOnlyPrice('medical_prescription')).toEqual({
      baseRate: '25.00',
      distanceFee: '0.00',
      priorityFee: '0.00',
      totalCost: '25.00',
      distance: '0.0',
    });
    expect(baseOnlyPrice('medical_equipment').totalCost).toBe('35.00');
  });

  it('labels the estimated time from the distance, 15 min before any price', () => {
    expect(estimatedTimeLabel(null, '0.0')).toBe('15 min');
    expect(estimatedTimeLabel('no-coordinates', '0.0')).toBe('15 min');
    expect(estimatedTimeLabel('fallback', '8.2')).toBe('50 min');
    expect(estimatedTimeLabel('server', '30')).toBe('1 hr 36 min');
  });
});
