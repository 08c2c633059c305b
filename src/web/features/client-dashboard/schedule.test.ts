import { describe, expect, it } from 'vitest';
import { isSelectableDay, scheduledMoment, toDayInput } from './schedule';

// 10:30 local on 14 June 2025.
const now = new Date(2025, 5, 14, 10, 30);

describe('scheduled date picker', () => {
  it('refuses past days, impossible days and days before 1900-01-01', () => {
    expect(isSelectableDay('2025-06-14', now)).toBe(true);
    expect(isSelectableDay('2025-06-20', now)).toBe(true);
    expect(isSelectableDay('2025-06-13', now)).toBe(false);
    expect(isSelectableDay('1899-12-31', now)).toBe(false);
    expect(isSelectableDay('1899-12-31', new Date(1890, 0, 1))).toBe(false);
    expect(isSelectableDay('2025-02-30', new Date(2025, 0, 1))).toBe(false);
    expect(isSelectableDay('', now)).toBe(false);
  });

  it('turns a day into the start of the preferred slot', () => {
    expect(scheduledMoment('2025-06-20', 'afternoon', now)).toEqual(new Date(2025, 5, 20, 12));
    expect(scheduledMoment('2025-06-20', null, now)).toEqual(new Date(2025, 5, 20, 8));
  });

  it('uses the end of a slot already under way today', () => {
    expect(scheduledMoment('2025-06-14', 'morning', now)).toEqual(new Date(2025, 5, 14, 12));
    expect(scheduledMoment('2025-06-14', 'evening', now)).toEqual(new Date(2025, 5, 14, 17));
  });

  it('formats a date as the local day an input shows', () => {
    expect(toDayInput(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
