/** The certificate's wording of entries and of the verification result. */
import { describe, expect, it } from 'vitest';
import { actorLabel, entryTime, idLabel, kindLabel, positionLabel, verdict } from './custody-format';

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

  it('writes the time with seconds and zone in the given locale, and positions to five decimals', () => {
    expect(entryTime('2026-03-05T14:07:09.000Z', 'en-US')).toMatch(/Mar 5, 2026.*:07:09/);
    expect(entryTime('not a date')).toBe('not a date');
    expect(positionLabel({ latitude: 29.7041, longitude: -95.401 })).toBe('29.70410, -95.40100');
    expect(positionLabel(null)).toBeNull();
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
