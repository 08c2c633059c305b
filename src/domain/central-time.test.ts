import { describe, expect, it } from 'vitest';
import { addDays, dayKey, offsetMinutes, startOfDay, weekStart } from './central-time';

const at = (iso: string) => new Date(iso);

describe('Central time', () => {
  it('starts each day at the local midnight, across both DST changes', () => {
    expect(startOfDay('2025-03-09').toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(startOfDay('2025-03-10').toISOString()).toBe('2025-03-10T05:00:00.000Z');
    expect(startOfDay('2025-11-02').toISOString()).toBe('2025-11-02T05:00:00.000Z');
    expect(startOfDay('2025-11-03').toISOString()).toBe('2025-11-03T06:00:00.000Z');
  });

  it('names the Central day of an instant and the Monday of its week', () => {
    expect(dayKey(at('2025-07-02T04:30:00Z'))).toBe('2025-07-01'); // 23:30 CDT
    expect(dayKey(at('2025-07-02T05:30:00Z'))).toBe('2025-07-02'); // 00:30 CDT
    expect(weekStart('2025-03-09')).toBe('2025-03-03'); // a Sunday belongs to the week before
    expect(weekStart('2025-03-10')).toBe('2025-03-10');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });
});

describe('offsets', () => {
  it('is CST in winter and CDT in summer', () => {
    expect(offsetMinutes(at('2025-01-15T12:00:00.123Z'))).toBe(-360);
    expect(offsetMinutes(at('2025-07-15T12:00:00Z'))).toBe(-300);
  });
});
