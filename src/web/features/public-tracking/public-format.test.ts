/** Times on the public page: the clock alone today, the date too on another day. */
import { describe, expect, it } from 'vitest';
import { clockTime } from './public-format';

describe('clockTime', () => {
  const now = new Date(2026, 2, 5, 9, 0);
  it('shows only the time for today and the date for another day', () => {
    expect(clockTime(new Date(2026, 2, 5, 15, 45).toISOString(), now, 'en-US')).toBe('3:45 PM');
    expect(clockTime(new Date(2026, 2, 6, 8, 5).toISOString(), now, 'en-US')).toBe('Mar 6, 8:05 AM');
  });
  it('shows words it cannot read as a time unchanged', () => {
    expect(clockTime('about 20 minutes', now)).toBe('about 20 minutes');
  });
});
