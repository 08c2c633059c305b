/**
 * The kinds of piece an order carries and their names, apart from the piece schemas so the booking
 * form and the driver's screen can list them without loading zod (pieces.ts re-exports them).
 */
export const PIECE_KINDS = ['bag', 'tote', 'box', 'cooler', 'envelope'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export const PIECE_KIND_LABELS: Readonly<Record<PieceKind, string>> = {
  bag: 'Specimen bag',
  tote: 'Tote',
  box: 'Box',
  cooler: 'Cooler',
  envelope: 'Envelope',
};

/** More than this under one order is a second order: one driver, one vehicle, one hand-over. */
export const MAX_PIECES = 50;

export const EXCEPTION_REASONS = ['missing', 'damaged', 'refused'] as const;
export type ExceptionReason = (typeof EXCEPTION_REASONS)[number];

export const EXCEPTION_REASON_LABELS: Readonly<Record<ExceptionReason, string>> = {
  missing: 'Missing',
  damaged: 'Damaged',
  refused: 'Refused',
};

/** "Piece 2 of 3" as the label and the driver's screen print it. */
export const pieceOfText = (seq: number, count: number) => `Piece ${seq} of ${count}`;

/** A label as typed or scanned: trimmed, case-folded, a leading '#' dropped. */
export const normalizeLabel = (text: string) => text.trim().replace(/^#/, '').toUpperCase();
