/**
 * The desk's temperature readings, matched to the pieces scanned in the same check-in. A reading
 * must name a piece scanned now that travels cold (its own class, else its order's); anything else
 * is a 400 naming the reading, before anything is written. Out of range is accepted (the piece is
 * already at the desk, refusing would only hide it) and is an excursion.
 */
import { inRange, type TemperatureClass } from '@domain/cold-chain';
import { normalizeLabel, pieceTemperature } from '@domain/pieces';
import { READING_NOT_COLD, READING_NOT_SCANNED, type CheckInReading } from '@domain/receiving';
import { badRequest } from '../../errors';
import type { PieceRow } from '../pieces/index';

export interface DeskReading {
  temperatureC: number;
  temperatureClass: Exclude<TemperatureClass, 'ambient'>;
  inRange: boolean;
}

export function matchReadings(
  pieces: readonly PieceRow[],
  orderClass: TemperatureClass,
  scanned: readonly string[],
  readings: readonly CheckInReading[],
): Map<string, DeskReading> {
  const byLabel = new Map(pieces.map((p) => [normalizeLabel(p.label), p]));
  const now = new Set(scanned);
  const out = new Map<string, DeskReading>();
  readings.forEach((reading, i) => {
    const path = `temperatures.${i}.piece`;
    const piece = byLabel.get(normalizeLabel(reading.piece));
    const refuse = (why: string) => {
      const message = `${path}: ${reading.piece} ${why}`;
      return badRequest(message, [{ path, message }]);
    };
    if (!piece || !now.has(piece.label)) throw refuse(READING_NOT_SCANNED);
    const temperatureClass = pieceTemperature(piece, orderClass);
    if (temperatureClass === 'ambient') throw refuse(READING_NOT_COLD);
    if (out.has(piece.label)) throw refuse('is read twice');
    out.set(piece.label, {
      temperatureC: reading.temperatureC,
      temperatureClass,
      inRange: inRange(temperatureClass, reading.temperatureC),
    });
  });
  return out;
}
