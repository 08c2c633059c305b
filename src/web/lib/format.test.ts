import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEnUsDateTime } from './format';

const intl = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// ICU versions differ on the space before AM/PM (a narrow no-break space in some); the words match.
const spaced = (text: string) => text.replace(/\u202f/g, ' ');

describe('formatEnUsDateTime', () => {
  it('writes what Intl writes for en-US, every month and every hour of the day', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(2026, month, (month % 28) + 1, hour, (hour * 7) % 60);
        expect(formatEnUsDateTime(date)).toBe(spaced(intl.format(date)));
      }
    }
  });

  it('shows midnight and noon as 12', () => {
    expect(formatEnUsDateTime(new Date(2026, 10, 27, 0, 5))).toBe('Nov 27, 2026, 12:05 AM');
    expect(formatEnUsDateTime(new Date(2026, 10, 27, 12, 0))).toBe('Nov 27, 2026, 12:00 PM');
  });
});

describe('formatDateTime', () => {
  it('says Never for no value and Unknown for one that is not a date', () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('not a date')).toBe('Unknown');
  });

  it('formats an ISO timestamp in local time', () => {
    const date = new Date(2026, 1, 3, 15, 4);
    expect(formatDateTime(date.toISOString())).toBe('Feb 3, 2026, 3:04 PM');
  });
});
