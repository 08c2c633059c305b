/**
 * What the driver has done with each piece at a hand-over: scanned it, or recorded an exception
 * (reason, note, optional photo). The step can be confirmed when every piece is one or the other;
 * the server checks the same rule again (409 naming a piece left out).
 */
import { normalizeLabel, type ExceptionReason, type PieceKind } from '@domain/piece-kinds';

export type DriverPiece = { id: number; kind: PieceKind; label: string };

export type PieceExceptionDraft = { reason: ExceptionReason | ''; note: string; photo: string | null };

export type PieceDraft = {
  scanned: readonly string[];
  /** By label: the exception being recorded for a piece that cannot be scanned. */
  exceptions: Readonly<Record<string, PieceExceptionDraft>>;
};

export const EMPTY_PIECES: PieceDraft = { scanned: [], exceptions: {} };

/** The note the server asks of an exception: at least 3 characters. */
export const exceptionComplete = (e: PieceExceptionDraft | undefined) =>
  !!e && e.reason !== '' && e.note.trim().length >= 3;

/** The piece a scanned or typed text names, if it is one of these. */
export function pieceOf(pieces: readonly DriverPiece[], text: string): DriverPiece | undefined {
  const wanted = normalizeLabel(text);
  return pieces.find((p) => normalizeLabel(p.label) === wanted);
}

export const isScanned = (draft: PieceDraft, piece: DriverPiece) => draft.scanned.includes(piece.label);

/** The place (1, 2, 3...) of each piece neither scanned nor with a complete exception. */
export function piecesMissingAt(pieces: readonly DriverPiece[], draft: PieceDraft): number[] {
  return pieces.flatMap((piece, i) =>
    isScanned(draft, piece) || exceptionComplete(draft.exceptions[piece.label]) ? [] : [i + 1],
  );
}

/** The step's `scans` and `exceptions`; a scanned piece's half-written exception is not sent. */
export function piecesBody(pieces: readonly DriverPiece[], draft: PieceDraft) {
  const scans = pieces.filter((p) => isScanned(draft, p)).map((p) => p.label);
  const exceptions = pieces.flatMap((p) => {
    const e = draft.exceptions[p.label];
    if (isScanned(draft, p) || !e || !exceptionComplete(e)) return [];
    return [
      { piece: p.label, reason: e.reason, note: e.note.trim(), ...(e.photo ? { photo: e.photo } : {}) },
    ];
  });
  return { scans, ...(exceptions.length > 0 ? { exceptions } : {}) };
}
