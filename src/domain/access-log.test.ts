/** The custody certificate declares every protected group, each once, whatever FIELD_GROUPS holds. */
import { describe, expect, it } from 'vitest';
import { CUSTODY_FIELDS, FIELD_GROUPS } from './access-log';

describe('CUSTODY_FIELDS', () => {
  it('names every field group once, the certificate first', () => {
    expect([...CUSTODY_FIELDS].sort()).toEqual([...FIELD_GROUPS].sort());
    expect(new Set(CUSTODY_FIELDS).size).toBe(CUSTODY_FIELDS.length);
    expect(CUSTODY_FIELDS[0]).toBe('custody-certificate');
  });

  it('keeps the order the access log has always written', () => {
    expect(CUSTODY_FIELDS).toEqual([
      'custody-certificate',
      'contacts',
      'item',
      'proof-name',
      'signature',
      'photo',
      'id-digits',
      'temperature',
    ]);
  });
});
