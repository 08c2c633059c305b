import { describe, expect, it } from 'vitest';
import { computeDeadlines } from '@domain/deadlines';
import { deadlineText } from '@domain/service-levels';
import { baseOnlyPrice, fallbackPrice, quotedDeadlines } from './price-estimate';

describe('booking form price fallbacks', () => {
  it('prices a failed call at 8.2 miles: 12.30 distance fee plus the priority fee', () => {
    expect(fallbackPrice('medical_prescription', 'standard')).toMatchObject({
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
      priceLines: [{ code: 'base', label: 'Base rate', values: {}, amount: '25.00' }],
    });
    expect(baseOnlyPrice('medical_equipment').totalCost).toBe('35.00');
  });

  it("quotes the service level's deadlines, from now or from the schedule", () => {
    const now = new Date('2026-03-10T15:00:00Z'); // 10:00 CDT
    const none = { scheduledDate: null, preferredTimeSlot: null } as const;
    const emergency = quotedDeadlines({ ...none, priority: 'emergency' }, now);
    const due = computeDeadlines({ ...none, priority: 'emergency' }, now);
    expect(emergency).toEqual({
      fromNow: true,
      pickupBy: deadlineText(due.pickupBy),
      deliverBy: deadlineText(due.deliverBy),
      pickupAt: due.pickupBy,
      deliverAt: due.deliverBy,
    });
    const scheduledDate = new Date('2026-03-14T15:00:00Z');
    const scheduled = quotedDeadlines(
      { priority: 'scheduled', scheduledDate, preferredTimeSlot: 'morning' },
      now,
    );
    expect(scheduled.fromNow).toBe(false);
    expect(scheduled.deliverBy).toBe('Sat, Mar 14, 12:00 PM CDT');
  });
});
