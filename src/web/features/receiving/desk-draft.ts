/**
 * What the desk has done so far with an order's pieces at check-in: the labels scanned, and a
 * reading for each cold-chain piece scanned. The check-in can be sent when every cold piece
 * scanned has a valid reading; pieces not scanned are sent as missing (the server opens the
 * discrepancy for dispatch).
 */
import { inRange, TEMPERATURE_RANGES, type TemperatureClass } from '@domain/cold-chain';
import { normalizeLabel, pieceTemperature } from '@domain/pieces';
import type { InboundOrder } from '@domain/receiving';
import type { Translate } from '@web/i18n';

export type DeskPiece = InboundOrder['pieces'][number];

export type DeskDraft = {
  scanned: readonly string[];
  /** By label: the reading as typed. */
  readings: Readonly<Record<string, string>>;
};

export const EMPTY_DESK_DRAFT: DeskDraft = { scanned: [], readings: {} };

export const coldClassOf = (piece: DeskPiece, order: Pick<InboundOrder, 'temperatureClass'>) =>
  pieceTemperature(piece, order.temperatureClass);

export function pieceOfLabel(pieces: readonly DeskPiece[], text: string): DeskPiece | undefined {
  const wanted = normalizeLabel(text);
  return pieces.find((p) => normalizeLabel(p.label) === wanted);
}

/**
 * A typed reading: a number of °C a probe can show, else the problem to show beside the field, in
 * the reader's words (`t`).
 */
export function readingProblem(text: string | undefined, t: Translate): string | null {
  if (text === undefined || text.trim() === '') return t('desk.reading.empty');
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value)) return t('desk.reading.notNumber');
  if (value < -100 || value > 100) return t('desk.reading.outOfBounds');
  return null;
}

/** "Out of range (2 to 8 °C): recorded as an excursion", when a valid reading is outside its class. */
export function excursionNote(
  temperatureClass: TemperatureClass,
  text: string | undefined,
  t: Translate,
): string | null {
  if (temperatureClass === 'ambient' || readingProblem(text, t)) return null;
  if (inRange(temperatureClass, Number(text!.trim().replace(',', '.')))) return null;
  const { min, max } = TEMPERATURE_RANGES[temperatureClass];
  const range = min === null ? t('desk.excursion.colder', { max }) : t('desk.excursion.range', { min, max });
  return t('desk.excursion', { range });
}

/** The pieces scanned now that travel cold: each needs a reading. */
export const coldScanned = (order: InboundOrder, draft: DeskDraft) =>
  order.pieces.filter((p) => draft.scanned.includes(p.label) && coldClassOf(p, order) !== 'ambient');

/** What still stops the check-in: "a reading for piece 2 of 3", or nothing scanned yet. */
export function stillNeeded(order: InboundOrder, draft: DeskDraft, t: Translate): string[] {
  const waiting = order.pieces.filter((p) => p.checkedInAt === null);
  if (draft.scanned.length === 0) return [t('desk.need.scanOne')];
  const count = order.pieces.length;
  return coldScanned(order, draft)
    .filter((p) => readingProblem(draft.readings[p.label], t) !== null)
    .map((p) => t('desk.need.temperature', { piece: t('desk.piece', { seq: p.seq, count }) }))
    .concat(waiting.length === 0 ? [t('desk.need.noneLeft')] : []);
}

/** The pieces not yet in that were not scanned now: the discrepancy this check-in would open. */
export const notArriving = (order: InboundOrder, draft: DeskDraft) =>
  order.pieces.filter((p) => p.checkedInAt === null && !draft.scanned.includes(p.label));

export function checkInBody(order: InboundOrder, draft: DeskDraft) {
  const temperatures = coldScanned(order, draft).map((p) => ({
    piece: p.label,
    temperatureC: Number(draft.readings[p.label]!.trim().replace(',', '.')),
  }));
  return { scans: [...draft.scanned], ...(temperatures.length > 0 ? { temperatures } : {}) };
}
