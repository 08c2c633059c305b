import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '@domain/orders';
import { upcomingScheduled } from './SideCards';

const order = (id: number, status: string, scheduledDate: string | null) =>
  ({ id, status, scheduledDate }) as unknown as OrderResponse;

describe('upcomingScheduled', () => {
  it('keeps pending orders booked for now or later, soonest first', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    const orders = [
      order(1, 'pending', '2026-12-03T09:00:00.000Z'),
      order(2, 'pending', '2026-11-28T15:30:00.000Z'),
      order(3, 'pending', '2026-11-26T09:00:00.000Z'),
      order(4, 'in_transit', '2026-11-29T09:00:00.000Z'),
      order(5, 'pending', null),
      order(6, 'pending', '2026-11-28T08:00:00.000Z'),
    ];
    expect(upcomingScheduled(orders, now).map((o) => o.id)).toEqual([6, 2, 1]);
  });
});
