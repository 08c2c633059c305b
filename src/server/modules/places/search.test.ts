import { describe, expect, it } from 'vitest';
import { haversineMiles } from '@domain/geo';
import { HOUSTON, nearestZip, serviceStateAt } from './gazetteer';
import { randomBytes } from 'node:crypto';
import { decodePlaceRef, encodePlaceRef, placeIds } from './place-id';
import { parseNumberlessStreet, parseQuery } from './query';
import { searchPlaces } from './search';
import { signedGeocoder } from './signed-geocoder';
import { resolveText } from './resolve';

const embedded = {
  kind: 'embedded' as const,
  autocomplete: async (q: string, limit: number) => searchPlaces(q, limit),
  resolve: async (text: string) => resolveText(text),
};
const ids = placeIds(randomBytes(32));
const geocoder = signedGeocoder(embedded, ids);

const addresses = (q: string, limit = 8) => searchPlaces(q, limit).map((s) => s.formatted_address);

describe('gazetteer search', () => {
  it('completes a partial street and city into the typed city, approximate, near Houston', () => {
    const [first] = searchPlaces('1200 Main St, Hou', 8);
    expect(first).toMatchObject({ formatted_address: '1200 Main St, Houston, TX', precision: 'city' });
    expect(haversineMiles(first!, HOUSTON)).toBeLessThan(10);
  });

  it('pins a street at the typed ZIP, and at the city centre with no ZIP shown when none is typed', () => {
    // No ZIP the person did not type; the point is the city's main (downtown) ZIP's.
    const [inCity] = searchPlaces('1200 Main St, Houston', 1);
    expect(inCity).toMatchObject({ formatted_address: '1200 Main St, Houston, TX', precision: 'city' });
    expect(haversineMiles(inCity!, { latitude: 29.7543, longitude: -95.3657 })).toBeLessThan(1.5);
    expect(searchPlaces('1200 Main St, Houston, TX 77002', 8)).toEqual([
      expect.objectContaining({ formatted_address: '1200 Main St, Houston, TX 77002', precision: 'zip' }),
    ]);
    expect(addresses('6565 Fannin St Houston TX 77030')).toEqual(['6565 Fannin St, Houston, TX 77030']);
    expect(addresses('6565 Fannin, Houston, TX 77030')).toEqual(['6565 Fannin, Houston, TX 77030']);
  });

  it('invents no city or ZIP for a street typed without one', () => {
    expect(searchPlaces('999 Nowhere Blvd', 8)).toEqual([]);
    expect(searchPlaces('6565 Fannin', 8)).toEqual([]);
    expect(searchPlaces('Main St', 8)).toEqual([]);
    expect(searchPlaces('1200 Main St, TX', 8)).toEqual([]);
  });

  it('answers a ZIP with its city', () => {
    const found = searchPlaces('77030', 8);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      formatted_address: 'Houston, TX 77030',
      latitude: 29.7041,
      longitude: -95.401,
    });
  });

  it('answers a city with one entry at its centre, precision city, no ZIP', () => {
    expect(searchPlaces('Katy', 8)[0]).toMatchObject({ formatted_address: 'Katy, TX', precision: 'city' });
    expect(addresses('katy, tx')[0]).toBe('Katy, TX');
    expect(addresses('Oklahoma City')[0]).toBe('Oklahoma City, OK');
  });

  it('never offers a place outside TX, OK, NM, AR, LA', () => {
    expect(searchPlaces('Denver, CO', 8)).toEqual([]);
    expect(searchPlaces('90210', 8)).toEqual([]);
    expect(searchPlaces('1200 Main St, Beverly Hills, CA 90210', 8)).toEqual([]);
    for (const q of ['1200 Main St, San', 'San', 'Rock', 'Ho', '7', '770']) {
      for (const s of addresses(q)) expect(s).toMatch(/, (TX|OK|NM|AR|LA)( \d{5})?$/);
    }
  });

  it('ranks Texas first and then by nearness to Houston', () => {
    // 'Hou': Houston, TX before Houma, LA and Houston, AR.
    expect(addresses('Hou')[0]).toBe('Houston, TX');
    const found = addresses('San');
    const firstOutside = found.findIndex((a) => !a.endsWith(', TX'));
    if (firstOutside >= 0) expect(found.slice(firstOutside).every((a) => !a.endsWith(', TX'))).toBe(true);
  });

  it('keeps a street in the state of the first city of its name: no Houston, AR for a street in Houston', () => {
    const found = addresses('1200 Binz St, Houston');
    expect(found[0]).toBe('1200 Binz St, Houston, TX');
    expect(found).not.toContain('1200 Binz St, Houston, AR');
    // Cities whose names only start with it stay ('North Houston'), and typing the state still finds it.
    expect(found).toContain('1200 Binz St, North Houston, TX');
    expect(addresses('1200 Binz St, Houston, AR')).toEqual(['1200 Binz St, Houston, AR']);
    // A city alone is not a street: all the namesakes are still offered to choose from.
    expect(addresses('Houston')).toContain('Houston, AR');
  });

  it('reads a state being typed, and a state that is really the start of a city name', () => {
    expect(addresses('Katy T')[0]).toMatch(/^Katy, TX/);
    expect(addresses('San Ma')).toContain('San Marcos, TX');
  });

  it('completes a ZIP being typed, alone or after a street', () => {
    expect(addresses('7703', 3)).toEqual(['Houston, TX 77030', 'Houston, TX 77031', 'Houston, TX 77032']);
    expect(addresses('1200 Main St, 7700', 2)).toEqual([
      '1200 Main St, Houston, TX 77001',
      '1200 Main St, Houston, TX 77002',
    ]);
  });

  it('completes a street typed without its number, which then needs review in the form', () => {
    expect(addresses('Fannin St, Hou', 1)).toEqual(['Fannin St, Houston, TX']);
    expect(addresses('fannin street houston', 1)).toEqual(['Fannin St, Houston, TX']);
    expect(addresses('Westheimer Rd, Houston, TX 77057')).toEqual(['Westheimer Rd, Houston, TX 77057']);
    // The street is kept when a ZIP follows, instead of being read as the city.
    expect(addresses('Elm St, Dallas, TX 75201')).toEqual(['Elm St, Dallas, TX 75201']);
  });

  it('reads a city whose name ends like a street as the city, and never offers a misspelt city as a street', () => {
    for (const q of ['Harker Heights', 'Harker Heights, TX', 'Harker Heights TX 76548', 'Copperas Cove']) {
      expect(addresses(q, 1)[0]).toMatch(/^(Harker Heights|Copperas Cove), TX( \d{5})?$/);
    }
    expect(searchPlaces('Houstn, TX', 8)).toEqual([]);
    expect(searchPlaces('Fannin, Denver, CO', 8)).toEqual([]);
    expect(searchPlaces('Colfax Ave, Denver, CO', 8)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(searchPlaces('San', 3)).toHaveLength(3);
  });
});

describe('query parsing', () => {
  it('keeps street words that parse-address would drop, and tidies the rest', () => {
    expect(parseQuery('1200 FM 1960, Houston').street).toBe('1200 FM 1960');
    expect(parseQuery('1200 main street houston')).toMatchObject({ street: '1200 Main St', city: 'houston' });
    expect(parseQuery('1200 Main St Apt 4 Houston TX')).toMatchObject({
      street: '1200 Main St Apt 4',
      city: 'Houston',
      state: 'TX',
    });
  });

  it('reads a street without a number only when it has a street type after its name', () => {
    expect(parseNumberlessStreet('Fannin Street, Hou')).toMatchObject({
      street: 'Fannin St',
      typedStreet: 'Fannin Street',
      city: 'Hou',
    });
    expect(parseNumberlessStreet('N Main St Apt 4 Houston TX 77002')).toMatchObject({
      street: 'N Main St Apt 4',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
    });
    expect(parseNumberlessStreet('Houstn, TX')).toBeNull();
    expect(parseNumberlessStreet('St, Houston')).toBeNull();
    expect(parseNumberlessStreet('1200 Main St')).toBeNull();
  });
});

describe('place ids', () => {
  it('round-trips a suggestion to the same address and coordinates', async () => {
    for (const q of ['1200 Main St, Hou', '77030', 'Katy', 'Fannin St, Hou']) {
      const [suggestion] = await geocoder.autocomplete(q, 1);
      const resolved = await geocoder.place(suggestion!.place_id);
      expect(resolved).toEqual({ ok: true, place: suggestion });
    }
  });

  it('is stable: the same address gives the same id', () => {
    expect(searchPlaces('1200 Main St, Houston', 1)[0]!.place_id).toBe(
      searchPlaces('1200 main street, houston', 1)[0]!.place_id,
    );
  });

  it('refuses ids it did not sign, and places outside the area', async () => {
    const [signed] = await geocoder.autocomplete('Katy', 1);
    expect(await geocoder.place(signed!.place_id)).toEqual({ ok: true, place: signed });
    expect(await geocoder.place('not an id')).toEqual({ ok: false, reason: 'invalid' });
    // A reference without its signature, or signed with another key, is not one of ours.
    expect(await geocoder.place(encodePlaceRef({ k: 'z', z: '77494' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const otherKey = placeIds(randomBytes(32)).sign(encodePlaceRef({ k: 'z', z: '77494' }));
    expect(await geocoder.place(otherKey)).toEqual({ ok: false, reason: 'invalid' });
    expect(await geocoder.place(ids.sign(Buffer.from('{"k":"z"}').toString('base64url')))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await geocoder.place(ids.sign(encodePlaceRef({ k: 'z', z: '90210' })))).toEqual({
      ok: false,
      reason: 'not_found',
    });
    // An external place is asked again by its label: Denver is outside whatever point it carried.
    const denver = ids.sign(encodePlaceRef({ k: 'x', a: 'Denver, CO', la: 29.76, lo: -95.37 }));
    expect(await geocoder.place(denver)).toEqual({ ok: false, reason: 'not_found' });
    expect(decodePlaceRef(encodePlaceRef({ k: 'x', a: 'Somewhere', la: 29.76, lo: -95.37 }))).toMatchObject({
      k: 'x',
    });
  });
});

describe('service area', () => {
  it('names the state of a point inside the five states', () => {
    expect(serviceStateAt(29.7604, -95.3698)).toBe('TX');
    expect(serviceStateAt(35.4676, -97.5164)).toBe('OK');
    expect(serviceStateAt(35.0844, -106.6504)).toBe('NM');
    expect(serviceStateAt(34.7465, -92.2896)).toBe('AR');
    expect(serviceStateAt(29.9511, -90.0715)).toBe('LA');
    expect(serviceStateAt(29.25, -103.25)).toBe('TX'); // Big Bend: sparse ZIPs, still Texas
  });

  it('answers null outside them: other states, Mexico, open sea, nonsense', () => {
    expect(serviceStateAt(39.7392, -104.9903)).toBeNull(); // Denver
    expect(serviceStateAt(34.0901, -118.4065)).toBeNull(); // Beverly Hills
    expect(serviceStateAt(25.6866, -100.3161)).toBeNull(); // Monterrey
    expect(serviceStateAt(27.5, -93.0)).toBeNull(); // Gulf of Mexico
    expect(serviceStateAt(Number.NaN, 0)).toBeNull();
    expect(serviceStateAt(95, 0)).toBeNull();
  });

  it('finds the nearest ZIP across a grid-cell boundary', () => {
    expect(nearestZip({ latitude: 29.7041, longitude: -95.401 })?.zip).toBe('77030');
  });
});
