/**
 * Client ordering use cases: book an order, read one (a client's lists are client-lists.ts). Routes
 * parse and check roles.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@domain/auth';
import type { CreatedOrderResponse, CreateOrderInput, OrderDetailResponse } from '@domain/orders';
import { computeDeadlines } from '@domain/deadlines';
import { proofFor } from '@domain/proof';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, badRequest, notFound, type FieldError } from '../../errors';
import { executeTogether } from '../../db/writes-together';
import { eventsAsNotifyCalls, publishEvent } from '../../realtime/event-bus';
import { auditLinesInsert } from '../audit/index';
import { createdContent } from '../custody/index';
import { appendCustody } from '../custody/index';
import { type PendingWebhook, webhookEventsInsert } from '../webhooks/index';
import { insertLink } from '../public-tracking/index';
import { insertPieces } from '../pieces/index';
import { zipOf } from '@domain/pricing';
import { cardForBooking, quote } from '../pricing/index';
import { assertReceivingSite } from '../receiving/index';
import { toOrderResponse } from './mapping';
import { canReadOrder, isOrderParty } from '../access-policy/index';
import * as repo from './repository';
import { resolveOrderEnds, type ResolvedEnd } from './resolve-addresses';

/** What the audit log keeps of one end's resolution (decision 009). */
const auditOf = (end: ResolvedEnd) => ({
  ...end.audit,
  precision: end.precision,
  state: end.state,
  needsReview: end.needsReview,
});

/** What a booking needs from outside the database: both ends resolved, the price, the proof. */
export interface PreparedOrder {
  input: CreateOrderInput;
  pickup: ResolvedEnd;
  delivery: ResolvedEnd;
  price: Awaited<ReturnType<typeof quote>>;
  priceChanged: boolean;
  proof: ReturnType<typeof proofFor>;
}

/**
 * Resolves and prices an order before any transaction opens: a geocoder or router call may take up
 * to its 2 s time limit, and no transaction should stay open across a network call. Refusals (no
 * such place, outside the area) happen here too. The points are the server's own.
 */
export async function prepareOrder(
  services: { distance: DistanceService; geocoder: Geocoder },
  input: CreateOrderInput,
  /** Whose rate card prices it: the booking client's organisation (null: the standard card). */
  pricing: { db: DbOrTx; organizationId: number | null },
): Promise<PreparedOrder> {
  const { pickup, delivery } = await resolveOrderEnds(services.geocoder, input);
  // The card that applies now, at booking: the order keeps it and its lines, whatever changes later.
  const card = await cardForBooking(pricing.db, pricing.organizationId);
  const price = await quote(
    services.distance,
    {
      pickup: pickup.point,
      delivery: delivery.point,
      serviceType: input.serviceType,
      priority: input.priority,
      scheduledDate: input.scheduledDate,
      pieces: input.pieces,
      temperatureClass: input.temperatureClass,
      pickupZip: zipOf(pickup.address),
      deliveryZip: zipOf(delivery.address),
    },
    card,
  );
  const priceChanged =
    input.shownTotalCost !== null && Number(input.shownTotalCost) !== Number(price.totalCost);
  return { input, pickup, delivery, price, priceChanged, proof: proofFor(input.serviceType, input) };
}

export async function createOrder(
  db: Db,
  services: { distance: DistanceService; geocoder: Geocoder },
  client: SessionUser,
  input: CreateOrderInput,
  ipAddress: string | null,
  /** Set when a standing order's generator books its occurrence (decision 017). */
  occurrence?: Occurrence,
): Promise<CreatedOrderResponse> {
  const organizationId = await repo.findUserOrganization(db, client.id);
  const prepared = await prepareOrder(services, input, { db, organizationId });
  return db.transaction((tx) =>
    insertOrder(tx, { clientId: client.id, actor: client }, prepared, ipAddress, occurrence),
  );
}

export type Occurrence = { recurringId: number; occurrenceDate: string };

/**
 * Writes one prepared order and everything a booking brings with it, inside the caller's
 * transaction, and answers it as the booker sees it. `clientId` is whose order it is; `actor` who
 * booked it (the client itself, or an admin importing for a client).
 */
export async function insertOrder(
  tx: Tx,
  who: { clientId: number; actor: SessionUser },
  prepared: PreparedOrder,
  ipAddress: string | null,
  occurrence?: Occurrence,
): Promise<CreatedOrderResponse> {
  const id = await writeOrder(tx, who, prepared, ipAddress, { occurrence });
  const created = await repo.findOrder(tx, id);
  return {
    ...toOrderResponse(created!, who.actor),
    priceChanged: prepared.priceChanged,
    shownTotalCost: prepared.input.shownTotalCost,
  };
}

/**
 * insertOrder's writes, without reading the order back (an import reads all of them at once).
 * `announce: false` leaves the live frame to the caller, which sends one for a whole import
 * instead of one per order.
 */
export async function writeOrder(
  tx: Tx,
  who: { clientId: number; actor: SessionUser },
  { input, pickup, delivery, price, priceChanged, proof }: PreparedOrder,
  ipAddress: string | null,
  options: { announce?: boolean; occurrence?: Occurrence | undefined } = {},
): Promise<number> {
  const { clientId, actor } = who;
  const organizationId = await repo.findUserOrganization(tx, clientId);
  if (input.costCentre !== null) await assertCostCentre(tx, organizationId, input.costCentre);
  const deliveryOrganizationId =
    input.deliveryOrganizationId === null
      ? null
      : await assertReceivingSite(tx, input.deliveryOrganizationId);
  const order = await repo.insertOrder(tx, {
    clientId,
    // The order is its client's organisation's, whoever books it (the client, an import, a rule).
    organizationId,
    costCentre: input.costCentre,
    deliveryOrganizationId,
    serviceType: input.serviceType,
    priority: input.priority,
    status: 'pending',
    pickupAddress: pickup.address,
    pickupLatitude: pickup.point.latitude.toFixed(6),
    pickupLongitude: pickup.point.longitude.toFixed(6),
    pickupPrecision: pickup.precision,
    pickupNeedsReview: pickup.needsReview,
    pickupContactName: input.pickupContactName,
    pickupContactPhone: input.pickupContactPhone,
    deliveryAddress: delivery.address,
    deliveryLatitude: delivery.point.latitude.toFixed(6),
    deliveryLongitude: delivery.point.longitude.toFixed(6),
    deliveryPrecision: delivery.precision,
    deliveryNeedsReview: delivery.needsReview,
    deliveryContactName: input.deliveryContactName,
    deliveryContactPhone: input.deliveryContactPhone,
    recipientLanguage: input.recipientLanguage,
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
    priceLines: price.priceLines,
    rateCardId: price.rateCardId,
    rateCardVersion: price.rateCardVersion ?? null,
    distance: price.distance,
    estimatedTime: price.estimatedMinutes,
    // Provisional deadlines from booking; confirmation sets them again (status-change.ts).
    ...computeDeadlines(input, new Date()),
    temperatureClass: input.temperatureClass,
    requiresPhoto: input.requiresPhoto,
    ...options.occurrence,
  });
  // Each piece gets its number and its server-issued label with the order.
  const pieces = await insertPieces(tx, order.id, input.pieces);
  // The recipient's tracking link (decision 008): 192 random bits, unguessable.
  await insertLink(tx, order.id, randomBytes(24).toString('base64url'));
  // The first link of the chain of custody: who asked, when, and from where.
  await repo.insertTrackingEvent(tx, {
    orderId: order.id,
    status: 'pending',
    actorUserId: actor.id,
    note: options.occurrence
      ? `Order created by standing order ${options.occurrence.recurringId}`
      : 'Order submitted',
  });
  // The first entry of the custody ledger, in the same transaction: no order exists without it.
  const webhooks: PendingWebhook[] = [];
  const by = { id: actor.id, role: actor.role, name: `${actor.firstName} ${actor.lastName}` };
  const entry = { orderId: order.id, kind: 'created' as const, at: order.createdAt, actor: by };
  const content = createdContent(order, { pieces });
  await appendCustody(tx, { ...entry, position: null, content }, order, webhooks);
  webhooks.push({
    event: 'order.created',
    order: { id: order.id, status: 'pending', clientId },
    data: {
      totalCost: price.totalCost,
      pieces: pieces.map((p) => ({ id: p.id, kind: p.kind, label: p.label })),
    },
  });
  const audit = { actorUserId: actor.id, entityType: 'order', entityId: order.id, ipAddress };
  const lines = auditLinesInsert(tx, [
    {
      ...audit,
      action: 'order_created',
      details: {
        totalCost: price.totalCost,
        distance: price.distance,
        distanceSource: price.distanceSource,
        // The client's figure is overridden by the server's whenever they differ.
        shownTotalCost: input.shownTotalCost,
        priceChanged,
      },
    },
    // Every resolution, with what became of the body's coordinates (used, ignored as too far).
    {
      ...audit,
      action: 'order_addresses_resolved',
      details: { pickup: auditOf(pickup), delivery: auditOf(delivery) },
    },
  ]);
  // NOTIFY is transactional: admins and the client hear of the order only once it is committed.
  // The closing writes read none of one another's rows: one statement (db/writes-together.ts).
  const frames =
    options.announce !== false ? eventsAsNotifyCalls(tx, [newOrderEvent({ id: order.id, clientId })]) : [];
  await executeTogether(tx, [lines, webhookEventsInsert(webhooks)], frames);
  return order.id;
}

/**
 * The cost centre and receiving site a booking names, checked as writeOrder checks them, for a
 * booking made later from a template (a standing order): it is refused when it is set up rather
 * than failing quietly on each day's booking. A field the request nests is named by `pathPrefix`.
 */
export async function checkBookingTags(
  db: DbOrTx,
  clientId: number,
  tags: { costCentre: string | null; deliveryOrganizationId: number | null },
  pathPrefix = '',
): Promise<void> {
  try {
    if (tags.costCentre !== null)
      await assertCostCentre(db, await repo.findUserOrganization(db, clientId), tags.costCentre);
    if (tags.deliveryOrganizationId !== null) await assertReceivingSite(db, tags.deliveryOrganizationId);
  } catch (error) {
    if (!(error instanceof AppError) || !pathPrefix) throw error;
    const errors = error.extra.errors as FieldError[] | undefined;
    if (!errors) throw error;
    throw badRequest(
      error.message,
      errors.map((e) => ({ ...e, path: `${pathPrefix}${e.path}` })),
    );
  }
}

/** A booking names one of its organisation's cost centres, or none: anything else is a 400. */
async function assertCostCentre(tx: DbOrTx, organizationId: number | null, costCentre: string) {
  const known = organizationId === null ? [] : await repo.findCostCentres(tx, organizationId);
  if (known.includes(costCentre)) return;
  const message = known.length
    ? `costCentre must be one of your organisation's: ${known.join(', ')}`
    : 'Your organisation has no cost centres: leave costCentre empty';
  throw badRequest(message, [{ path: 'costCentre', message }]);
}

const newOrderEvent = (order: { id: number; clientId: number }) => ({
  audience: { clientId: order.clientId, driverId: null, openJob: false },
  event: {
    type: 'new_order' as const,
    order: { id: order.id, status: 'pending' as const, clientId: order.clientId, driverId: null },
  },
});

/** NOTIFY is transactional: admins and the client hear of the order only once it is committed. */
export function announceNewOrder(tx: Tx, order: { id: number; clientId: number }) {
  const { audience, event } = newOrderEvent(order);
  return publishEvent(tx, audience, event);
}

export async function getOrder(db: Db, viewer: SessionUser, orderId: number): Promise<OrderDetailResponse> {
  const row = await repo.findOrder(db, orderId);
  // Someone else's order answers exactly like a missing one: whether it exists does not leak.
  if (!row || !canReadOrder(viewer, row.order)) throw notFound('Order not found');
  // A driver looking at an open job is not yet part of its conversation.
  const party = isOrderParty(viewer, row.order);
  const messages = party ? await repo.listMessages(db, orderId) : [];
  return {
    ...toOrderResponse(row, viewer),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
