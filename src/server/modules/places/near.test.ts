/** Naming the place nearest a driver's position from the embedded gazetteer. */
import { describe, expect, it } from 'vitest';
import { placeNear, placeNearText } from './near';

describe('placeNear', () => {
  it('names the nearest city, state and ZIP', () => {
    expect(placeNear({ latitude: 29.7009, longitude: -95.1989 })).toBe('near Pasadena, TX 77506');
    expect(placeNear({ latitude: 35.4676, longitude: -97.5164 })).toMatch(/^near Oklahoma City, OK 731\d\d$/);
  });

  it('names nothing far from every ZIP, for an impossible point, or for a missing fix', () => {
    expect(placeNear({ latitude: 25.0, longitude: -90.0 })).toBeNull();
    expect(placeNear({ latitude: 91, longitude: 0 })).toBeNull();
    expect(placeNear(null)).toBeNull();
    expect(placeNearText('0.000000', '0.000000')).toBeNull();
    expect(placeNearText(null, '-95.1')).toBeNull();
    expect(placeNearText('29.700900', '-95.198900')).toBe('near Pasadena, TX 77506');
  });
});
