/** The certificate's wording of entries, evidence and the verification result (page and PDF). */
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import {
  actorLabel,
  evidenceLines,
  idLabel,
  kindLabel,
  piecePaths,
  positionLabel,
  sayPhrase,
  verdict,
  type Phrase,
} from './custody-wording';
import { CUSTODY_WORDS_EN, CUSTODY_WORDS_ES } from './custody-words';

const intl = {
  en: createIntl({ locale: 'en-US', messages: CUSTODY_WORDS_EN }),
  es: createIntl({ locale: 'es-US', messages: CUSTODY_WORDS_ES }),
};
const inLanguage =
  (language: 'en' | 'es') =>
  (p: Phrase | null): string | null =>
    p && sayPhrase(p, (id, values) => intl[language].formatMessage({ id }, values));
const en = inLanguage('en');
const es = inLanguage('es');
const lines = (language: 'en' | 'es', found: ReturnType<typeof evidenceLines>) =>
  found.map(({ phrase, ...rest }) => ({ text: inLanguage(language)(phrase), ...rest }));

describe('custody certificate wording', () => {
  it('labels known kinds and still shows unknown ones', () => {
    expect(en(kindLabel('pickup_complete'))).toBe('Picked up');
    expect(en(kindLabel('returned_to_sender'))).toBe('returned to sender');
  });

  it('names the actor with its role, and the system without a person', () => {
    expect(en(actorLabel({ id: 3, role: 'driver', name: 'Marcus Johnson' }))).toBe('Marcus Johnson (Driver)');
    expect(en(actorLabel({ id: 1, role: 'admin', name: 'Alex Admin' }))).toBe('Alex Admin (Dispatch)');
    expect(en(actorLabel({ id: null, role: 'system', name: 'MedLink' }))).toBe('System');
  });

  it('names the place of a position beside its coordinates to five decimals', () => {
    const position = { latitude: 29.7041, longitude: -95.401 };
    expect(en(positionLabel({ position, place: null }))).toBe('29.70410, -95.40100');
    expect(en(positionLabel({ position, place: 'near Houston, TX 77025' }))).toBe(
      'near Houston, TX 77025 (29.70410, -95.40100)',
    );
    expect(en(positionLabel({ position: null, place: null }))).toBeNull();
  });

  it('words the evidence of an entry: scans, readings (an excursion as an alert), deadlines', () => {
    const at = (d: Date) => d.toISOString();
    expect(lines('en', evidenceLines({ kind: 'label_scanned', content: { scan: 'ML-0042' } }, at))).toEqual([
      { text: 'Label scanned: ML-0042', alert: false },
    ]);
    expect(
      lines(
        'en',
        evidenceLines(
          { kind: 'temperature_excursion', content: { temperatureC: 11, temperatureClass: 'refrigerated' } },
          at,
        ),
      ),
    ).toEqual([{ text: 'Temperature 11 °C (refrigerated): out of range, excursion', alert: true }]);
    expect(
      lines(
        'en',
        evidenceLines(
          { kind: 'delivered', content: { deadline: { due: '2026-03-05T14:00:00.000Z', met: false } } },
          at,
        ),
      ),
    ).toEqual([{ text: 'Deadline 2026-03-05T14:00:00.000Z: missed', alert: true, met: false }]);
    expect(lines('en', evidenceLines({ kind: 'accepted', content: {} }, at))).toEqual([]);
  });

  it('says which ID was checked, never more than its last four', () => {
    expect(en(idLabel({ name: 'Ben', idType: 'drivers_license', idLast4: '4821' }))).toBe(
      "Driver's license ending 4821",
    );
    expect(en(idLabel({ name: 'Ben' }))).toBeNull();
  });

  it('says verified with the count, or names the broken entry', () => {
    expect(en(verdict({ valid: true, checked: 7, finalHash: 'ab', brokenAt: null, problem: null }))).toBe(
      'Verified: all 7 entries match their hashes and the chain is unbroken.',
    );
    expect(
      en(
        verdict({
          valid: false,
          checked: 2,
          finalHash: 'ab',
          brokenAt: 3,
          problem: 'Entry 3 was altered: its content no longer matches its hash',
        }),
      ),
    ).toBe('Not verified: Entry 3 was altered: its content no longer matches its hash.');
    expect(en(verdict({ valid: false, checked: 2, finalHash: 'ab', brokenAt: 3, problem: null }))).toBe(
      'Not verified: the record is broken at entry 3.',
    );
  });

  it("words a broken chain in the reader's language, not the server's English", () => {
    const altered = {
      valid: false,
      checked: 2,
      finalHash: 'ab',
      brokenAt: 3,
      problem: 'Entry 3 was altered: its content no longer matches its hash',
      reason: { code: 'altered' as const, seq: 3 },
    };
    expect(es(verdict(altered))).toBe(
      'No verificado: La entrada 3 fue alterada: su contenido ya no coincide con su hash.',
    );
    expect(en(verdict(altered))).toBe(`Not verified: ${altered.problem}.`);
    const endsEarly = {
      ...altered,
      brokenAt: 5,
      reason: { code: 'endsEarly' as const, kind: 'pickup_complete' },
    };
    expect(es(verdict(endsEarly))).toBe(
      'No verificado: El registro termina en «Recogido», no en el estado actual del pedido: faltan entradas.',
    );
    expect(es(verdict({ ...altered, reason: { code: 'missing' as const, seq: 2, next: 4 } }))).toBe(
      'No verificado: Falta la entrada 2: la siguiente entrada encontrada es la 4.',
    );
  });

  it('words the same evidence, verdict and piece path in Spanish', () => {
    const at = (d: Date) => d.toISOString();
    const exception = {
      kind: 'piece_exception',
      content: {
        piece: 'ML-0042-1-ABC',
        pieceSeq: 1,
        pieceKind: 'tote',
        reason: 'damaged',
        step: 'delivery',
        note: 'Tapa rota',
      },
    };
    expect(lines('es', evidenceLines(exception, at))).toEqual([
      { text: 'Pieza 1 (caja plegable) ML-0042-1-ABC dañada al entregar: Tapa rota', alert: true },
    ]);
    expect(lines('en', evidenceLines(exception, at))).toEqual([
      { text: 'Piece 1 (tote) ML-0042-1-ABC damaged at delivery: Tapa rota', alert: true },
    ]);
    expect(
      lines(
        'es',
        evidenceLines(
          { kind: 'temperature_reading', content: { temperatureC: 4, temperatureClass: 'refrigerated' } },
          at,
        ),
      ),
    ).toEqual([{ text: 'Temperatura 4 °C (refrigerado): dentro del rango', alert: false }]);
    expect(es(verdict({ valid: true, checked: 1, finalHash: 'ab', brokenAt: null, problem: null }))).toBe(
      'Verificado: 1 registro coincide con su hash y la cadena está intacta.',
    );
    expect(es(actorLabel({ id: 3, role: 'driver', name: 'Marcus Johnson' }))).toBe(
      'Marcus Johnson (Conductor)',
    );
    expect(es(idLabel({ name: 'Ben', idType: 'drivers_license', idLast4: '4821' }))).toBe(
      'Licencia de conducir terminada en 4821',
    );
    expect(es(kindLabel('pickup_complete'))).toBe('Recogido');
    const created = {
      kind: 'created',
      content: { pieces: [{ seq: 1, kind: 'tote', label: 'ML-0042-1-ABC' }] },
    };
    const [path] = piecePaths([created, exception]);
    expect(es(path!.title)).toBe('Pieza 1 de 1 (caja plegable) ML-0042-1-ABC');
    expect(path!.steps.map((step) => es(step)).join(' > ')).toBe(
      'etiquetada > dañada al entregar: Tapa rota',
    );
    expect(path!.steps.map((step) => en(step)).join(' > ')).toBe('labelled > damaged at delivery: Tapa rota');
  });
});
