import { describe, expect, it } from 'vitest';
import { estimateTravelMinutes, formatDuration } from './eta';

describe('estimateTravelMinutes', () => {
  it('uses 25 mph plus 30 min up to and including 10 miles', () => {
    expect(estimateTravelMinutes(0)).toBe(30);
    expect(estimateTravelMinutes(5)).toBe(42);
    expect(estimateTravelMinutes(10)).toBe(54);
  });

  it('uses 35 mph plus 45 min above 10 and up to 50 miles', () => {
    expect(estimateTravelMinutes(10.1)).toBe(62); // 17.31 + 45
    expect(estimateTravelMinutes(35)).toBe(105);
    expect(estimateTravelMinutes(50)).toBe(131); // 85.71 + 45
  });

  it('uses 45 mph plus 1 hr above 50 miles', () => {
    expect(estimateTravelMinutes(50.1)).toBe(127); // 66.8 + 60
    expect(estimateTravelMinutes(90)).toBe(180);
    expect(estimateTravelMinutes(225)).toBe(360);
  });

  it('returns whole minutes', () => {
    for (const miles of [0.3, 3.7, 9.99, 12.4, 49.9, 51.2, 140.6]) {
      expect(Number.isInteger(estimateTravelMinutes(miles))).toBe(true);
    }
  });

  it('refuses a negative or non-finite distance', () => {
    expect(() => estimateTravelMinutes(-0.1)).toThrow(RangeError);
    expect(() => estimateTravelMinutes(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDuration', () => {
  it('shows minutes alone under an hour', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(15)).toBe('15 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59)).toBe('59 min');
  });

  it('shows hours and minutes from an hour on, dropping a zero minute part', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(65)).toBe('1 hr 5 min');
    expect(formatDuration(120)).toBe('2 hr');
    expect(formatDuration(131)).toBe('2 hr 11 min');
  });

  it('rounds fractional minutes and never shows a negative duration', () => {
    expect(formatDuration(44.6)).toBe('45 min');
    expect(formatDuration(-5)).toBe('0 min');
  });
});
