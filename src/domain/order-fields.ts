/**
 * The fields a person types into an order, and the coordinate schemas: the same for the booking
 * form, the server and order templates. Apart from orders.ts so that a screen reading saved
 * places and templates (address-book.ts) builds these schemas without the booking's, pricing's
 * and chat's; orders.ts re-exports them.
 */
import { z } from 'zod';
import { temperatureClassSchema } from './cold-chain';
import { PRIORITIES, SERVICE_TYPES, TIME_SLOTS } from './enums';
import { deliveryContactFields, optionalText, pickupContactFields } from './order-contacts';

/** A coordinate sent as a number or a numeric string (the spec's pricing call sends strings). */
const coordinate = (name: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ message: `${name} must be a number` })
      .finite(`${name} must be a number`)
      .min(min, `${name} must be between ${min} and ${max}`)
      .max(max, `${name} must be between ${min} and ${max}`),
  );
export const latitudeSchema = (name = 'latitude') => coordinate(name, -90, 90);
export const longitudeSchema = (name = 'longitude') => coordinate(name, -180, 180);

/** Fields the person types; the same for the form, the server and order templates (address-book.ts). */
export const orderFields = {
  serviceType: z.enum(SERVICE_TYPES, { message: 'Choose a service type' }).default('medical_prescription'),
  priority: z.enum(PRIORITIES, { message: 'Choose a priority' }).default('standard'),
  pickupAddress: z
    .string({ message: 'Pickup address is required' })
    .trim()
    .min(1, 'Pickup address is required')
    .max(300, 'Pickup address is too long'),
  ...pickupContactFields,
  deliveryAddress: z
    .string({ message: 'Delivery address is required' })
    .trim()
    .min(1, 'Delivery address is required')
    .max(300, 'Delivery address is too long'),
  ...deliveryContactFields,
  scheduledDate: z
    .union([
      z.iso.datetime({ offset: true, message: 'Scheduled date must be an ISO date and time' }),
      z.date(),
    ])
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
  preferredTimeSlot: z
    .enum(TIME_SLOTS, { message: 'Choose morning, afternoon, evening or specific' })
    .nullish()
    .transform((v) => v ?? null),
  itemDescription: z
    .string({ message: 'Item description is required' })
    .trim()
    .min(1, 'Item description is required')
    .max(500, 'Item description must be at most 500 characters'),
  specialInstructions: optionalText(1000, 'Special instructions'),
  /** The client may ask for more proof than the service type needs, never less. */
  requiresSignature: z.boolean().optional().default(false),
  requiresId: z.boolean().optional().default(false),
  /** Cold chain and photo proof: ambient and no photo unless the client asks. */
  temperatureClass: temperatureClassSchema.optional().default('ambient'),
  requiresPhoto: z.boolean({ message: 'requiresPhoto must be true or false' }).optional().default(false),
};
