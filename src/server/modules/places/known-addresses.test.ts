import { describe, expect, it } from 'vitest';
import { addressKey, agreedPoint } from './known-addresses';

describe('learned address keys and points', () => {
  it('gives every spelling of one street address the same key, and none to an address without a number or ZIP', () => {
    const key = addressKey('6621 Fannin St, Houston, TX 77030')?.key;
    expect(key).toBe('6621 fannin st 77030');
    expect(addressKey('6621 FANNIN STREET, Houston, Texas 77030')?.key).toBe(key);
    expect(addressKey('Fannin St, Houston, TX 77030')).toBeNull();
    expect(addressKey('6621 Fannin St, Houston, TX')).toBeNull();
  });

  it('takes the mean of the positions that agree within 150 m and leaves a stray fix out', () => {
    const door = { latitude: 29.707, longitude: -95.4016 };
    const nearby = { latitude: 29.7071, longitude: -95.4015 };
    const nextStop = { latitude: 29.72, longitude: -95.39 };
    const found = agreedPoint([door, nextStop, nearby]);
    expect(found?.count).toBe(2);
    expect(found?.point.latitude).toBeCloseTo(29.70705, 6);
    expect(agreedPoint([door, nextStop])).toBeNull();
  });
});
