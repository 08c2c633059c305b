/**
 * The label's handling notes are the proof-requirements table's: the same words checkout and the
 * order page show, for every combination of proofs and each temperature class.
 */
import { describe, expect, it } from 'vitest';
import { TEMPERATURE_CLASSES } from '@domain/cold-chain';
import { PROOF_REQUIREMENTS } from '@domain/proof-requirements';
import { documentWords } from '../notifications/index';
import { handlingNotes } from './label-pdf';

const english = documentWords('en');

describe('the label handling notes', () => {
  it("lists each proof the order's hand-overs need, worded by the table", () => {
    for (const temperatureClass of TEMPERATURE_CLASSES) {
      for (const bits of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const order = {
          requiresSignature: !!(bits & 1),
          requiresId: !!(bits & 2),
          requiresPhoto: !!(bits & 4),
        };
        const facts = { ...order, temperatureClass };
        const expected = Object.values(PROOF_REQUIREMENTS)
          .filter((row) => row.required(facts))
          .map((row) => row.detail(facts));
        const notes = handlingNotes(order, temperatureClass, false, english);
        expect(notes).toBe(expected.length ? expected.join('; ') : 'Standard handling');
      }
    }
  });

  it('says the same proofs in Spanish, with the class range', () => {
    const order = { requiresSignature: true, requiresId: false, requiresPhoto: false };
    expect(handlingNotes(order, 'refrigerated', true, documentWords('es'))).toBe(
      'Firma al recoger y al entregar; Lectura de temperatura al recoger y al entregar (2 a 8 °C); ' +
        'Escanee esta etiqueta en cada traspaso',
    );
  });

  it('tells whoever holds one piece of several to scan it at every hand-over', () => {
    const order = { requiresSignature: true, requiresId: false, requiresPhoto: false };
    const facts = { ...order, temperatureClass: 'refrigerated' as const };
    expect(handlingNotes(order, 'refrigerated', true, english)).toBe(
      `${PROOF_REQUIREMENTS.signature.detail(facts)}; ${PROOF_REQUIREMENTS.temperature.detail(facts)}; ` +
        'Scan this label at every hand-over',
    );
  });
});
