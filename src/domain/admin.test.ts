import { describe, expect, it } from 'vitest';
import {
  adminOrdersQuery,
  assignDriverRequest,
  businessDay,
  driversQuery,
  isCalendarDay,
  orderNumberInSearch,
  resolveAnalyticsRange,
} from './admin';

describe('orderNumberInSearch', () => {
  it('reads a display number as that order alone, bare digits as an order or text', () => {
    expect(orderNumberInSearch('ML-0042')).toEqual({ id: 42, exact: true });
    expect(orderNumberInSearch('#ml-42')).toEqual({ id: 42, exact: true });
    expect(orderNumberInSearch('ML42')).toEqual({ id: 42, exact: true });
    expect(orderNumberInSearch('#42')).toEqual({ id: 42, exact: true });
    expect(orderNumberInSearch(' 0042 ')).toEqual({ id: 42, exact: false });
    expect(orderNumberInSearch('ML-0000')).toBeNull();
    expect(orderNumberInSearch('ML-99999999999')).toBeNull();
    expect(orderNumberInSearch('Fannin')).toBeNull();
    expect(orderNumberInSearch('6565 Fannin')).toBeNull();
  });
});

describe('Central days', () => {
  it('knows real calendar days and the Central day of an instant', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    // 05:30 UTC is still the evening before in Chicago (CST, UTC-6).
    expect(businessDay(new Date('2025-01-02T05:30:00Z'))).toBe('2025-01-01');
    expect(businessDay(new Date('2025-07-02T05:30:00Z'))).toBe('2025-07-02');
  });
});

describe('resolveAnalyticsRange', () => {
  it('defaults to the 30 days up to today and refuses reversed or too long ranges', () => {
    expect(resolveAnalyticsRange({}, '2025-03-31')).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(resolveAnalyticsRange({ from: '2025-03-01' }, '2025-03-31')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(resolveAnalyticsRange({ to: '2025-01-30' }, '2025-03-31')).toEqual({
      from: '2025-01-01',
      to: '2025-01-30',
    });
    expect(resolveAnalyticsRange({ from: '2025-02-02', to: '2025-02-01' }, '2025-03-31')).toMatchObject({
      path: 'to',
    });
    expect(resolveAnalyticsRange({ from: '2024-01-01', to: '2024-12-31' }, '2025-03-31')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(resolveAnalyticsRange({ from: '2024-01-01', to: '2025-01-01' }, '2025-03-31')).toMatchObject({
      path: 'from',
    });
  });
});

describe('request schemas', () => {
  it('parses the order list query with its defaults', () => {
    expect(adminOrdersQuery.parse({})).toMatchObject({ status: 'all', limit: 50, count: false });
    const parsed = adminOrdersQuery.parse({ from: '2025-01-01', to: '2025-01-02T10:00:00-06:00', q: '  ' });
    expect(parsed.from).toEqual({ day: '2025-01-01' });
    expect(parsed.to).toEqual({ at: new Date('2025-01-02T16:00:00Z') });
    expect(parsed.q).toBeUndefined();
    // A day and an instant compare by the instant's Central day.
    expect(adminOrdersQuery.safeParse({ from: '2025-01-02', to: '2025-01-02T03:00:00Z' }).success).toBe(
      false,
    );
  });

  it('reads near as a point and a driver id typed as digits', () => {
    expect(driversQuery.parse({ near: '29.7073, -95.3978' }).near).toEqual({
      latitude: 29.7073,
      longitude: -95.3978,
    });
    expect(driversQuery.safeParse({ near: '29.7' }).success).toBe(false);
    expect(assignDriverRequest.parse({ driverId: '12' })).toEqual({ driverId: 12 });
    expect(assignDriverRequest.safeParse({ driverId: '12abc' }).success).toBe(false);
  });
});
