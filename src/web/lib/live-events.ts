/**
 * What a live frame means for the cache: pure functions, so the mapping
 * from frame to query keys is tested without a socket. Frames carry ids, never contents
 * (decision 006), so every frame but a driver position turns into "refetch these queries" (each
 * at most once per window: live-refresh.ts), unless a screen patches one itself (isPatchedLive).
 *
 * Query keys are URL paths split into parts (lib/query-client.ts), and different screens split
 * them differently (['/api/orders', 7] and ['/api/orders/7'] both GET /api/orders/7). Rules are
 * therefore matched against the joined path, not the key array.
 */
import type { LiveEvent } from '@domain/events';
import type { OrderResponse } from '@domain/orders';
import { keyToPath } from './query-client';

/** `exact`: that path (query string allowed); `prefix`: that path and everything below it. */
export type PathRule = { path: string; match: 'exact' | 'prefix' };

const exact = (path: string): PathRule => ({ path, match: 'exact' });
const prefix = (path: string): PathRule => ({ path, match: 'prefix' });

export function matchesRule(path: string, rule: PathRule): boolean {
  if (path === rule.path || path.startsWith(`${rule.path}?`)) return true;
  return rule.match === 'prefix' && path.startsWith(`${rule.path}/`);
}

export function matchesKey(queryKey: readonly unknown[], rules: readonly PathRule[]): boolean {
  const path = keyToPath(queryKey);
  return rules.some((rule) => matchesRule(path, rule));
}

/** Everything an order's change can show up in: lists, figures, the order itself, its chat list. */
function orderRules(orderId: number): PathRule[] {
  return [
    exact('/api/orders'), // the admin's list of all orders
    prefix('/api/orders/client'),
    prefix('/api/orders/driver'),
    prefix('/api/orders/available'),
    exact(`/api/orders/${orderId}`),
    exact(`/api/orders/${orderId}/tracking`),
    exact(`/api/orders/${orderId}/custody`),
    prefix('/api/stats'),
    prefix('/api/admin/stats'),
    prefix('/api/driver/stats'),
    // A driver taking a job opens its conversation; a delivered one changes its status there.
    prefix('/api/messages/conversations'),
  ];
}

/** The queries to refetch for one frame. A driver position refetches nothing: see applyDriverLocation. */
export function queryRulesFor(event: LiveEvent): PathRule[] {
  switch (event.type) {
    case 'new_order':
    case 'order_status_update':
    case 'order_assigned':
    case 'order_accepted':
      return orderRules(event.order.id);
    case 'new_message':
      return [exact(`/api/orders/${event.message.orderId}/messages`), prefix('/api/messages/conversations')];
    case 'tracking_update':
      return [
        exact(`/api/orders/${event.event.orderId}/tracking`),
        exact(`/api/orders/${event.event.orderId}/custody`),
      ];
    case 'driver_location_update':
      return [];
    case 'order_late':
      // Dispatch's list and the order show the late badge from the server's answer.
      return [exact('/api/orders'), exact(`/api/orders/${event.orderId}`)];
    case 'driver_roster_update':
      // The "available drivers" figure; the console's driver lists refresh in use-admin-live.ts.
      return [prefix('/api/admin/stats')];
    case 'job_offer':
      // The offered driver's board gains or loses the job; dispatch's log panel moves on.
      return [prefix('/api/orders/available'), exact(`/api/admin/orders/${event.orderId}/auto-dispatch`)];
    case 'dispatch_escalation':
      return [
        exact('/api/admin/auto-dispatch/escalations'),
        exact(`/api/admin/orders/${event.orderId}/auto-dispatch`),
      ];
    case 'access_alert':
      // The unusual-reading panel on the audit screen and on dispatch's console.
      return [exact('/api/admin/access-alerts')];
  }
}

/** The queries holding an order whose driver moved: its detail and the lists that embed it. */
export function driverLocationRules(orderId: number): PathRule[] {
  return [exact(`/api/orders/${orderId}`), prefix('/api/orders/client'), prefix('/api/orders/driver')];
}

type DriverLocation = Extract<LiveEvent, { type: 'driver_location_update' }>;
type OrderLike = Pick<OrderResponse, 'id' | 'driver' | 'etaAt' | 'etaLate'>;

function moveDriver<T extends OrderLike>(order: T, event: DriverLocation): T {
  if (order.id !== event.orderId || !order.driver || order.driver.id !== event.driverId) return order;
  const [latitude, longitude] = [String(event.latitude), String(event.longitude)];
  // Already there: the same object, so callers can tell nothing changed.
  // The frame carries the ETA the server recomputed from this position.
  const eta = event.etaAt !== undefined ? { etaAt: event.etaAt, etaLate: event.etaLate ?? false } : {};
  const sameEta = event.etaAt === undefined || event.etaAt === order.etaAt;
  if (order.driver.currentLatitude === latitude && order.driver.currentLongitude === longitude && sameEta)
    return order;
  return {
    ...order,
    ...eta,
    driver: {
      ...order.driver,
      currentLatitude: latitude,
      currentLongitude: longitude,
    },
  };
}

/**
 * New cache data with the driver's position moved, for setQueriesData: the map follows the
 * driver without a refetch. Works on one order or a list of them; anything else is left alone.
 */
export function applyDriverLocation(data: unknown, event: DriverLocation): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      if (!isOrderLike(item)) return item;
      const moved = moveDriver(item, event);
      if (moved !== item) changed = true;
      return moved;
    });
    return changed ? next : data;
  }
  return isOrderLike(data) ? moveDriver(data, event) : data;
}

function isOrderLike(value: unknown): value is OrderLike {
  return typeof value === 'object' && value !== null && 'id' in value && 'driver' in value;
}

/** Control frames of the socket itself, not order events. */
export type ControlFrame = { type: 'connected' } | { type: 'pong' } | { type: 'resync' };

export type ParsedFrame =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'control'; frame: ControlFrame }
  | { kind: 'ignored'; reason: string };

/** A frame read without the event schema: an event is still `unchecked` (live-event-check.ts). */
export type ReadFrame = Exclude<ParsedFrame, { kind: 'event' }> | { kind: 'unchecked'; data: unknown };

/** Text from the socket -> a control frame, a reason to ignore it, or an event still to check. */
export function readFrame(text: unknown): ReadFrame {
  if (typeof text !== 'string') return { kind: 'ignored', reason: 'binary frame' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'ignored', reason: 'not JSON' };
  }
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (type === 'connected' || type === 'pong' || type === 'resync')
    return { kind: 'control', frame: { type } };
  return { kind: 'unchecked', data };
}
