/** The certificate's wording of entries, evidence and the verification result (page and PDF). */
import { describe, expect, it } from 'vitest';
import { actorLabel, evidenceLines, idLabel, kindLabel, positionLabel, verdict } from './custody-wording';

describe('custody certificate wording', () => {
  it('labels known kinds and still shows unknown ones', () => {
    expect(kindLabel('pickup_complete')).toBe('Picked up');
    expect(kindLabel('returned_to_sender')).toBe('returned to sender');
  });

  it('names the actor with its role, and the system without a person', () => {
    expect(actorLabel({ id: 3, role: 'driver', name: 'Marcus Johnson' })).toBe('Marcus Johnson (Driver)');
    expect(actorLabel({ id: 1, role: 'admin', name: 'Alex Admin' })).toBe('Alex Admin (Dispatch)');
    expect(actorLabel({ id: null, role: 'system', name: 'MedLink' })).toBe('System');
  });

  it('names the place of a position beside its coordinates to five decimals', () => {
    const position = { latitude: 29.7041, longitude: -95.401 };
    expect(positionLabel({ position, place: null })).toBe('29.70410, -95.40100');
    expect(positionLabel({ position, place: 'near Houston, TX 77025' })).toBe(
      'near Houston, TX 77025 (29.70410, -95.40100)',
    );
    expect(positionLabel({ position: null, place: null })).toBeNull();
  });

  it('words the evidence of an entry: scans, readings (an excursion as an alert), deadlines', () => {
    const at = (d: Date) => d.toISOString();
    expect(evidenceLines({ kind: 'label_scanned', content: { scan: 'ML-0042' } }, at)).toEqual([
      { text: 'Label scanned: ML-0042', alert: false },
    ]);
    expect(
      evidenceLines(
        { kind: 'temperature_excursion', content: { temperatureC: 11, temperatureClass: 'refrigerated' } },
        at,
      ),
    ).toEqual([{ text: 'Temperature 11 °C (refrigerated): out of range, excursion', alert: true }]);
    expect(
      evidenceLines(
        { kind: 'delivered', content: { deadline: { due: '2026-03-05T14:00:00.000Z', met: false } } },
        at,
      ),
    ).toEqual([{ text: 'Deadline 2026-03-05T14:00:00.000Z: missed', alert: true, met: false }]);
    expect(evidenceLines({ kind: 'accepted', content: {} }, at)).toEqual([]);
  });

  it('says which ID was checked, never more than its last four', () => {
    expect(idLabel({ name: 'Ben', idType: 'drivers_license', idLast4: '4821' })).toBe(
      "Driver's license ending 4821",
    );
    expect(idLabel({ name: 'Ben' })).toBeNull();
  });

  it('says verified with the count, or names the broken entry', () => {
    expect(verdict({ valid: true, checked: 7, finalHash: 'ab', brokenAt: null, problem: null })).toBe(
      'Verified: all 7 entries match their hashes and the chain is unbroken.',
    );
    expect(
      verdict({
        valid: false,
        checked: 2,
        finalHash: 'ab',
        brokenAt: 3,
        problem: 'Entry 3 was altered: its content no longer matches its hash',
      }),
    ).toBe('Not verified: Entry 3 was altered: its content no longer matches its hash.');
    expect(verdict({ valid: false, checked: 2, finalHash: 'ab', brokenAt: 3, problem: null })).toBe(
      'Not verified: the record is broken at entry 3.',
    );
  });
});
