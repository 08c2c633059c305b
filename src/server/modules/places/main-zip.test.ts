import { describe, expect, it } from 'vitest';
import { gazetteer, type ZipPlace } from './gazetteer';
import { MAIN_POST_OFFICE_BOX_ZIPS, mainZipOf, pointKey } from './main-zip';
import { decodePlaceRef } from './place-id';
import { searchPlaces } from './search';

/** The first suggestion's words and the ZIP its point is (the ZIP is no longer shown). */
const first = (q: string) => {
  const [found] = searchPlaces(q, 1);
  const parts = found && decodePlaceRef(found.place_id);
  return found && parts?.k === 'z' ? `${found.formatted_address} ${parts.z}` : undefined;
};

describe("a city's main ZIP: where a street typed without a ZIP is placed", () => {
  it('is downtown in the large cities of the five states', () => {
    const expected: [string, string][] = [
      ['Houston', 'TX 77002'],
      ['Dallas', 'TX 75201'],
      ['Austin', 'TX 78701'],
      // The lowest-numbered delivery ZIP: just north of downtown (78205), 3 miles away.
      ['San Antonio', 'TX 78201'],
      ['Fort Worth', 'TX 76102'],
      ['El Paso', 'TX 79901'],
      ['Oklahoma City', 'OK 73102'],
      ['Tulsa', 'OK 74103'],
      ['Albuquerque', 'NM 87102'],
      ['Little Rock', 'AR 72201'],
      ['New Orleans', 'LA 70112'],
    ];
    for (const [city, zip] of expected) {
      expect(first(`1200 Main St, ${city}`)).toBe(`1200 Main St, ${city}, ${zip}`);
      expect(searchPlaces(`1200 Main St, ${city}`, 1)[0]?.precision).toBe('city');
    }
  });

  it('is never a main post office box ZIP nor a ZIP sharing its point with another', () => {
    const atPoint = new Map<string, number>();
    for (const zip of gazetteer().zips.values())
      atPoint.set(pointKey(zip), (atPoint.get(pointKey(zip)) ?? 0) + 1);
    const largest = gazetteer().largest.slice(0, 60);
    for (const city of largest) {
      expect(MAIN_POST_OFFICE_BOX_ZIPS.has(city.main.zip)).toBe(false);
      expect(atPoint.get(pointKey(city.main)), `${city.name} ${city.main.zip}`).toBe(1);
    }
  });
});

describe('mainZipOf', () => {
  const place = (zip: string, latitude: number, longitude: number): ZipPlace => ({
    zip,
    city: 'Testville',
    state: 'TX',
    latitude,
    longitude,
  });
  const counts = (places: ZipPlace[]) => {
    const map = new Map<string, number>();
    for (const p of places) map.set(pointKey(p), (map.get(pointKey(p)) ?? 0) + 1);
    return map;
  };

  it('takes the lowest-numbered ZIP that looks like an area of streets', () => {
    const zips = [
      place('79903', 31.7862, -106.4406),
      place('79902', 31.7763, -106.4932),
      place('79901', 31.7584, -106.4783),
    ];
    expect(mainZipOf(zips, counts(zips)).zip).toBe('79901');
  });

  it('skips shared points, two-decimal points, listed box ZIPs and ZIPs off the common prefix', () => {
    const zips = [
      place('77001', 29.8131, -95.3098), // listed: Houston's main post office boxes
      place('77003', 29.7489, -95.3391),
      place('77004', 29.7247, -95.3625),
      place('77005', 29.7179, -95.4263),
      place('76500', 29.7001, -95.3001), // a lone ZIP of another prefix
      place('77000', 29.76, -95.36), // rough placement
      place('76990', 29.75, -95.3333), // shares its point with the next
      place('76991', 29.75, -95.3333),
    ];
    expect(mainZipOf(zips, counts(zips)).zip).toBe('77003');
  });

  it('falls back to the lowest-numbered ZIP when none looks like an area', () => {
    const zips = [place('71952', 34.5, -93.05), place('71951', 34.5, -93.05)];
    expect(mainZipOf(zips, counts(zips)).zip).toBe('71951');
  });
});
