/**
 * Wait time charged when an on-account order is invoiced: the minutes from the server's own stamps
 * (arrived at a stop, then the step that ends it: domain/wait-time.ts) priced on the card version
 * the order was booked on, never a later one, and added to the order's lines as one more line. An
 * order whose lines already hold wait time keeps them: the charge is made once.
 */
import { and, eq, inArray, min } from 'drizzle-orm';
import { linesOfFigures, type PriceLine } from '@domain/price-lines';
import { formatCents, parseCents, STANDARD_RATE_CARD, waitTimeLine } from '@domain/pricing';
import { waitedMinutes } from '@domain/wait-time';
import type { Tx } from '../../db/client';
import { orders, rateCards, trackingEvents } from '../../db/schema/index';

/** When each order first reached `status`, as the server recorded it. */
async function firstStamps(tx: Tx, orderIds: number[], status: 'pickup_complete' | 'delivered') {
  const rows = await tx
    .select({ orderId: trackingEvents.orderId, at: min(trackingEvents.createdAt) })
    .from(trackingEvents)
    .where(and(inArray(trackingEvents.orderId, orderIds), eq(trackingEvents.status, status)))
    .groupBy(trackingEvents.orderId);
  return new Map(rows.map((r) => [r.orderId, r.at ? new Date(r.at) : null]));
}

/**
 * Adds the wait-time line to each of the orders that waited and has none yet, in the caller's
 * transaction; answers each order's total afterwards (changed or not).
 */
export async function chargeWaitTime(tx: Tx, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ order: orders, card: rateCards.card })
    .from(orders)
    .leftJoin(rateCards, eq(rateCards.id, orders.rateCardId))
    .where(inArray(orders.id, orderIds));
  const [pickedUp, delivered] = [
    await firstStamps(tx, orderIds, 'pickup_complete'),
    await firstStamps(tx, orderIds, 'delivered'),
  ];
  const totals = new Map<number, string>();
  for (const { order, card } of rows) {
    totals.set(order.id, order.totalCost);
    const lines: PriceLine[] = order.priceLines ?? linesOfFigures(order);
    if (lines.some((l) => l.code === 'wait_time')) continue;
    const minutes = waitedMinutes({
      pickupArrivedAt: order.pickupArrivedAt,
      pickedUpAt: pickedUp.get(order.id) ?? null,
      deliveryArrivedAt: order.deliveryArrivedAt,
      deliveredAt: delivered.get(order.id) ?? null,
    });
    const line = waitTimeLine(card ?? STANDARD_RATE_CARD, minutes);
    if (!line) continue;
    const total = formatCents(parseCents(order.totalCost) + line.cents);
    await tx
      .update(orders)
      .set({
        priceLines: [
          ...lines,
          { code: line.code, label: line.label, values: line.values, amount: formatCents(line.cents) },
        ],
        totalCost: total,
      })
      .where(eq(orders.id, order.id));
    totals.set(order.id, total);
  }
  return totals;
}
