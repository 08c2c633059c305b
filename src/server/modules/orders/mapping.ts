/**
 * A database order (with its client and driver) as every answer shows it: the one place that
 * decides which fields leave the server, so no answer can differ from another by accident.
 */
import { computeDeadlines } from '@domain/deadlines';
import { displayNumber } from '@domain/display';
import { isLate } from '@domain/eta';
import {
  areaOf,
  coarseCoordinate,
  mayViewDriverPosition,
  seesAreaOnly,
  type OrderViewer,
} from '@domain/job-privacy';
import type { OrderResponse } from '@domain/orders';
import { linesOfFigures } from '@domain/price-lines';
import type { OrderWithPeople } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The viewer decides two things: whether the driver's position is shown,
 * and whether a driver sees only the job's area because the job is not yet its own.
 */
export function toOrderResponse(row: OrderWithPeople, viewer: OrderViewer): OrderResponse {
  const full = fullOrderResponse(row, mayViewDriverPosition(viewer, row.order));
  return seesAreaOnly(viewer, row.order) ? areaOnly(full) : full;
}

/**
 * An open job as a driver sees it before accepting: city, state and ZIP, coordinates to about a
 * kilometre, the figures; no contact names or phones, no street, no free-text instructions, no client.
 */
function areaOnly(order: OrderResponse): OrderResponse {
  const { client: _client, ...rest } = order;
  return {
    ...rest,
    pickupAddress: areaOf(order.pickupAddress),
    pickupLatitude: coarseCoordinate(order.pickupLatitude),
    pickupLongitude: coarseCoordinate(order.pickupLongitude),
    pickupContactName: null,
    pickupContactPhone: null,
    deliveryAddress: areaOf(order.deliveryAddress),
    deliveryLatitude: coarseCoordinate(order.deliveryLatitude),
    deliveryLongitude: coarseCoordinate(order.deliveryLongitude),
    deliveryContactName: null,
    deliveryContactPhone: null,
    specialInstructions: null,
    // The client's own bookkeeping, not the driver's business before the job is theirs.
    costCentre: null,
    // Another driver's arrival at the stops is no part of the offer.
    pickupArrivedAt: null,
    deliveryArrivedAt: null,
  };
}

function fullOrderResponse(row: OrderWithPeople, showPosition: boolean): OrderResponse {
  const o = row.order;
  // A row from before deadlines were stored (the migration backfills; this is the safety net).
  const due =
    o.pickupBy && o.deliverBy
      ? { pickupBy: o.pickupBy, deliverBy: o.deliverBy }
      : computeDeadlines(o, o.createdAt);
  return {
    id: o.id,
    displayNumber: displayNumber(o.id),
    clientId: o.clientId,
    organizationId: o.organizationId,
    costCentre: o.costCentre,
    deliveryOrganizationId: o.deliveryOrganizationId,
    driverId: o.driverId,
    serviceType: o.serviceType,
    priority: o.priority,
    status: o.status,
    pickupAddress: o.pickupAddress,
    pickupLatitude: o.pickupLatitude,
    pickupLongitude: o.pickupLongitude,
    pickupContactName: o.pickupContactName,
    pickupContactPhone: o.pickupContactPhone,
    deliveryAddress: o.deliveryAddress,
    deliveryLatitude: o.deliveryLatitude,
    deliveryLongitude: o.deliveryLongitude,
    deliveryContactName: o.deliveryContactName,
    deliveryContactPhone: o.deliveryContactPhone,
    pickupPrecision: o.pickupPrecision,
    deliveryPrecision: o.deliveryPrecision,
    pickupNeedsReview: o.pickupNeedsReview,
    deliveryNeedsReview: o.deliveryNeedsReview,
    scheduledDate: iso(o.scheduledDate),
    preferredTimeSlot: o.preferredTimeSlot,
    itemDescription: o.itemDescription,
    specialInstructions: o.specialInstructions,
    requiresSignature: o.requiresSignature,
    requiresId: o.requiresId,
    baseRate: o.baseRate,
    distanceFee: o.distanceFee,
    priorityFee: o.priorityFee,
    totalCost: o.totalCost,
    priceLines: o.priceLines ?? linesOfFigures(o),
    rateCardVersion: o.rateCardVersion,
    distance: o.distance,
    estimatedTime: o.estimatedTime,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    deliveredAt: iso(o.deliveredAt),
    pickupArrivedAt: iso(o.pickupArrivedAt),
    deliveryArrivedAt: iso(o.deliveryArrivedAt),
    paymentStatus: o.paymentStatus,
    ...liveEta(o, due.deliverBy),
    pickupBy: due.pickupBy.toISOString(),
    deliverBy: due.deliverBy.toISOString(),
    temperatureClass: o.temperatureClass,
    temperatureExcursion: o.temperatureExcursion,
    requiresPhoto: o.requiresPhoto,
    recurringId: o.recurringId,
    occurrenceDate: o.occurrenceDate,
    pieces: (row.pieces ?? []).map((p) => ({
      id: p.id,
      kind: p.kind,
      ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
      label: p.label,
    })),
    client: {
      id: o.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      phone: row.clientPhone,
      organizationName: row.clientOrganization,
    },
    driver:
      o.driverId !== null && row.driverUserId !== null
        ? {
            id: o.driverId,
            status: row.driverStatus ?? 'offline',
            rating: row.driverRating,
            totalDeliveries: row.driverTotalDeliveries ?? 0,
            currentLatitude: showPosition ? row.driverLatitude : null,
            currentLongitude: showPosition ? row.driverLongitude : null,
            user: {
              id: row.driverUserId,
              firstName: row.driverFirstName ?? '',
              lastName: row.driverLastName ?? '',
              phone: row.driverPhone,
            },
          }
        : null,
  };
}

/** The live ETA while a driver is on the way, held against the order's delivery deadline. */
function liveEta(o: OrderWithPeople['order'], promise: Date) {
  const running = o.status !== 'delivered' && o.status !== 'cancelled' && o.status !== 'declined';
  const etaAt = running && o.driverId !== null ? o.etaAt : null;
  return { etaAt: iso(etaAt), etaLate: isLate(etaAt, promise) };
}

/** Dispatch's view of an order: every answer's fields plus why a driver last handed it back. */
export function toDispatchOrderResponse(row: OrderWithPeople): OrderResponse {
  const o = row.order;
  return {
    ...toOrderResponse(row, { role: 'admin' }),
    driverDecline:
      o.driverDeclineReason !== null && o.driverDeclinedAt !== null
        ? {
            reason: o.driverDeclineReason,
            at: o.driverDeclinedAt.toISOString(),
            driverId: o.driverDeclinedBy,
          }
        : null,
  };
}
