/**
 * What happens around the orders: chat, ratings, payments, the drivers' shared positions, and the
 * driver figures (rating, deliveries, where they are now) that follow from them.
 */
import { displayNumber } from '@domain/display';
import type { DriverStatus } from '@domain/enums';
import { formatDuration } from '@domain/eta';
import type { LatLng } from '@domain/geo';
import { CHAT_SCRIPTS, CLIENT_FEEDBACK, DRIVER_FEEDBACK } from './catalog';
import { flowIndex, LIVE_DRIVING } from './timeline';
import type { PlannedOrder } from './types';
import { DRIVER_ACCOUNTS, METRO_CENTERS } from './people';
import type { Rng } from './random';
import { addMinutes, DAY, MINUTE } from './time';

export interface PlannedMessage {
  orderId: number;
  senderId: number;
  content: string;
  isRead: boolean;
  createdAt: Date;
}

export interface PlannedRating {
  orderId: number;
  raterUserId: number;
  userType: 'client' | 'driver';
  rating: number;
  feedback: string | null;
  createdAt: Date;
}

export interface PlannedPayment {
  orderId: number;
  amount: string;
  createdAt: Date;
  confirmedAt: Date;
}

export interface PlannedLocation extends LatLng {
  driverUserId: number;
  orderId: number;
  status: PlannedOrder['status'];
  recordedAt: Date;
}

export interface PlannedDriverState extends LatLng {
  userId: number;
  status: DriverStatus;
  rating: string | null;
  totalDeliveries: number;
  locationUpdatedAt: Date;
}

const eventAt = (order: PlannedOrder, status: PlannedOrder['status']) =>
  order.events.find((e) => e.status === status)?.at;

function fill(text: string, order: PlannedOrder): string {
  const values: Record<string, string> = {
    driver: order.driver?.firstName ?? 'your driver',
    order: `#${displayNumber(order.id)}`,
    pickup: order.pickup.name,
    delivery: order.delivery.name,
    pickupContact: order.pickup.contactName,
    deliveryContact: order.delivery.contactName,
    eta: formatDuration(order.estimatedTime),
  };
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

/** Chat for every live job with a driver, and for about a third of past deliveries. */
export function planMessages(orders: readonly PlannedOrder[], now: Date, rng: Rng): PlannedMessage[] {
  const chatty = orders.filter(
    (o) =>
      o.driver &&
      flowIndex(o.status) >= flowIndex('assigned') &&
      (o.status !== 'delivered' || rng.chance(0.3)),
  );
  const messages: PlannedMessage[] = [];
  for (const order of chatty) {
    const start = rng.int(0, CHAT_SCRIPTS.length - 1);
    for (let s = 0; s < CHAT_SCRIPTS.length; s++) {
      const script = CHAT_SCRIPTS[(start + s) % CHAT_SCRIPTS.length];
      if (!script || (script.services && !script.services.includes(order.serviceType))) continue;
      const lines = script.lines.filter(([, minStatus]) => flowIndex(minStatus) <= flowIndex(order.status));
      if (lines.length < 2) continue;
      const chosen = lines.slice(0, rng.int(2, Math.min(5, lines.length)));
      const thread: PlannedMessage[] = [];
      let previous = 0;
      for (const [sender, minStatus, text] of chosen) {
        const base = (eventAt(order, minStatus) ?? order.createdAt).getTime() + rng.int(1, 6) * MINUTE;
        const at = Math.max(base, previous + rng.int(1, 3) * MINUTE);
        if (at > now.getTime() - 30_000) break;
        previous = at;
        thread.push({
          orderId: order.id,
          senderId: sender === 'd' ? (order.driver?.id ?? order.client.id) : order.client.id,
          content: fill(text, order),
          // Old messages have been seen; the last half hour's may still be waiting.
          isRead: at < now.getTime() - 30 * MINUTE,
          createdAt: new Date(at),
        });
      }
      if (thread.length >= 2) messages.push(...thread);
      break;
    }
  }
  return messages;
}

/** Most deliveries get the client's stars, many the driver's; none dated in the future. */
export function planRatings(orders: readonly PlannedOrder[], now: Date, rng: Rng): PlannedRating[] {
  const ratings: PlannedRating[] = [];
  for (const order of orders) {
    if (order.status !== 'delivered' || !order.deliveredAt || !order.driver) continue;
    const clientAt = addMinutes(order.deliveredAt, rng.int(10, 240));
    if (rng.chance(0.85) && clientAt <= now) {
      const stars = rng.weighted([
        [5, 65],
        [4, 27],
        [3, 6],
        [2, 2],
      ] as const);
      const feedback = rng.chance(0.5) ? rng.pick(CLIENT_FEEDBACK[stars] ?? []) : null;
      ratings.push({
        orderId: order.id,
        raterUserId: order.client.id,
        userType: 'client',
        rating: stars,
        feedback,
        createdAt: clientAt,
      });
    }
    const driverAt = addMinutes(order.deliveredAt, rng.int(2, 30));
    if (rng.chance(0.6) && driverAt <= now) {
      const stars = rng.weighted([
        [5, 75],
        [4, 20],
        [3, 5],
      ] as const);
      const feedback = rng.chance(0.3) ? rng.pick(DRIVER_FEEDBACK) : null;
      ratings.push({
        orderId: order.id,
        raterUserId: order.driver.id,
        userType: 'driver',
        rating: stars,
        feedback,
        createdAt: driverAt,
      });
    }
  }
  return ratings;
}

/** A settled test payment for every order that was paid for: everything that reached confirmed. */
export function planPayments(orders: readonly PlannedOrder[]): PlannedPayment[] {
  return orders.flatMap((order) => {
    const confirmed = eventAt(order, 'confirmed');
    if (!confirmed) return [];
    // Checkout happens between booking and approval.
    const span = confirmed.getTime() - order.createdAt.getTime();
    return [
      {
        orderId: order.id,
        amount: order.price.totalCost,
        createdAt: new Date(order.createdAt.getTime() + span * 0.4),
        confirmedAt: new Date(order.createdAt.getTime() + span * 0.7),
      },
    ];
  });
}

const lerp = (a: LatLng, b: LatLng, f: number): LatLng => ({
  latitude: Number((a.latitude + (b.latitude - a.latitude) * f).toFixed(6)),
  longitude: Number((a.longitude + (b.longitude - a.longitude) * f).toFixed(6)),
});

function jitter(center: LatLng, spread: number, rng: Rng): LatLng {
  return lerp(
    center,
    {
      latitude: center.latitude + (rng.next() - 0.5) * 2 * spread,
      longitude: center.longitude + (rng.next() - 0.5) * 2 * spread,
    },
    1,
  );
}

/**
 * The positions drivers shared on live jobs: heading to the pickup, waiting at it, or part of the
 * way to the delivery. A driver with several jobs is on the most advanced one; the others' points
 * stop when the driver moved on to it.
 */
export function planLocations(orders: readonly PlannedOrder[], now: Date, rng: Rng): PlannedLocation[] {
  const live = orders.filter((o) => o.driver && LIVE_DRIVING.includes(o.status));
  const points: PlannedLocation[] = [];
  for (const order of live) {
    const driverId = order.driver?.id ?? 0;
    const primary = live
      .filter((o) => o.driver?.id === driverId)
      .reduce((best, o) => (flowIndex(o.status) > flowIndex(best.status) ? o : best));
    const since = (eventAt(order, order.status) ?? order.createdAt).getTime();
    const until =
      primary === order ? now.getTime() - 30_000 : (eventAt(primary, primary.status) ?? now).getTime();
    const heading = order.status === 'pickup_scheduled';
    const from = heading ? jitter(METRO_CENTERS[order.pickup.metro], 0.03, rng) : order.pickup;
    const to = order.status === 'in_transit' ? order.delivery : order.pickup;
    // Progress follows the clock: the estimated run for a delivery, about 25 minutes to a pickup.
    const travelMs = (order.status === 'in_transit' ? order.estimatedTime : 25) * MINUTE;
    const count = order.status === 'pickup_complete' ? 2 : rng.int(3, 5);
    const span = Math.max(30_000, until - since);
    for (let i = 1; i <= count; i++) {
      const at = Math.round(Math.min(until, since + (span * i) / count) / 1000) * 1000;
      const where =
        order.status === 'pickup_complete'
          ? jitter(from, 0.0003, rng)
          : lerp(from, to, Math.min(0.9, (at - since) / travelMs));
      points.push({
        ...where,
        driverUserId: driverId,
        orderId: order.id,
        status: order.status,
        recordedAt: new Date(at),
      });
    }
  }
  return points;
}

/** Each driver's figures as the dashboards show them, consistent with the orders and ratings above. */
export function planDriverStates(
  orders: readonly PlannedOrder[],
  ratings: readonly PlannedRating[],
  locations: readonly PlannedLocation[],
  now: Date,
  rng: Rng,
): PlannedDriverState[] {
  return DRIVER_ACCOUNTS.map((driver) => {
    const theirs = orders.filter((o) => o.driver?.id === driver.id);
    const stars = ratings
      .filter((r) => r.userType === 'client' && theirs.some((o) => o.id === r.orderId))
      .map((r) => r.rating);
    const sum = stars.reduce((a, b) => a + b, 0);
    // Integer arithmetic: the average rounded half up to 2 decimals, as numeric(3,2) keeps it.
    const rating = stars.length ? (Math.round((sum * 100) / stars.length) / 100).toFixed(2) : null;
    const last = locations
      .filter((l) => l.driverUserId === driver.id)
      .sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
    const center = METRO_CENTERS[driver.driver.metro];
    const position = last ?? jitter(center, driver.username === 'driver' ? 0.004 : 0.03, rng);
    const updatedAt =
      last?.recordedAt ??
      new Date(now.getTime() - (driver.driver.status === 'offline' ? 2 * DAY : rng.int(1, 15) * MINUTE));
    return {
      userId: driver.id,
      status: driver.driver.status,
      rating,
      totalDeliveries: theirs.filter((o) => o.status === 'delivered').length,
      latitude: position.latitude,
      longitude: position.longitude,
      locationUpdatedAt: updatedAt,
    };
  });
}
