/**
 * An order as every answer shows it, in a module of its own: a list of orders (the client's
 * dashboard, the order history) parses with this schema alone, without building the booking, pricing
 * and address schemas of orders.ts, which re-exports it.
 */
import { z } from 'zod';
import { addressPrecision } from './addresses';
import { temperatureClassSchema } from './cold-chain';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, PRIORITIES, SERVICE_TYPES, TIME_SLOTS } from './enums';
import { PIECE_KINDS } from './piece-kinds';
import { PRICE_LINE_CODES } from './price-lines';
import { TEMPERATURE_CLASSES } from './temperature-classes';

/** One line of a price: what it is for, and its amount (the lines of a price sum to its total). */
export const priceLineSchema = z.object({
  code: z.enum(PRICE_LINE_CODES),
  /** The line in English (PRICE_LINE_WORDING filled with `values`). */
  label: z.string(),
  /** The figures the line's words name (miles, rates, a zone, a priority id), to word it in another language. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  amount: z.string(),
});

/** A piece as every answer shows it; `label` is the text its barcode and QR code carry. */
export const pieceResponse = z.object({
  id: z.number().int(),
  kind: z.enum(PIECE_KINDS),
  temperatureClass: temperatureClassSchema.optional(),
  label: z.string(),
});
export type PieceResponse = z.infer<typeof pieceResponse>;

const person = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().optional(),
});

/** An order as every answer shows it: money and coordinates as decimal strings (contract). */
export const orderResponse = z.object({
  id: z.number().int(),
  displayNumber: z.string(),
  clientId: z.number().int(),
  /** The organisation whose members see the order (null only for one written outside booking). */
  organizationId: z.number().int().nullable(),
  /** One of the organisation's cost centres, named at booking. */
  costCentre: z.string().nullable(),
  /** The receiving site whose desk checks the pieces in (GET /api/receiving-sites), or null. */
  deliveryOrganizationId: z.number().int().nullable(),
  driverId: z.number().int().nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  priority: z.enum(PRIORITIES),
  status: z.enum(ORDER_STATUSES),
  pickupAddress: z.string(),
  pickupLatitude: z.string(),
  pickupLongitude: z.string(),
  pickupContactName: z.string().nullable(),
  pickupContactPhone: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryLatitude: z.string(),
  deliveryLongitude: z.string(),
  deliveryContactName: z.string().nullable(),
  deliveryContactPhone: z.string().nullable(),
  /** Extra: how precisely each end is known, and whether it still awaits a dispatcher. */
  pickupPrecision: addressPrecision,
  deliveryPrecision: addressPrecision,
  pickupNeedsReview: z.boolean(),
  deliveryNeedsReview: z.boolean(),
  scheduledDate: z.string().nullable(),
  preferredTimeSlot: z.enum(TIME_SLOTS).nullable(),
  itemDescription: z.string(),
  specialInstructions: z.string().nullable(),
  requiresSignature: z.boolean(),
  requiresId: z.boolean(),
  baseRate: z.string(),
  distanceFee: z.string(),
  priorityFee: z.string(),
  totalCost: z.string(),
  distance: z.string(),
  /** What the total is made of, as priced at booking; the amounts sum to totalCost. */
  priceLines: z.array(priceLineSchema),
  /** The version of the organisation's rate card the order was priced with; null: the standard card. */
  rateCardVersion: z.number().int().nullable(),
  /** Minutes. */
  estimatedTime: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the driver said "I have arrived" at each stop, on the server's clock (decision 065). */
  pickupArrivedAt: z.string().nullable().optional(),
  deliveryArrivedAt: z.string().nullable().optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  // Live ETA: when the item should reach the recipient, from the driver's newest position, and
  // whether that is past the order's deliverBy.
  etaAt: z.string().nullable().optional(),
  etaLate: z.boolean().optional(),
  /** The last time a driver handed this job back, and why. Dispatch answers only. */
  driverDecline: z
    .object({ reason: z.string(), at: z.string(), driverId: z.number().int().nullable() })
    .nullable()
    .optional(),
  /** Deadlines set by the server from priority and schedule (src/domain/deadlines.ts). */
  pickupBy: z.string(),
  deliverBy: z.string(),
  temperatureClass: z.enum(TEMPERATURE_CLASSES),
  temperatureExcursion: z.boolean(),
  requiresPhoto: z.boolean(),
  /** Standing orders: the standing order that created this one, and for which day. */
  recurringId: z.number().int().nullable(),
  occurrenceDate: z.string().nullable(),
  /** The pieces under this order, in order (piece 1 of N first), each with its server-issued label. */
  pieces: z.array(pieceResponse).optional(),
  client: person.extend({ organizationName: z.string().nullable() }).optional(),
  driver: z
    .object({
      id: z.number().int(),
      status: z.string(),
      rating: z.string().nullable(),
      totalDeliveries: z.number().int(),
      currentLatitude: z.string().nullable(),
      currentLongitude: z.string().nullable(),
      user: person,
    })
    .nullable()
    .optional(),
});
export type OrderResponse = z.infer<typeof orderResponse>;
