/** The certificate page's own clock: the viewer's locale and zone, with seconds. */
import { describe, expect, it } from 'vitest';
import { entryTime } from './custody-format';

describe('entryTime', () => {
  it('writes the time with seconds and zone in the given locale', () => {
    expect(entryTime('2026-03-05T14:07:09.000Z', 'en-US')).toMatch(/Mar 5, 2026.*:07:09/);
    expect(entryTime('not a date')).toBe('not a date');
  });
});
