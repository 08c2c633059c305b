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
