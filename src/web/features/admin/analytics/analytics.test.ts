/** The Analytics range and the chart axes. */
import { describe, expect, it } from 'vitest';
import { analyticsPath, resolveRange, shortDay } from './analytics-range';
import { labelStride, niceScale, shortMoney } from './chart-scale';

describe('resolveRange', () => {
  it('counts presets back from the business day, today included', () => {
    expect(resolveRange({ kind: 'preset', days: 7 }, '2025-03-10')).toEqual({
      from: '2025-03-04',
      to: '2025-03-10',
    });
    expect(resolveRange({ kind: 'preset', days: 30 }, '2025-03-01')).toEqual({
      from: '2025-01-31',
      to: '2025-03-01',
    });
  });

  it('checks a custom range before asking the server', () => {
    expect(resolveRange({ kind: 'custom', from: '', to: '2025-01-01' }, '2025-03-10')).toEqual({
      problem: 'Choose a start date',
      field: 'from',
    });
    expect(
      resolveRange({ kind: 'custom', from: '2025-02-01', to: '2025-01-01' }, '2025-03-10'),
    ).toMatchObject({ field: 'to' });
    expect(
      resolveRange({ kind: 'custom', from: '2023-01-01', to: '2025-01-01' }, '2025-03-10'),
    ).toMatchObject({
      problem: 'The range can be at most 366 days',
    });
    expect(resolveRange({ kind: 'custom', from: '2025-01-01', to: '2025-01-31' }, '2025-03-10')).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  it('asks the server for exactly that range', () => {
    expect(analyticsPath({ from: '2025-01-01', to: '2025-01-31' })).toBe(
      '/api/admin/analytics?from=2025-01-01&to=2025-01-31',
    );
  });

  it('labels a day as the calendar day, whatever the time zone', () => {
    expect(shortDay('2025-11-03')).toBe('Nov 3');
  });
});

describe('niceScale', () => {
  it('rounds the top to a 1-2-5 step from zero', () => {
    expect(niceScale(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1234.5).max).toBe(1500);
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(0.3).ticks.every((t) => String(t).length < 6)).toBe(true);
  });

  it('thins the date labels to fit', () => {
    expect(labelStride(7, 700)).toBe(1);
    expect(labelStride(90, 600)).toBe(9);
    expect(shortMoney(1500)).toBe('$1.5k');
    expect(shortMoney(2000)).toBe('$2k');
    expect(shortMoney(950.4)).toBe('$950');
  });
});
