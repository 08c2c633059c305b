import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type zipcodesPackage from 'zipcodes';
import { loadZipRecords, parseCodesFile } from './zip-records';

const require = createRequire(import.meta.url);

describe('the ZIP records, read from the zipcodes data file as JSON', () => {
  it("are the package's own US records, every one", () => {
    // The file is still laid out as zip-records.ts reads it (else it falls back to require()).
    const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    expect(parseCodesFile(text)).toBeDefined();
    const zipcodes = require('zipcodes') as typeof zipcodesPackage;
    const usable = Object.values(zipcodes.codes).filter(
      (r) => r.country === 'US' && Number.isFinite(r.latitude) && Number.isFinite(r.longitude),
    );
    const records = loadZipRecords();
    expect(records.length).toBeGreaterThan(40_000);
    expect(records).toEqual(usable);
  });

  it('are not guessed from a file laid out otherwise', () => {
    expect(parseCodesFile('module.exports = {};\n')).toBeUndefined();
    expect(parseCodesFile('exports.codes = {"77002": ;\n')).toBeUndefined();
  });
});
