/**
 * A client's address book: saved places and order templates, shared by the server, the
 * booking form and the tests. A saved place is stored as the server resolved it (decision 018): its
 * `address` and `placeId` are what a booking sends back, so the order resolves to the same point.
 * Templates reuse the order's own field schemas (order-fields.ts), so a template never holds a value a
 * booking would refuse; they hold no date, because a date does not repeat.
 */
import { z } from 'zod';
import { addressPrecision } from './addresses';
import { TEMPERATURE_CLASSES } from './cold-chain';
import { PRIORITIES, SERVICE_STATES, SERVICE_TYPES, TIME_SLOTS } from './enums';
import { orderFields } from './order-fields';

const MAX_ID = 2_147_483_647;
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

// ---- saved places -----------------------------------------------------------------------------

/** POST /api/saved-places and PUT /api/saved-places/{id}: the server resolves `address`. */
export const savedPlaceRequest = z.object({
  label: text('label', 80),
  address: text('address', 300),
  /** The picked suggestion's id, when there was one: the server resolves that place, not the text. */
  placeId: z
    .string({ message: 'placeId must be text' })
    .max(600, 'placeId is too long')
    .nullish()
    .transform((v) => (v ? v : null)),
  contactName: orderFields.pickupContactName,
  contactPhone: orderFields.pickupContactPhone,
  accessNotes: z
    .string({ message: 'accessNotes must be text' })
    .trim()
    .max(500, 'accessNotes must be at most 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SavedPlaceRequest = z.input<typeof savedPlaceRequest>;

export const savedPlaceResponse = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  label: z.string(),
  /** The place's own words, as an order booked from it stores them. */
  address: z.string(),
  placeId: z.string(),
  /** Where the server put it: shown, never sent back as a fact (the place id is). */
  latitude: z.string(),
  longitude: z.string(),
  state: z.enum(SERVICE_STATES),
  precision: addressPrecision,
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  accessNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedPlace = z.infer<typeof savedPlaceResponse>;

/** GET /api/saved-places: an admin names the client (`?clientId=`); a client sees its own. */
export const savedPlacesQuery = z.object({
  clientId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

// ---- order templates --------------------------------------------------------------------------

const savedPlaceRef = (name: string) =>
  z
    .number({ message: `${name} must be a saved place id` })
    .int(`${name} must be a saved place id`)
    .positive(`${name} must be a saved place id`)
    .max(MAX_ID, `${name} must be a saved place id`)
    .nullish()
    .transform((v) => v ?? null);

/** Optional text with the order field's own limit and words; empty is none (a template may leave it). */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST /api/order-templates and PUT /api/order-templates/{id}. Each end is a saved place of the
 * same client, or text (resolved on saving, and again at booking), or left for the person to fill.
 */
export const orderTemplateRequest = z
  .object({
    name: text('name', 80),
    serviceType: orderFields.serviceType,
    priority: z
      .enum(['standard', 'express', 'emergency'], {
        message: 'A template priority is standard, express or emergency (a schedule needs a date)',
      })
      .default('standard'),
    itemDescription: optionalText('Item description', 500),
    specialInstructions: orderFields.specialInstructions,
    preferredTimeSlot: orderFields.preferredTimeSlot,
    requiresSignature: orderFields.requiresSignature,
    requiresId: orderFields.requiresId,
    temperatureClass: orderFields.temperatureClass,
    requiresPhoto: orderFields.requiresPhoto,
    pickupSavedPlaceId: savedPlaceRef('pickupSavedPlaceId'),
    pickupAddress: optionalText('Pickup address', 300),
    pickupContactName: orderFields.pickupContactName,
    pickupContactPhone: orderFields.pickupContactPhone,
    deliverySavedPlaceId: savedPlaceRef('deliverySavedPlaceId'),
    deliveryAddress: optionalText('Delivery address', 300),
    deliveryContactName: orderFields.deliveryContactName,
    deliveryContactPhone: orderFields.deliveryContactPhone,
  })
  .superRefine((v, ctx) => {
    for (const end of ['pickup', 'delivery'] as const) {
      if (v[`${end}SavedPlaceId`] !== null && v[`${end}Address`] !== null) {
        ctx.addIssue({
          code: 'custom',
          path: [`${end}Address`],
          message: `Give ${end}Address or ${end}SavedPlaceId, not both`,
        });
      }
    }
  });
export type OrderTemplateRequest = z.input<typeof orderTemplateRequest>;
export type OrderTemplateInput = z.output<typeof orderTemplateRequest>;

export const orderTemplateResponse = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  name: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  priority: z.enum(PRIORITIES),
  itemDescription: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  preferredTimeSlot: z.enum(TIME_SLOTS).nullable(),
  requiresSignature: z.boolean(),
  requiresId: z.boolean(),
  temperatureClass: z.enum(TEMPERATURE_CLASSES),
  requiresPhoto: z.boolean(),
  pickupSavedPlaceId: z.number().int().nullable(),
  pickupAddress: z.string().nullable(),
  pickupContactName: z.string().nullable(),
  pickupContactPhone: z.string().nullable(),
  deliverySavedPlaceId: z.number().int().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryContactName: z.string().nullable(),
  deliveryContactPhone: z.string().nullable(),
  /** The saved places the ends name, so the form fills without another call. */
  pickupPlace: savedPlaceResponse.nullable(),
  deliveryPlace: savedPlaceResponse.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderTemplate = z.infer<typeof orderTemplateResponse>;
