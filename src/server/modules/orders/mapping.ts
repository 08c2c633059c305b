/**
 * A database order (with its client and driver) as every answer shows it: the one place that
 * decides which fields leave the server, so no answer can differ from another by accident.
 */
import { z } from 'zod';
import { displayNumber } from '@domain/display';
import { orderResponse, type OrderResponse } from '@domain/orders';
import type { OrderWithPeople } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrderResponse(row: OrderWithPeople): OrderResponse {
  const o = row.order;
  return {
    id: o.id,
    displayNumber: displayNumber(o.id),
    clientId: o.clientId,
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
    distance: o.distance,
    estimatedTime: o.estimatedTime,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    deliveredAt: iso(o.deliveredAt),
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
            currentLatitude: row.driverLatitude,
            currentLongitude: row.driverLongitude,
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

/** Spec 3's Message, as nested in an order. */
export const orderMessage = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/orders/{id}: the order with its messages (spec 3: "plus nested driver, client and messages"). */
export const orderDetailResponse = orderResponse.extend({ messages: z.array(orderMessage) });
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;
