/**
 * Live ETA: recomputed from the driver's newest position on each location update, with
 * the road distance of the legs left (the router adapter, or the embedded estimate). The road
 * call happens before any transaction, so a slow router never holds a lock on the hottest write.
 */
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { computeDeadlines } from '@domain/deadlines';
import { isLate, legsLeft, liveEta } from '@domain/eta';
import type { LatLng } from '@domain/geo';
import type { DistanceService } from '../../adapters/router/index';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;
/** What the ETA needs of the order (the deadline's inputs among it). */
export type EtaOrder = Pick<
  OrderRow,
  | 'status'
  | 'driverId'
  | 'pickupLatitude'
  | 'pickupLongitude'
  | 'deliveryLatitude'
  | 'deliveryLongitude'
  | 'distance'
  | 'deliverBy'
  | 'etaAt'
  | 'createdAt'
  | 'priority'
  | 'preferredTimeSlot'
  | 'scheduledDate'
>;

export interface EtaPlan {
  etaAt: Date;
  promisedBy: Date;
  late: boolean;
  /** The ETA stored before this one was late: only a change to late is news for dispatch. */
  wasLate: boolean;
}

/** The columns the ETA uses. */
const etaColumns = {
  status: orders.status,
  driverId: orders.driverId,
  pickupLatitude: orders.pickupLatitude,
  pickupLongitude: orders.pickupLongitude,
  deliveryLatitude: orders.deliveryLatitude,
  deliveryLongitude: orders.deliveryLongitude,
  distance: orders.distance,
  deliverBy: orders.deliverBy,
  etaAt: orders.etaAt,
  createdAt: orders.createdAt,
  priority: orders.priority,
  preferredTimeSlot: orders.preferredTimeSlot,
  scheduledDate: orders.scheduledDate,
};

/**
 * A digest of everything an ETA plan was worked out from (the columns above), written in SQL so
 * the read and the position statement compute it alike: a plan made from a remembered read is
 * stored only while the order's digest still equals the one it was read with (eta-inputs.ts).
 * `row` names the orders row (an alias in the position statement).
 */
export function etaInputsDigest(row: SQL): SQL {
  const column = (name: string) => sql`${row}.${sql.identifier(name)}`;
  const names = [
    'status',
    'driver_id',
    'pickup_latitude',
    'pickup_longitude',
    'delivery_latitude',
    'delivery_longitude',
    'distance',
    'deliver_by',
    'eta_at',
    'created_at',
    'priority',
    'preferred_time_slot',
    'scheduled_date',
  ];
  return sql`md5(row(${sql.join(names.map(column), sql`, `)})::text)`;
}

/**
 * Read on a position post whose order's ETA inputs are not remembered, for the posts that arrive together in one query (the position
 * queue batches them): prepared once per handle (decision 024's pattern), the ids as one JSON
 * parameter, and only the columns the ETA uses.
 */
const etaOrderQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareEtaOrders>>();

function prepareEtaOrders(db: DbOrTx) {
  return db
    .select({ id: orders.id, ...etaColumns, digest: sql<string>`${etaInputsDigest(sql.raw('"orders"'))}` })
    .from(orders)
    .where(
      sql`${orders.id} in (select value::int from json_array_elements_text(${sql.placeholder('ids')}::json))`,
    )
    .prepare('medlink_eta_orders');
}

/** The orders' ETA inputs, one per id in the order given (undefined for an order that is not there). */
export async function readOrdersForEta(
  db: DbOrTx,
  orderIds: number[],
): Promise<((EtaOrder & { digest: string }) | undefined)[]> {
  let query = etaOrderQueries.get(db);
  if (!query) etaOrderQueries.set(db, (query = prepareEtaOrders(db)));
  const rows = await query.execute({ ids: JSON.stringify(orderIds) });
  const byId = new Map(rows.map(({ id, ...order }) => [id, order]));
  return orderIds.map((id) => byId.get(id));
}

/** The ETA from `from` for this driver's job, or null when the job is not its or not under way. */
export async function planEta(
  distance: DistanceService,
  order: EtaOrder,
  driverId: number,
  from: LatLng,
  now: Date,
): Promise<EtaPlan | null> {
  const legs = legsLeft(order.status);
  if (!legs || order.driverId !== driverId) return null;
  const pickup = { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) };
  const dropoff = { latitude: Number(order.deliveryLatitude), longitude: Number(order.deliveryLongitude) };
  // Pickup to delivery was priced on the road already: the order's distance, no second call.
  const miles =
    legs === 'delivery'
      ? [(await distance.roadMiles(from, dropoff)).miles]
      : [(await distance.roadMiles(from, pickup)).miles, Number(order.distance)];
  const etaAt = liveEta(now, miles);
  // The promise is the delivery deadline (stored since booking; worked out for an older row).
  const promise = order.deliverBy ?? computeDeadlines(order, order.createdAt).deliverBy;
  return { etaAt, promisedBy: promise, late: isLate(etaAt, promise), wasLate: isLate(order.etaAt, promise) };
}

/** Stores the ETA unless one from a newer fix is already there (fixes arrive out of order). */
export async function storeEta(
  db: DbOrTx,
  orderId: number,
  driverId: number,
  plan: EtaPlan,
  fixAt: Date,
): Promise<boolean> {
  const stored = await db
    .update(orders)
    .set({ etaAt: plan.etaAt, etaFixAt: fixAt })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.driverId, driverId),
        or(isNull(orders.etaFixAt), lte(orders.etaFixAt, fixAt)),
      ),
    )
    .returning({ id: orders.id });
  return stored.length > 0;
}
