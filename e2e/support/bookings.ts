/**
 * The Houston booking the browser specs book through the API: the server tests' HOUSTON_BOOKING
 * (src/server/test/orders.ts), restated here because e2e drives the app from outside and never
 * imports the server.
 */
export const HOUSTON_BOOKING = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: '29.707300',
  pickupLongitude: '-95.397800',
  pickupContactName: 'Front desk',
  pickupContactPhone: '713-555-0101',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: '29.760400',
  deliveryLongitude: '-95.369800',
  deliveryContactName: 'Maria Lopez',
  deliveryContactPhone: '713-555-0102',
  itemDescription: 'Insulin, 2 pens, keep cold',
} as const;

/** A lab run inside the Medical Center, as the checkout and order-history specs book it. */
export const LAB_RUN = {
  serviceType: 'laboratory_sample',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: 29.7041,
  pickupLongitude: -95.401,
  deliveryAddress: '1515 Holcombe Blvd, Houston, TX 77030',
  deliveryLatitude: 29.7078,
  deliveryLongitude: -95.3975,
  itemDescription: 'Blood samples',
  scheduledDate: null,
  requiresSignature: false,
  requiresId: false,
} as const;
