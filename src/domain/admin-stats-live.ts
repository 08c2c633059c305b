/**
 * The console's figures moved by a live frame instead of a refetch (decision 025). A frame says
 * which order went from which status to which, so the order counts follow exactly. It does not say
 * the order's price or whether its driver had other jobs, so revenue and the driver figures are
 * left for a refetch (`reconcile`), which the screen throttles.
 */
import type { AdminStatsResponse } from './admin';
import { ADMIN_ACTIVE_STATUSES } from './admin';
import type { OrderStatus } from './enums';
import type { LiveEvent } from './events';

/**
 * The console refetches its figures at most once in this long, so revenue and the driver figures
 * can trail a frame by up to this much (the counts move at once).
 */
export const STATS_REFETCH_WINDOW_MS = 10_000;

export interface StatsPatch {
  stats: AdminStatsResponse;
  /** Something the frame cannot tell may have moved too (revenue, available drivers). */
  reconcile: boolean;
}

const isActive = (status: OrderStatus) => (ADMIN_ACTIVE_STATUSES as readonly string[]).includes(status);
/** While an order is in these, its driver is busy with it (order-status/driver-availability.ts frees or takes one on leaving). */
const HOLDS_DRIVER: readonly OrderStatus[] = [
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
];

function statusChange(stats: AdminStatsResponse, from: OrderStatus, to: OrderStatus): StatsPatch {
  if (from === to) {
    // A payment or refund frame: no count moves, but a delivered order's price may have.
    return { stats, reconcile: to === 'delivered' };
  }
  const delivered = to === 'delivered' ? 1 : 0;
  return {
    stats: {
      ...stats,
      activeOrders: stats.activeOrders + Number(isActive(to)) - Number(isActive(from)),
      // Delivered now, so today (the screen refetches instead once the day it fetched is over).
      completedToday: stats.completedToday + delivered,
    },
    reconcile:
      to === 'delivered' ||
      // Leaving delivered: was it delivered today? The frame does not say.
      from === 'delivered' ||
      HOLDS_DRIVER.includes(from) !== HOLDS_DRIVER.includes(to),
  };
}

/**
 * The figures after one frame, or null when the frame cannot be applied (a status update without
 * its previous status): the caller refetches. Frames that change no figure return the same object.
 */
export function applyLiveEventToStats(stats: AdminStatsResponse, event: LiveEvent): StatsPatch | null {
  switch (event.type) {
    case 'new_order':
      return {
        stats: {
          ...stats,
          totalOrders: stats.totalOrders + 1,
          activeOrders: stats.activeOrders + Number(isActive(event.order.status)),
        },
        reconcile: event.order.status === 'delivered' || event.order.driverId !== null,
      };
    case 'order_status_update':
      if (event.previousStatus === undefined) return null;
      return statusChange(stats, event.previousStatus, event.order.status);
    case 'driver_roster_update':
      // Registered, vetted or on/off shift: which way the figures move is not in the frame.
      return { stats, reconcile: true };
    default:
      // order_assigned and order_accepted always come with the order_status_update of the same
      // change, which moves the figures; counting both would count it twice.
      return { stats, reconcile: false };
  }
}
