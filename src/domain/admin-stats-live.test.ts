import { describe, expect, it } from 'vitest';
import type { AdminStatsResponse } from './admin';
import { applyLiveEventToStats } from './admin-stats-live';
import type { OrderStatus } from './enums';
import type { LiveEvent } from './events';

const stats: AdminStatsResponse = {
  totalOrders: 100,
  activeOrders: 10,
  totalDrivers: 8,
  availableDrivers: 3,
  totalRevenue: '1234.50',
  completedToday: 4,
};

const order = (status: OrderStatus, driverId: number | null = null) => ({
  id: 7,
  status,
  clientId: 2,
  driverId,
});
const moved = (
  from: OrderStatus | undefined,
  to: OrderStatus,
  driverId: number | null = null,
): LiveEvent => ({
  type: 'order_status_update',
  order: order(to, driverId),
  previousStatus: from,
});

describe('applyLiveEventToStats', () => {
  it('counts a new order as one more order and one more active order, nothing to refetch', () => {
    expect(applyLiveEventToStats(stats, { type: 'new_order', order: order('pending') })).toEqual({
      stats: { ...stats, totalOrders: 101, activeOrders: 11 },
      reconcile: false,
    });
  });

  it('keeps the figures when an order moves between active statuses, like an approval', () => {
    expect(applyLiveEventToStats(stats, moved('pending', 'confirmed'))).toEqual({ stats, reconcile: false });
  });

  it('takes a declined or cancelled order off the active count', () => {
    expect(applyLiveEventToStats(stats, moved('pending', 'declined'))?.stats.activeOrders).toBe(9);
    expect(applyLiveEventToStats(stats, moved('confirmed', 'cancelled'))).toEqual({
      stats: { ...stats, activeOrders: 9 },
      reconcile: false,
    });
  });

  it('counts a delivery as completed today and asks for the revenue it cannot know', () => {
    expect(applyLiveEventToStats(stats, moved('in_transit', 'delivered', 3))).toEqual({
      stats: { ...stats, activeOrders: 9, completedToday: 5 },
      reconcile: true,
    });
  });

  it('asks for the driver figures when a driver takes or leaves a job', () => {
    expect(applyLiveEventToStats(stats, moved('confirmed', 'assigned', 3))?.reconcile).toBe(true);
    // A job handed back: the frame no longer names the driver who is free again.
    expect(applyLiveEventToStats(stats, moved('assigned', 'confirmed'))?.reconcile).toBe(true);
    expect(applyLiveEventToStats(stats, moved('pickup_complete', 'cancelled', 3))?.reconcile).toBe(true);
    // Steps of a job under way change nobody's availability.
    expect(applyLiveEventToStats(stats, moved('pickup_complete', 'in_transit', 3))?.reconcile).toBe(false);
  });

  it('moves the active count when an order leaves or enters the four active statuses', () => {
    // pickup_scheduled and pickup_complete are not among them.
    expect(applyLiveEventToStats(stats, moved('assigned', 'pickup_scheduled', 3))?.stats.activeOrders).toBe(
      9,
    );
    expect(applyLiveEventToStats(stats, moved('pickup_complete', 'in_transit', 3))?.stats.activeOrders).toBe(
      11,
    );
  });

  it('cannot apply a status update without its previous status', () => {
    expect(applyLiveEventToStats(stats, moved(undefined, 'confirmed'))).toBeNull();
  });

  it('leaves the counts alone for a frame that repeats the status, but refetches a delivered price', () => {
    expect(applyLiveEventToStats(stats, moved('confirmed', 'confirmed'))).toEqual({
      stats,
      reconcile: false,
    });
    expect(applyLiveEventToStats(stats, moved('delivered', 'delivered', 3))).toEqual({
      stats,
      reconcile: true,
    });
  });

  it('does not count a change twice: the assigned and accepted frames come with its status update', () => {
    const assigned: LiveEvent = { type: 'order_assigned', order: order('assigned', 3) };
    expect(applyLiveEventToStats(stats, assigned)).toEqual({ stats, reconcile: false });
  });

  it('refetches the driver figures on a roster change, whose direction the frame does not carry', () => {
    const roster: LiveEvent = { type: 'driver_roster_update', driverId: 3, reason: 'shift' };
    expect(applyLiveEventToStats(stats, roster)).toEqual({ stats, reconcile: true });
  });
});
