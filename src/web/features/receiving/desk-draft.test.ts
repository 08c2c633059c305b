/** The desk's check-in draft: what still stops it, what it sends, what it reports missing. */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { InboundOrder } from '@domain/receiving';
import type { Translate } from '@web/i18n';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import {
  checkInBody,
  excursionNote,
  notArriving,
  pieceOfLabel,
  readingProblem,
  stillNeeded,
  type DeskDraft,
} from './desk-draft';

const piece = (seq: number, over: Partial<InboundOrder['pieces'][number]> = {}) => ({
  id: seq,
  seq,
  kind: 'bag' as const,
  label: `ML-0042-${seq}-ABCDEF`,
  checkedInAt: null,
  checkInTemperatureC: null,
  ...over,
});

const ORDER: InboundOrder = {
  id: 42,
  displayNumber: 'ML-0042',
  status: 'delivered',
  priority: 'standard',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  temperatureClass: 'ambient',
  pieces: [piece(1), piece(2, { kind: 'cooler', temperatureClass: 'refrigerated' }), piece(3)],
  pieceCount: 3,
  checkedIn: 0,
  etaAt: null,
  deliverBy: null,
  late: false,
};
const draft = (scanned: number[], readings: Record<number, string> = {}): DeskDraft => ({
  scanned: scanned.map((n) => `ML-0042-${n}-ABCDEF`),
  readings: Object.fromEntries(Object.entries(readings).map(([n, v]) => [`ML-0042-${n}-ABCDEF`, v])),
});

/** The words of a language's catalogue, as the desk's screen reads them. */
const wordsOf = (locale: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};
const t = wordsOf('en-US', EN);

describe('the desk check-in draft', () => {
  it('finds a piece by its label typed in any case, with a leading #', () => {
    expect(pieceOfLabel(ORDER.pieces, ' #ml-0042-2-abcdef ')?.seq).toBe(2);
    expect(pieceOfLabel(ORDER.pieces, 'ML-9999-1-ABCDEF')).toBeUndefined();
  });

  it('asks for a reading of each cold piece scanned, and for at least one scan', () => {
    expect(stillNeeded(ORDER, draft([]), t)).toEqual(['scan at least one piece']);
    expect(stillNeeded(ORDER, draft([1, 2]), t)).toEqual(['a temperature for piece 2 of 3']);
    expect(stillNeeded(ORDER, draft([1, 2], { 2: 'cold' }), t)).toEqual(['a temperature for piece 2 of 3']);
    expect(stillNeeded(ORDER, draft([1, 2], { 2: '4,5' }), t)).toEqual([]);
  });

  it('sends the scans and the cold readings, and names the pieces not scanned', () => {
    expect(checkInBody(ORDER, draft([1, 2], { 2: '4,5' }))).toEqual({
      scans: ['ML-0042-1-ABCDEF', 'ML-0042-2-ABCDEF'],
      temperatures: [{ piece: 'ML-0042-2-ABCDEF', temperatureC: 4.5 }],
    });
    expect(checkInBody(ORDER, draft([3]))).toEqual({ scans: ['ML-0042-3-ABCDEF'] });
    expect(notArriving(ORDER, draft([1, 2])).map((p) => p.seq)).toEqual([3]);
  });

  it('checks a reading and warns of an excursion before it is sent', () => {
    expect(readingProblem('', t)).toMatch(/Enter the temperature/);
    expect(readingProblem('250', t)).toMatch(/between -100 and 100/);
    expect(readingProblem('-18', t)).toBeNull();
    expect(excursionNote('refrigerated', '12', t)).toMatch(/Out of range \(2 to 8 °C\)/);
    expect(excursionNote('frozen', '-10', t)).toMatch(/-15 °C or colder/);
    expect(excursionNote('refrigerated', '5', t)).toBeNull();
  });

  it('words what is still needed in Spanish for a Spanish reader', () => {
    const es = wordsOf('es-US', ES);
    expect(stillNeeded(ORDER, draft([1, 2]), es)).toEqual(['una temperatura para la pieza 2 de 3']);
    expect(excursionNote('refrigerated', '12', es)).toMatch(/Fuera de rango \(de 2 a 8 °C\)/);
  });
});
