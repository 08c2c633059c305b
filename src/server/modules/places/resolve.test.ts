import { describe, expect, it } from 'vitest';
import { haversineMiles } from '@domain/geo';
import { resolveText } from './resolve';

const place = (text: string) => {
  const found = resolveText(text);
  return found.ok ? found.place : found.reason;
};

describe('resolving a whole address for an order', () => {
  it('pins a street at the ZIP it names, keeping the words typed, precision zip', () => {
    const found = place('6565 Fannin, Houston, TX 77030');
    expect(found).toMatchObject({ formatted_address: '6565 Fannin, Houston, TX 77030', precision: 'zip' });
    // 77030 (the Medical Center), never downtown's 77002.
    expect(haversineMiles(found as never, { latitude: 29.7041, longitude: -95.401 })).toBeLessThan(0.1);
  });

  it('pins a street with a city but no ZIP at the city centre, precision city', () => {
    expect(place('500 N Mesa St, El Paso, TX')).toMatchObject({
      formatted_address: '500 N Mesa St, El Paso, TX',
      precision: 'city',
    });
    expect(place('Fannin St, Houston, TX')).toMatchObject({ precision: 'city' });
  });

  it('needs the city in full: a prefix or a misspelling is no place', () => {
    expect(place('1200 Main St, Hou')).toBe('unknown');
    expect(place('1200 Main St, Houstn, TX')).toBe('unknown');
  });

  it('finds nothing for text naming no place or a street alone', () => {
    expect(place('Qzxv Plmkrt Wobblefrond Zzyq')).toBe('unknown');
    expect(place('999 Nowhere Blvd')).toBe('unknown');
    expect(place('6565 Fannin')).toBe('unknown');
  });

  it('tells a place outside the five states from an unknown one', () => {
    expect(place('1600 Pennsylvania Ave NW, Washington, DC 20500')).toBe('outside');
    expect(place('1700 Lincoln St, Denver, CO 80203')).toBe('outside');
    expect(place('Beverly Hills 90210')).toBe('outside');
  });

  it('picks the Texas city of a shared name unless another state is named', () => {
    expect((place('Paris') as { formatted_address: string }).formatted_address).toBe('Paris, TX');
    expect((place('Paris, AR') as { formatted_address: string }).formatted_address).toBe('Paris, AR');
  });
});
