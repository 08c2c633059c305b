import { describe, expect, it } from 'vitest';
import { estimateRoadMiles, haversineMiles, ROAD_FACTOR } from './geo';

const downtownHouston = { latitude: 29.7604, longitude: -95.3698 };
const downtownDallas = { latitude: 32.7767, longitude: -96.797 };
const methodist = { latitude: 29.710434, longitude: -95.399635 };

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    expect(haversineMiles(downtownHouston, downtownHouston)).toBe(0);
  });

  it('gives the known Houston-Dallas great-circle distance (about 225 miles)', () => {
    expect(haversineMiles(downtownHouston, downtownDallas)).toBeCloseTo(224.6, 0);
  });

  it('is symmetric', () => {
    expect(haversineMiles(downtownDallas, downtownHouston)).toBeCloseTo(
      haversineMiles(downtownHouston, downtownDallas),
      9,
    );
  });

  it('measures short urban hops (downtown to the Medical Center, about 3.9 miles)', () => {
    expect(haversineMiles(downtownHouston, methodist)).toBeCloseTo(3.87, 1);
  });

  it('stays finite for antipodal points', () => {
    const d = haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 3958.8, 3);
  });
});

describe('estimateRoadMiles', () => {
  it('prices long runs at highway circuity: Houston to Dallas about 250 road miles, not 290', () => {
    const miles = estimateRoadMiles(downtownHouston, downtownDallas);
    expect(miles).toBeGreaterThan(235);
    expect(miles).toBeLessThan(255);
  });

  it('is the great-circle distance times the road factor within a metro area', () => {
    expect(ROAD_FACTOR).toBe(1.3);
    expect(estimateRoadMiles(downtownHouston, methodist)).toBeCloseTo(
      haversineMiles(downtownHouston, methodist) * 1.3,
      9,
    );
  });
});
