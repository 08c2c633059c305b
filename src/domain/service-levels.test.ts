import { describe, expect, it } from 'vitest';
import { computeDeadlines } from './deadlines';
import { PRIORITIES } from './enums';
import { priceOrder } from './pricing';
import {
  deadlineText,
  feeText,
  priorityHint,
  promiseShort,
  promiseText,
  SERVICE_LEVELS,
} from './service-levels';

describe('the service-level table', () => {
  it("holds the contract's promises: emergency within 2 h of confirmation, express within 4 h", () => {
    const from = new Date('2026-03-10T15:00:00Z');
    const none = { scheduledDate: null, preferredTimeSlot: null } as const;
    const hours = (d: Date) => (d.getTime() - from.getTime()) / 3_600_000;
    expect(hours(computeDeadlines({ ...none, priority: 'emergency' }, from).deliverBy)).toBe(2);
    expect(hours(computeDeadlines({ ...none, priority: 'express' }, from).deliverBy)).toBe(4);
  });

  it('is where the price panel gets the priority fee', () => {
    for (const priority of PRIORITIES) {
      const price = priceOrder({ serviceType: 'medical_prescription', priority, distanceMiles: 1 });
      expect(Math.round(Number(price.priorityFee) * 100)).toBe(SERVICE_LEVELS[priority].feeCents);
    }
  });

  it('words each promise from its own numbers, never a time the table does not hold', () => {
    expect(feeText('emergency')).toBe('+$35');
    expect(feeText('standard')).toBe('No extra fee');
    expect(promiseShort('emergency')).toBe('delivered within 2 hr of confirmation');
    expect(promiseShort('express')).toBe('delivered within 4 hr of confirmation');
    expect(priorityHint('express')).toBe('+$15 · delivered within 4 hr of confirmation');
    expect(promiseShort('scheduled')).toContain('48 hr ahead');
    expect(promiseText('emergency')).toBe('Picked up within 1 hr and delivered within 2 hr of confirmation.');
    for (const priority of PRIORITIES) {
      // The old promises that disagreed with the deadlines are gone.
      expect(priorityHint(priority)).not.toMatch(/30-60|1-2 hours|2-4 hours/);
      expect(promiseText(priority)).not.toMatch(/30-60|1-2 hours|2-4 hours/);
    }
  });

  it('shows deadlines in Central time with the zone, whatever the machine runs in', () => {
    expect(deadlineText(new Date('2026-03-08T02:00:00Z'))).toBe('Sat, Mar 7, 8:00 PM CST');
    expect(deadlineText('2026-07-21T01:00:00.000Z')).toBe('Mon, Jul 20, 8:00 PM CDT');
  });
});
