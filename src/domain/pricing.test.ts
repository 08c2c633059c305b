import { describe, expect, it } from 'vitest';
import { PRIORITIES, SERVICE_TYPES } from './enums';
import { formatCents, priceOrder, toTenthsOfMile } from './pricing';

describe('priceOrder', () => {
  it('charges 1.50 a mile on the distance rounded to one decimal (8.2 miles -> 12.30)', () => {
    // 1.5 × 8.2 is 12.299999999999999 in floating point: the cents arithmetic must not show it.
    const price = priceOrder({
      serviceType: 'medical_prescription',
      priority: 'standard',
      distanceMiles: 8.2,
    });
    expect(price).toMatchObject({
      baseRate: '25.00',
      distanceFee: '12.30',
      priorityFee: '0.00',
      totalCost: '37.30',
      distance: '8.2',
    });
  });

  it('rounds the distance before charging it, never after', () => {
    expect(
      priceOrder({ serviceType: 'laboratory_sample', priority: 'standard', distanceMiles: 8.24 }),
    ).toMatchObject({
      distance: '8.2',
      distanceFee: '12.30',
    });
    expect(
      priceOrder({ serviceType: 'laboratory_sample', priority: 'standard', distanceMiles: 8.25 }),
    ).toMatchObject({
      distance: '8.3',
      distanceFee: '12.45',
    });
  });

  it('formats whole and zero distances with one decimal', () => {
    expect(
      priceOrder({ serviceType: 'secure_document', priority: 'standard', distanceMiles: 0 }),
    ).toMatchObject({
      distance: '0.0',
      distanceFee: '0.00',
      totalCost: '25.00',
    });
    expect(
      priceOrder({ serviceType: 'secure_document', priority: 'standard', distanceMiles: 12 }),
    ).toMatchObject({
      distance: '12.0',
      distanceFee: '18.00',
    });
  });

  it('prices long intercity runs to the cent', () => {
    expect(
      priceOrder({ serviceType: 'financial_document', priority: 'express', distanceMiles: 96.7 }),
    ).toMatchObject({
      baseRate: '30.00',
      distanceFee: '145.05',
      priorityFee: '15.00',
      totalCost: '190.05',
      distance: '96.7',
    });
  });

  const baseByService = {
    medical_prescription: '25.00',
    medical_equipment: '35.00',
    laboratory_sample: '25.00',
    financial_document: '30.00',
    secure_document: '25.00',
  } as const;
  const feeByPriority = {
    standard: '0.00',
    express: '15.00',
    emergency: '35.00',
    scheduled: '0.00',
  } as const;

  for (const serviceType of SERVICE_TYPES) {
    for (const priority of PRIORITIES) {
      it(`prices ${serviceType} × ${priority}`, () => {
        const price = priceOrder({ serviceType, priority, distanceMiles: 10 });
        expect(price.baseRate).toBe(baseByService[serviceType]);
        expect(price.priorityFee).toBe(feeByPriority[priority]);
        expect(price.distanceFee).toBe('15.00');
        const total = Number(price.baseRate) + Number(price.priorityFee) + 15;
        expect(price.totalCost).toBe(total.toFixed(2));
      });
    }
  }

  it('refuses a negative or non-finite distance', () => {
    expect(() =>
      priceOrder({ serviceType: 'medical_prescription', priority: 'standard', distanceMiles: -1 }),
    ).toThrow(RangeError);
    expect(() => toTenthsOfMile(Number.NaN)).toThrow(RangeError);
    expect(() => toTenthsOfMile(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('pads the cents', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1230)).toBe('12.30');
    expect(formatCents(123456)).toBe('1234.56');
  });
});
