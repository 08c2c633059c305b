import { describe, expect, it } from 'vitest';
import { reminderStepDue } from './invoice-reminders';
import { lastPeriodOf, previousWeek } from './invoices';
import { waitedMinutes } from './wait-time';

describe('reminder steps', () => {
  it('is due at 1, 7 and 30 days past due, once each, and only the latest after a gap', () => {
    expect(reminderStepDue(0, null)).toBeNull();
    expect(reminderStepDue(1, null)).toBe(1);
    expect(reminderStepDue(6, 1)).toBeNull();
    expect(reminderStepDue(7, 1)).toBe(7);
    expect(reminderStepDue(45, null)).toBe(30);
    expect(reminderStepDue(45, 30)).toBeNull();
  });
});

describe('billing periods', () => {
  it('a weekly period is the Monday-to-Sunday week before today, a monthly one the month before', () => {
    expect(previousWeek('2026-10-14')).toEqual({ periodStart: '2026-10-05', periodEnd: '2026-10-11' });
    expect(previousWeek('2026-10-12')).toEqual({ periodStart: '2026-10-05', periodEnd: '2026-10-11' });
    expect(previousWeek('2026-10-11')).toEqual({ periodStart: '2026-09-28', periodEnd: '2026-10-04' });
    expect(lastPeriodOf('monthly', '2026-10-14')).toEqual({
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
  });
});

describe('waited minutes', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 12, minute));
  it('adds both stops in whole minutes; a stop missing a stamp, or stamped backwards, counts nothing', () => {
    expect(
      waitedMinutes({
        pickupArrivedAt: at(0),
        pickedUpAt: at(8),
        deliveryArrivedAt: at(30),
        deliveredAt: at(36),
      }),
    ).toBe(14);
    expect(
      waitedMinutes({
        pickupArrivedAt: null,
        pickedUpAt: at(8),
        deliveryArrivedAt: at(40),
        deliveredAt: at(36),
      }),
    ).toBe(0);
  });
});
