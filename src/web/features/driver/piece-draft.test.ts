import { describe, expect, it } from 'vitest';
import { EMPTY_PIECES, pieceOf, piecesBody, piecesMissingAt, type DriverPiece } from './piece-draft';

const pieces: DriverPiece[] = [
  { id: 1, kind: 'bag', label: 'ML-0042-1-ABCDEF' },
  { id: 2, kind: 'bag', label: 'ML-0042-2-GHJKLM' },
  { id: 3, kind: 'tote', label: 'ML-0042-3-NPQRST' },
];

describe('the pieces of a hand-over', () => {
  it('finds a piece by its label as typed: case, spaces and a leading # do not matter', () => {
    expect(pieceOf(pieces, ' #ml-0042-2-ghjklm ')?.id).toBe(2);
    expect(pieceOf(pieces, 'ML-0042-4-ABCDEF')).toBeUndefined();
  });

  it('names each piece neither scanned nor with a complete exception', () => {
    expect(piecesMissingAt(pieces, EMPTY_PIECES)).toEqual([1, 2, 3]);
    const draft = {
      scanned: [pieces[0]!.label, pieces[1]!.label],
      exceptions: { [pieces[2]!.label]: { reason: 'missing' as const, note: 'no', photo: null } },
    };
    // A two-letter note is not yet an exception the server takes.
    expect(piecesMissingAt(pieces, draft)).toEqual([3]);
    const done = {
      ...draft,
      exceptions: {
        [pieces[2]!.label]: { ...draft.exceptions[pieces[2]!.label]!, note: 'not on the bench' },
      },
    };
    expect(piecesMissingAt(pieces, done)).toEqual([]);
    expect(piecesBody(pieces, done)).toEqual({
      scans: [pieces[0]!.label, pieces[1]!.label],
      exceptions: [{ piece: pieces[2]!.label, reason: 'missing', note: 'not on the bench' }],
    });
  });

  it('sends no exception for a piece that was scanned after all', () => {
    const draft = {
      scanned: pieces.map((p) => p.label),
      exceptions: { [pieces[2]!.label]: { reason: 'damaged' as const, note: 'lid cracked', photo: null } },
    };
    expect(piecesBody(pieces, draft)).toEqual({ scans: pieces.map((p) => p.label) });
  });
});
