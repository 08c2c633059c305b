/**
 * The receiving desk (contract, "Pieces and receiving"): the lab, hospital or bank at the delivery
 * end checks in each piece on arrival; a piece missing or a label of no piece opens a discrepancy
 * for dispatch. Its inbound list shows what is on the way, piece by piece, with its ETA.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './enums';
import { MAX_PIECES, PIECE_KINDS } from './piece-kinds';
import { scansInput } from './pieces';
import { temperatureClassSchema } from './cold-chain';

export * from './inbound-status-words';

/** A cold-chain piece's reading at the desk: which piece (its label) and the probe's °C. */
export const checkInReading = z.object({
  piece: z
    .string({ message: 'temperatures.piece must be the label of a scanned piece' })
    .trim()
    .min(1, 'temperatures.piece must be the label of a scanned piece')
    .max(80, 'temperatures.piece must be at most 80 characters'),
  temperatureC: z
    .number({ message: 'temperatures.temperatureC must be a number (°C)' })
    .finite('temperatures.temperatureC must be a number (°C)')
    .min(-100, 'temperatures.temperatureC must be between -100 and 100 °C')
    .max(100, 'temperatures.temperatureC must be between -100 and 100 °C'),
});
export type CheckInReading = z.infer<typeof checkInReading>;

export const checkInRequest = z.object(
  {
    scans: scansInput,
    /**
     * Readings of the cold-chain pieces scanned now (decision: optional on the API, asked for by
     * the desk screen). A reading out of the piece's range is kept and marks an excursion.
     */
    temperatures: z
      .array(checkInReading, { message: 'temperatures must be a list of { piece, temperatureC }' })
      // minItems 0 said out loud: a check-in of ambient pieces sends no reading.
      .min(0)
      .max(MAX_PIECES, `temperatures: at most ${MAX_PIECES}`)
      .optional()
      .default([]),
  },
  { message: 'Send { scans: [pieceLabel, ...] } with the check-in' },
);
export type CheckInRequest = z.input<typeof checkInRequest>;
export type CheckInInput = z.output<typeof checkInRequest>;

const checkedInPiece = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(PIECE_KINDS),
  label: z.string(),
  /** When the piece was checked in; null while it has not arrived. */
  checkedInAt: z.string().nullable(),
  /** The desk's reading of a cold-chain piece at check-in, in °C; null when none was taken. */
  checkInTemperatureC: z.number().nullable(),
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
export const NOT_THE_DESK = 'Only the receiving desk of the delivery organisation can check pieces in';
export const CHECK_IN_NOT_OPEN = 'Pieces are checked in once they have been picked up';

export const READING_NOT_SCANNED = 'takes a reading only for a piece scanned in this check-in';
export const READING_NOT_COLD = 'is an ambient piece: it takes no reading';

/** The hour an inbound order should arrive: its live ETA, else its promise; null when neither. */
export const expectedArrival = (o: Pick<InboundOrder, 'etaAt' | 'deliverBy'>): string | null =>
  o.etaAt ?? o.deliverBy;

export interface HourlyArrivals {
  /** The hour's start (ISO). */
  hour: string;
  orders: number;
  pieces: number;
}

/**
 * Expected arrivals per hour, for staffing the desk: each order still on its way (not yet handed
 * over) counted in the hour of its expected arrival, with the pieces not yet checked in. Hours
 * before `now`'s hour (a late order) count in the current hour: it is still to come.
 */
export function arrivalsPerHour(orders: readonly InboundOrder[], now: Date): HourlyArrivals[] {
  const startOfHour = (t: number) => t - (t % 3_600_000);
  const current = startOfHour(now.getTime());
  const byHour = new Map<number, HourlyArrivals>();
  for (const o of orders) {
    const at = expectedArrival(o);
    if (!at || o.status === 'delivered') continue;
    const hour = Math.max(current, startOfHour(Date.parse(at)));
    const row = byHour.get(hour) ?? { hour: new Date(hour).toISOString(), orders: 0, pieces: 0 };
    row.orders += 1;
    row.pieces += o.pieceCount - o.checkedIn;
    byHour.set(hour, row);
  }
  return [...byHour.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export const checkInOpen = (status: string) => (CHECK_IN_STATUSES as readonly string[]).includes(status);
