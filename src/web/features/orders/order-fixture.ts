/** A complete order for unit tests; override what the test is about. */
import type { OrderResponse } from '@domain/orders';

export function makeOrder(overrides: Partial<OrderResponse> = {}): OrderResponse {
  const id = overrides.id ?? 42;
  return {
    id,
    displayNumber: `ML-${String(id).padStart(4, '0')}`,
    clientId: 2,
    driverId: null,
    serviceType: 'medical_prescription',
    priority: 'standard',
    status: 'pending',
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
    pickupLatitude: '29.7041',
    pickupLongitude: '-95.4010',
    pickupContactName: 'Ana Pharmacist',
    pickupContactPhone: '713-555-0100',
    deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
    deliveryLatitude: '29.7078',
    deliveryLongitude: '-95.3975',
    deliveryContactName: 'Ben Nurse',
    deliveryContactPhone: '713-555-0101',
    scheduledDate: null,
    preferredTimeSlot: null,
    itemDescription: 'Insulin pens',
    specialInstructions: null,
    requiresSignature: false,
    requiresId: false,
    baseRate: '25.00',
    distanceFee: '3.00',
    priorityFee: '0.00',
    totalCost: '28.00',
    distance: '2.0',
    estimatedTime: 35,
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    deliveredAt: null,
    driver: null,
    ...overrides,
  };
}

export const DRIVER: NonNullable<OrderResponse['driver']> = {
  id: 7,
  status: 'busy',
  rating: '4.80',
  totalDeliveries: 120,
  currentLatitude: '29.72',
  currentLongitude: '-95.39',
  user: { id: 3, firstName: 'Marcus', lastName: 'Johnson', phone: '713-555-0199' },
};
