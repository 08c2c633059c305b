import { describe, expect, it } from 'vitest';
import { isActive, isUpcomingScheduled } from './order-lists';

describe("a client's order lists", () => {
  it('count a paid job not yet finished as active, and nothing before payment or after delivery', () => {
    expect(isActive({ status: 'in_transit' })).toBe(true);
    expect(isActive({ status: 'confirmed' })).toBe(true);
    expect(isActive({ status: 'pending' })).toBe(false);
    expect(isActive({ status: 'delivered' })).toBe(false);
  });

  it('count a pending order booked for now or later as upcoming, and not one already past', () => {
    const now = Date.parse('2026-12-01T15:00:00Z');
    expect(isUpcomingScheduled({ status: 'pending', scheduledDate: '2026-12-02T15:00:00Z' }, now)).toBe(true);
    expect(isUpcomingScheduled({ status: 'pending', scheduledDate: '2026-11-30T15:00:00Z' }, now)).toBe(
      false,
    );
    expect(isUpcomingScheduled({ status: 'pending', scheduledDate: null }, now)).toBe(false);
    expect(isUpcomingScheduled({ status: 'confirmed', scheduledDate: '2026-12-02T15:00:00Z' }, now)).toBe(
      false,
    );
  });
});
