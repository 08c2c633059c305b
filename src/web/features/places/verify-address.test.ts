import { describe, expect, it } from 'vitest';
import { verifyAddress } from './verify-address';

describe('verifyAddress', () => {
  it('passes a full street address in the service area', () => {
    expect(verifyAddress('6565 Fannin St, Houston, TX 77030')).toEqual({
      ok: true,
      state: 'TX',
      zip: '77030',
      hasStreetNumber: true,
      problems: [],
    });
  });

  it('accepts every served state, by code or by name, and a country tail', () => {
    expect(verifyAddress('1 Main St, Tulsa, OK 74103').state).toBe('OK');
    expect(verifyAddress('200 Lomas Blvd, Albuquerque, NM 87102').state).toBe('NM');
    expect(verifyAddress('4301 W Markham St, Little Rock, Arkansas 72205, USA').state).toBe('AR');
    expect(verifyAddress('1514 Jefferson Hwy, New Orleans, Louisiana, 70121').ok).toBe(true);
    expect(verifyAddress('23900 Katy Fwy, Katy, texas 77494-1234').zip).toBe('77494');
  });

  it('needs a street number on the street line', () => {
    const check = verifyAddress('Fannin St, Houston, TX 77030');
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(['No street number']);
  });

  it('does not take a 5-digit house number for the ZIP', () => {
    const check = verifyAddress('18500 Katy Fwy, Houston, TX');
    expect(check.zip).toBeNull();
    expect(check.problems).toEqual(['No 5-digit ZIP code']);
  });

  it('refuses states outside the service area', () => {
    const check = verifyAddress('1600 Amphitheatre Pkwy, Mountain View, CA 94043');
    expect(check.state).toBeNull();
    expect(check.problems).toEqual(['Not in TX, OK, NM, AR or LA']);
  });

  it('does not read lower-case words as state codes', () => {
    expect(verifyAddress('100 La Porte Rd, Springfield, 77571').state).toBeNull();
  });

  it('lists every problem of a bare place name', () => {
    expect(verifyAddress('Houston').problems).toEqual([
      'No street number',
      'Not in TX, OK, NM, AR or LA',
      'No 5-digit ZIP code',
    ]);
    expect(verifyAddress('').ok).toBe(false);
  });
});
