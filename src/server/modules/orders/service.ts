/** Client ordering use cases: book an order, read one, list a client's. Routes parse and check roles. */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@domain/auth';
import type { CreateOrderInput, OrderResponse } from '@domain/orders';
import { proofFor } from '@domain/proof';
import type { DistanceService } from '../../adapters/router/index';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit';
import { createdContent } from '../custody/content';
import { appendCustody } from '../custody/ledger';
import { insertLink } from '../public-tracking/repository';
import { quote } from '../pricing/service';
import { toOrderResponse, type OrderDetailResponse } from './mapping';
import * as repo from './repository';

export async function createOrder(
  db: Db,
  distance: DistanceService,
  client: SessionUser,
  input: CreateOrderInput,
  ipAddress: string | null,
): Promise<OrderResponse> {
  // Priced before the transaction opens: a router call may take up to its 2 s time limit, and no
  // transaction should stay open across a network call. Refusals (outside the area) happen here too.
  const price = await quote(distance, {
    pickup: { latitude: input.pickupLatitude, longitude: input.pickupLongitude },
    delivery: { latitude: input.deliveryLatitude, longitude: input.deliveryLongitude },
    serviceType: input.serviceType,
    priority: input.priority,
  });
  const proof = proofFor(input.serviceType, input);

  return db.transaction(async (tx) => {
    const order = await repo.insertOrder(tx, {
      clientId: client.id,
      serviceType: input.serviceType,
      priority: input.priority,
      status: 'pending',
      pickupAddress: input.pickupAddress,
      pickupLatitude: input.pickupLatitude.toFixed(6),
      pickupLongitude: input.pickupLongitude.toFixed(6),
      pickupContactName: input.pickupContactName,
      pickupContactPhone: input.pickupContactPhone,
      deliveryAddress: input.deliveryAddress,
      deliveryLatitude: input.deliveryLatitude.toFixed(6),
      deliveryLongitude: input.deliveryLongitude.toFixed(6),
      deliveryContactName: input.deliveryContactName,
      deliveryContactPhone: input.deliveryContactPhone,
      scheduledDate: input.scheduledDate,
      preferredTimeSlot: input.preferredTimeSlot,
      itemDescription: input.itemDescription,
      specialInstructions: input.specialInstructions,
      requiresSignature: proof.requiresSignature,
      requiresId: proof.requiresId,
      baseRate: price.baseRate,
      distanceFee: price.distanceFee,
      priorityFee: price.priorityFee,
      totalCost: price.totalCost,
      distance: price.distance,
      estimatedTime: price.estimatedMinutes,
    });
    // The recipient's tracking link (decision 008): 192 random bits, unguessable.
    await insertLink(tx, order.id, randomBytes(24).toString('base64url'));
    // The first link of the chain of custody: who asked, when, and from where.
    await repo.insertTrackingEvent(tx, {
      orderId: order.id,
      status: 'pending',
      actorUserId: client.id,
      note: 'Order submitted',
    });
    // The first entry of the custody ledger, in the same transaction: no order exists without it.
    await appendCustody(tx, {
      orderId: order.id,
      kind: 'created',
      at: order.createdAt,
      actor: { id: client.id, role: 'client', name: `${client.firstName} ${client.lastName}` },
      position: null,
      content: createdContent(order),
    });
    await recordAudit(tx, {
      action: 'order_created',
      actorUserId: client.id,
      entityType: 'order',
      entityId: order.id,
      ipAddress,
      details: { totalCost: price.totalCost, distance: price.distance, distanceSource: price.distanceSource },
    });
    // NOTIFY is transactional: admins and the client hear of the order only once it is committed.
    await publishEvent(
      tx,
      { clientId: client.id, driverId: null, openJob: false },
      { type: 'new_order', order: { id: order.id, status: 'pending', clientId: client.id, driverId: null } },
    );
    const created = await repo.findOrder(tx, order.id);
    return toOrderResponse(created!);
  });
}

/** Spec 6 and the contract: a client its own orders, a driver its jobs and open ones, admin all. */
export function canView(
  viewer: SessionUser,
  order: { clientId: number; driverId: number | null; status: string },
) {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'client') return order.clientId === viewer.id;
  if (viewer.driverId === undefined) return false;
  return order.driverId === viewer.driverId || (order.status === 'confirmed' && order.driverId === null);
}

/** The people of the order: its client, its assigned driver, and admins (who act for dispatch). */
export function isParty(viewer: SessionUser, order: { clientId: number; driverId: number | null }) {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'client') return order.clientId === viewer.id;
  return viewer.driverId !== undefined && order.driverId === viewer.driverId;
}

/**
 * The order's parties and status for a sub-resource (tracking, chat, rating), refused exactly like
 * GET /api/orders/{id}: 404 when the viewer may not see it. Pass a transaction to read inside it.
 */
export async function visibleOrder(db: DbOrTx, viewer: SessionUser, orderId: number) {
  const order = await repo.findOrderParties(db, orderId);
  if (!order || !canView(viewer, order)) throw notFound('Order not found');
  return order;
}

export async function getOrder(db: Db, viewer: SessionUser, orderId: number): Promise<OrderDetailResponse> {
  const row = await repo.findOrder(db, orderId);
  // Someone else's order answers exactly like a missing one: whether it exists does not leak.
  if (!row || !canView(viewer, row.order)) throw notFound('Order not found');
  // A driver looking at an open job is not yet part of its conversation.
  const party = viewer.role !== 'driver' || row.order.driverId === viewer.driverId;
  const messages = party ? await repo.listMessages(db, orderId) : [];
  return {
    ...toOrderResponse(row),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export async function listClientOrders(
  db: Db,
  viewer: SessionUser,
  clientId: number,
  page: { limit: number; cursor?: number | undefined },
): Promise<{ orders: OrderResponse[]; nextCursor: number | null }> {
  if (viewer.role === 'client' && viewer.id !== clientId) throw forbidden('You can only see your own orders');
  if (viewer.role === 'driver') throw forbidden();
  if (viewer.role === 'admin' && (await repo.findUserRole(db, clientId)) !== 'client') {
    throw notFound('Client not found');
  }
  if (page.cursor !== undefined && !(await repo.orderBelongsToClient(db, page.cursor, clientId))) {
    throw badRequest("cursor is not one of this client's orders", [
      { path: 'cursor', message: 'Unknown cursor' },
    ]);
  }
  // One extra row tells whether another page follows, without a count query.
  const rows = await repo.listClientOrders(db, clientId, page.limit + 1, page.cursor);
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  return {
    orders: pageRows.map(toOrderResponse),
    nextCursor: more ? pageRows[pageRows.length - 1]!.order.id : null,
  };
}
