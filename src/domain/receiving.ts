/**
 * The receiving desk (contract, "Pieces and receiving"): the lab, hospital or bank at the delivery
 * end checks in each piece on arrival; a piece missing or a label of no piece opens a discrepancy
 * for dispatch. Its inbound list shows what is on the way, piece by piece, with its ETA.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './enums';
import { PIECE_KINDS } from './piece-kinds';
import { scansInput } from './pieces';
import { temperatureClassSchema } from './cold-chain';

export const checkInRequest = z.object(
  { scans: scansInput },
  { message: 'Send { scans: [pieceLabel, ...] } with the check-in' },
);
export type CheckInRequest = z.infer<typeof checkInRequest>;

const checkedInPiece = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(PIECE_KINDS),
  label: z.string(),
  /** When the piece was checked in; null while it has not arrived. */
  checkedInAt: z.string().nullable(),
});

export const checkInResponse = z.object({
  orderId: z.number().int(),
  displayNumber: z.string(),
  pieces: z.array(checkedInPiece),
  /** Present when a piece is missing or a scan is no piece of the order: dispatch has it. */
  discrepancy: z
    .object({ id: z.number().int(), missing: z.array(z.string()), unexpected: z.array(z.string()) })
    .optional(),
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

export const inboundOrder = z.object({
  id: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  priority: z.string(),
  deliveryAddress: z.string(),
  temperatureClass: temperatureClassSchema,
  pieces: z.array(checkedInPiece.extend({ temperatureClass: temperatureClassSchema.optional() })),
  pieceCount: z.number().int(),
  checkedIn: z.number().int(),
  /** The driver's live ETA at the delivery, if it is on its way; else null. */
  etaAt: z.string().nullable(),
  /** The promise (deliver by), from the service level. */
  deliverBy: z.string().nullable(),
  late: z.boolean(),
});
export const inboundResponse = z.array(inboundOrder);
export type InboundOrder = z.infer<typeof inboundOrder>;

/** The statuses of an order a receiving desk may check in: on its way to the desk, or handed over. */
export const CHECK_IN_STATUSES = ['pickup_complete', 'in_transit', 'delivered'] as const;
export const CHECK_IN_NOT_OPEN = 'Pieces are checked in once they have been picked up';
