/**
 * Order schemas shared by the booking form, the server and the tests (decision 002). Messages are
 * the product's fixed sentences. Prices and the client are never read from a request: the object schemas
 * strip unknown keys, so a `totalCost` or `clientId` in a body simply does not arrive.
 */
import { z } from 'zod';
import { addressPrecision } from './addresses';
import { PRIORITIES, SERVICE_TYPES } from './enums';
import { messageResponse } from './messages';
import { languageField } from './language-field';
import { costCentreField } from './organizations';
import { deliveryOrganizationField } from './receiving-sites';
import { latitudeSchema, longitudeSchema, orderFields } from './order-fields';
import { piecesInput } from './pieces';
import { orderResponse, priceLineSchema } from './order-response';
import { SERVICE_LEVELS } from './service-levels';

export { PRICING_REQUIRED } from './booking-messages';
export { deliveryContactFields, pickupContactFields } from './order-contacts';
export { latitudeSchema, longitudeSchema, orderFields } from './order-fields';
export { orderResponse, type OrderResponse } from './order-response';
export const SCHEDULED_NOTICE_HOURS = SERVICE_LEVELS.scheduled.noticeHours;
export const SCHEDULED_NOTICE_MESSAGE = `Scheduled deliveries need at least ${SCHEDULED_NOTICE_HOURS} hours' notice`;

/** The scheduling rules, checked against `now` so tests and the form agree on the clock. */
export function scheduleProblem(
  priority: string,
  scheduledDate: Date | null,
  now: Date = new Date(),
): string | null {
  if (scheduledDate && scheduledDate.getTime() < now.getTime() - 60_000) {
    return 'Scheduled date cannot be in the past';
  }
  if (priority === 'scheduled') {
    if (!scheduledDate) return 'Scheduled deliveries need a date';
    if (scheduledDate.getTime() - now.getTime() < SCHEDULED_NOTICE_HOURS * 3_600_000) {
      return SCHEDULED_NOTICE_MESSAGE;
    }
  }
  return null;
}

/**
 * The schedule rule as a refinement. zod still runs it when scheduledDate itself failed to parse
 * (a malformed date is then still a string, not a Date): that field already carries its own
 * issue, so the rule judges only a real date or none.
 */
function refineSchedule(v: { priority: string; scheduledDate: Date | null }, ctx: z.RefinementCtx) {
  const date: unknown = v.scheduledDate;
  if (date !== null && !(date instanceof Date)) return;
  const problem = scheduleProblem(v.priority, v.scheduledDate);
  if (problem) ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: problem });
}

const optionalPlaceId = (name: string) =>
  z
    .string({ message: `${name} must be text` })
    .max(600, `${name} is too long`)
    .nullish()
    .transform((v) => (v ? v : null));
const hint = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** Who pays and who receives beyond the trip, alike in the booking form, a standing order and the API
 * (the server checks the cost centre and the site; no language: see recipientLanguage()). */
const bookingTags = {
  costCentre: costCentreField,
  deliveryOrganizationId: deliveryOrganizationField,
  recipientLanguage: languageField.nullish().transform((v) => v ?? null),
};

/**
 * POST /api/orders: the server resolves each address from its place id (a picked
 * suggestion) or else its text; the coordinates are only a hint (decision 009). `shownTotalCost`
 * is the total the client showed the person, so the answer can say when the charged price differs.
 */
export const createOrderRequest = z
  .object({
    ...orderFields,
    pickupPlaceId: optionalPlaceId('pickupPlaceId'),
    deliveryPlaceId: optionalPlaceId('deliveryPlaceId'),
    pickupLatitude: hint(latitudeSchema('pickupLatitude')),
    pickupLongitude: hint(longitudeSchema('pickupLongitude')),
    deliveryLatitude: hint(latitudeSchema('deliveryLatitude')),
    deliveryLongitude: hint(longitudeSchema('deliveryLongitude')),
    /** What travels: kinds and temperatures only; ids and labels are the server's. */
    pieces: piecesInput,
    ...bookingTags,
    shownTotalCost: z
      .string({ message: 'shownTotalCost must be a decimal string' })
      .regex(/^\d{1,7}(\.\d{1,2})?$/, 'shownTotalCost must be an amount such as 25.00')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(refineSchedule);
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type CreateOrderInput = z.output<typeof createOrderRequest>;

/** The booking form: coordinates arrive only when a suggestion is picked, so they may be missing. */
export const orderFormSchema = z
  .object({
    ...orderFields,
    pickupLatitude: z.number().nullable(),
    pickupLongitude: z.number().nullable(),
    deliveryLatitude: z.number().nullable(),
    deliveryLongitude: z.number().nullable(),
    pickupPlaceId: z.string().nullish(),
    deliveryPlaceId: z.string().nullish(),
    pieces: piecesInput,
    ...bookingTags,
  })
  .superRefine(refineSchedule);
export type OrderFormValues = z.input<typeof orderFormSchema>;

/** POST /api/pricing/calculate (the booking form's live price). */
export const pricingRequest = z.object({
  pickupLatitude: latitudeSchema('pickupLatitude'),
  pickupLongitude: longitudeSchema('pickupLongitude'),
  deliveryLatitude: latitudeSchema('deliveryLatitude'),
  deliveryLongitude: longitudeSchema('deliveryLongitude'),
  priority: z.enum(PRIORITIES, { message: 'Choose a priority' }).default('standard'),
  serviceType: z.enum(SERVICE_TYPES, { message: 'Choose a service type' }).default('medical_prescription'),
  // What else a contract card may charge for, so the quote is the price the booking will get.
  scheduledDate: orderFields.scheduledDate,
  temperatureClass: orderFields.temperatureClass,
  pieces: piecesInput,
  /** The picked suggestions, verified by the server: their ZIP codes find a rate card's zone. */
  pickupPlaceId: optionalPlaceId('pickupPlaceId'),
  deliveryPlaceId: optionalPlaceId('deliveryPlaceId'),
});
export type PricingRequest = z.input<typeof pricingRequest>;

export const pricingResponse = z.object({
  baseRate: z.string(),
  distanceFee: z.string(),
  priorityFee: z.string(),
  totalCost: z.string(),
  distance: z.string(),
  priceLines: z.array(priceLineSchema),
  /** The organisation's rate card version the quote used; null: the standard card. */
  rateCardVersion: z.number().int().nullable().optional(),
  /** Extra: estimated travel minutes, and whether the distance came from a road router. */
  estimatedMinutes: z.number().int(),
  distanceSource: z.enum(['router', 'estimate']),
});
export type PricingResponse = z.infer<typeof pricingResponse>;

/** An address selection: what the autocomplete offers and the form stores. */
export const addressSelection = z.object({
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  place_id: z.string(),
  /** Extra: how precisely the point is known; anything but `street` is approximate. */
  precision: addressPrecision,
  /** Extra: the name of the person's saved place this suggestion is ("Main lab"). */
  name: z.string().optional(),
  /**
   * Extra: the street geocoder did not answer, so this came from the embedded gazetteer (ZIP and
   * city centres only); the form says so.
   */
  fallback: z.literal(true).optional(),
});
export type AddressSelection = z.infer<typeof addressSelection>;

export const autocompleteQuery = z.object({
  q: z.string({ message: 'q is required' }).trim().min(1, 'q is required').max(200, 'q is too long'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const autocompleteResponse = z.object({ suggestions: z.array(addressSelection) });

/** A chat message as nested in an order: the message answer without its sender. */
export const orderMessage = messageResponse.omit({ sender: true });

export type OrderMessage = z.infer<typeof orderMessage>;

/** GET /api/orders/{id}: the order with its driver, client and messages nested. */
export const orderDetailResponse = orderResponse.extend({ messages: z.array(orderMessage) });
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;

/** POST /api/orders answers the order, and whether the charged total differs from the one shown. */
export const createdOrderResponse = orderResponse.extend({
  priceChanged: z.boolean(),
  shownTotalCost: z.string().nullable(),
});
export type CreatedOrderResponse = z.infer<typeof createdOrderResponse>;
