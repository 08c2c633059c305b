/**
 * The pieces of an order: the bags, totes, boxes, coolers and envelopes that travel under one order,
 * each with a label the server issues (the booker names only the kind and, for a cold item in an
 * ambient order, its temperature). Every hand-over scans each piece's label; a piece that cannot be
 * scanned is declared an exception (missing, damaged, refused) with a note and a photo.
 */
import { z } from 'zod';
import { temperatureClassSchema, type TemperatureClass } from './cold-chain';
import { photoProblem } from './proof-media';

import { EXCEPTION_REASONS, MAX_PIECES, normalizeLabel, PIECE_KINDS } from './piece-kinds';

export * from './piece-kinds';

export const pieceInput = z.object({
  kind: z
    .enum(PIECE_KINDS, { message: `pieces: kind must be one of ${PIECE_KINDS.join(', ')}` })
    .default('bag'),
  /** When absent the piece travels at the order's temperature. */
  temperatureClass: temperatureClassSchema.optional(),
});
export type PieceInput = z.infer<typeof pieceInput>;

/** The booking's pieces: one bag unless the booker says otherwise. */
export const piecesInput = z
  .array(pieceInput, { message: 'pieces must be a list of { kind, temperatureClass? }' })
  .min(1, 'pieces: an order carries at least one piece')
  .max(MAX_PIECES, `pieces: at most ${MAX_PIECES} pieces under one order`)
  .optional()
  .default([{ kind: 'bag' }]);

export { pieceResponse, type PieceResponse } from './order-response';

const labelText = (field: string) =>
  z
    .string({ message: `${field} must be the text of a piece label` })
    .trim()
    .min(1, `${field} must be the text of a piece label`)
    .max(80, `${field} must be at most 80 characters`);

export const scansInput = z
  .array(labelText('scans'), { message: 'scans must be a list of piece labels' })
  // minItems 0 said out loud: a step with every piece excepted scans none.
  .min(0)
  .max(MAX_PIECES * 2, `scans: at most ${MAX_PIECES * 2} labels`);

export const pieceExceptionInput = z.object({
  piece: labelText('exceptions.piece'),
  reason: z.enum(EXCEPTION_REASONS, {
    message: `exceptions.reason must be one of ${EXCEPTION_REASONS.join(', ')}`,
  }),
  note: z
    .string({ message: 'exceptions.note: say what happened to the piece' })
    .trim()
    .min(3, 'exceptions.note: say what happened to the piece (at least 3 characters)')
    .max(500, 'exceptions.note must be at most 500 characters'),
  /** A photo of the damage, the empty place or the refusal: JPEG or PNG data URL, as proof.photo. */
  photo: z
    .string({ message: 'exceptions.photo must be a JPEG or PNG image as a data URL' })
    .superRefine((v, ctx) => {
      const problem = photoProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `exceptions.photo: ${problem}` });
    })
    .optional(),
});
export type PieceExceptionInput = z.infer<typeof pieceExceptionInput>;

export const exceptionsInput = z
  .array(pieceExceptionInput, { message: 'exceptions must be a list of { piece, reason, note }' })
  .min(0)
  .max(MAX_PIECES, `exceptions: at most ${MAX_PIECES}`);

export interface ScanCheck {
  /** Labels of this order's pieces that were scanned. */
  scanned: string[];
  /** Pieces declared an exception (and not scanned). */
  excepted: PieceExceptionInput[];
  /** Pieces neither scanned nor excepted: the step cannot complete. */
  missing: string[];
  /** Scans that are no piece of this order. */
  unexpected: string[];
}

/**
 * Matches a hand-over's scans and exceptions with the order's pieces. A piece both scanned and
 * excepted counts as scanned (it is there); an exception naming no piece of this order is unexpected.
 */
export function checkScans(
  labels: readonly string[],
  scans: readonly string[],
  exceptions: readonly PieceExceptionInput[] = [],
): ScanCheck {
  const known = new Map(labels.map((l) => [normalizeLabel(l), l]));
  const scanned = new Set<string>();
  const unexpected: string[] = [];
  for (const scan of scans) {
    const label = known.get(normalizeLabel(scan));
    if (label) scanned.add(label);
    else if (!unexpected.includes(scan.trim())) unexpected.push(scan.trim());
  }
  const excepted: PieceExceptionInput[] = [];
  for (const exception of exceptions) {
    const label = known.get(normalizeLabel(exception.piece));
    if (!label) {
      if (!unexpected.includes(exception.piece)) unexpected.push(exception.piece);
    } else if (!scanned.has(label) && !excepted.some((e) => e.piece === label)) {
      excepted.push({ ...exception, piece: label });
    }
  }
  const accounted = new Set([...scanned, ...excepted.map((e) => e.piece)]);
  return {
    scanned: labels.filter((l) => scanned.has(l)),
    excepted,
    missing: labels.filter((l) => !accounted.has(l)),
    unexpected,
  };
}

/** The temperature a piece travels at: its own, else its order's. */
export const pieceTemperature = (
  piece: { temperatureClass?: TemperatureClass | null | undefined },
  orderClass: TemperatureClass,
): TemperatureClass => piece.temperatureClass ?? orderClass;

export const PIECE_NOT_SCANNED = 'Piece not scanned';
export const UNKNOWN_PIECE = 'Not a piece of this order';
