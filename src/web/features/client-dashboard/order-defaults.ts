/**
 * What a new booking starts from, for every form that books an order (the one-off booking form and
 * a standing order's template), so a field added to the order is added once.
 */
import type { OrderFormValues } from '@domain/orders';

export const ORDER_DEFAULTS: Readonly<OrderFormValues> = {
  serviceType: 'medical_prescription',
  priority: 'standard',
  pickupAddress: '',
  pickupLatitude: null,
  pickupLongitude: null,
  pickupContactName: '',
  pickupContactPhone: '',
  deliveryAddress: '',
  deliveryLatitude: null,
  deliveryLongitude: null,
  pickupPlaceId: null,
  deliveryPlaceId: null,
  deliveryContactName: '',
  deliveryContactPhone: '',
  scheduledDate: null,
  preferredTimeSlot: null,
  itemDescription: '',
  specialInstructions: '',
  temperatureClass: 'ambient',
  requiresSignature: false,
  requiresId: false,
  requiresPhoto: false,
  pieces: [{ kind: 'bag' }],
  costCentre: null,
  deliveryOrganizationId: null,
  recipientLanguage: null,
};
