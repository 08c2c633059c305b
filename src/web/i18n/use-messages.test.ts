/** The app's money and Central-time dates read as react-intl's provider wrote them, in both languages. */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { EN } from './catalogue/en';
import { ES } from './catalogue/es';
import { formatsOf } from './use-messages';

describe('the formats of useMessages', () => {
  it('write money, counts and dates as react-intl did, in Central time', () => {
    const instants = [
      '2026-03-07T02:00:00Z',
      '2026-07-04T17:05:00Z',
      Date.UTC(2026, 10, 27, 21, 5),
      new Date(0),
    ];
    for (const [language, locale, messages] of [
      ['en', 'en-US', EN],
      ['es', 'es-US', ES],
    ] as const) {
      const intl = createIntl({ locale, messages, timeZone: 'America/Chicago' });
      const f = formatsOf(language, messages);
      expect(f.money('1234.5')).toBe(intl.formatNumber(1234.5, { style: 'currency', currency: 'USD' }));
      expect(f.money(null)).toBe(intl.formatNumber(0, { style: 'currency', currency: 'USD' }));
      expect(f.count(12345)).toBe(intl.formatNumber(12345));
      for (const at of instants) {
        expect(f.time(at)).toBe(intl.formatTime(at, { hour: 'numeric', minute: '2-digit' }));
        expect(f.clock(at)).toBe(
          intl.formatTime(at, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
        );
        expect(f.day(at)).toBe(intl.formatDate(at, { month: 'short', day: 'numeric', year: 'numeric' }));
        expect(f.zonedTime(at)).toBe(
          intl.formatDate(at, {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
        );
      }
    }
  });

  it('answer an unreadable date with JavaScript’s words instead of throwing', () => {
    expect(formatsOf('en', EN).day('not a date')).toBe('Invalid Date');
  });
});
