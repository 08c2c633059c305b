/** One status line per address field: what a picked suggestion's precision and words make it say. */
import { describe, expect, it } from 'vitest';
import { addressStatus, cityOf } from './address-status';

const picked = (address: string, precision: 'street' | 'zip' | 'city' | null) =>
  addressStatus({ phase: 'checked', address, precision, noMatch: false });

describe('the status line of an address field', () => {
  it('calls a street-level pick found at the street', () => {
    expect(picked('6621 Fannin St, Houston, TX 77030', 'street')).toMatchObject({
      kind: 'found',
      key: 'address.status.street',
    });
  });

  it('calls a ZIP-level pick approximate at that ZIP, never verified', () => {
    expect(picked('2450 Holcombe Blvd, Houston, TX 77004', 'zip')).toMatchObject({
      kind: 'found',
      key: 'address.status.zip',
      values: { zip: '77004' },
    });
  });

  it('calls a street picked in a city without a ZIP approximate at the city, not "needs review"', () => {
    expect(picked('1200 Binz St, Houston, TX', 'city')).toMatchObject({
      kind: 'found',
      key: 'address.status.city',
      values: { city: 'Houston' },
    });
  });

  it('asks for review when the pick has no street number', () => {
    expect(picked('Houston, TX', 'city')).toEqual({ kind: 'review', key: 'address.status.noNumber' });
    expect(picked('Fannin St, Houston, TX', 'city')).toEqual({
      kind: 'review',
      key: 'address.status.noNumber',
    });
  });

  it('says nothing while typing, and not found when the search found nothing', () => {
    const typed = { phase: 'typed' as const, address: '999 Nowhere', precision: null };
    expect(addressStatus({ ...typed, noMatch: false })).toEqual({ kind: 'none' });
    expect(addressStatus({ ...typed, noMatch: true })).toEqual({ kind: 'not-found' });
  });

  it('reads the city of an address with or without a street', () => {
    expect(cityOf('1200 Binz St, Houston, TX')).toBe('Houston');
    expect(cityOf('Katy, TX 77494')).toBe('Katy');
  });
});
