/**
 * What a translated screen asks of the catalogue: a message by key (ICU arguments and plurals),
 * money and Central-time dates in the reader's locale, and an error's words. Everything here reads
 * the nearest WithMessages provider.
 */
import { useContext, useMemo } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { LOCALE_OF } from '@domain/languages';
import { DEADLINE_FORMAT } from '@domain/service-levels';
import { EN, type MessageKey } from './catalogue/en';
import { errorWords } from './error-words';
import { issueWords } from './issue-words';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const toNumber = (amount: string | number | null | undefined): number => {
  const value = typeof amount === 'number' ? amount : Number(amount ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** The formats of one intl object (exported for tests that compare them with the server's). */
export function formatsOf(intl: IntlShape) {
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  return {
    t,
    language: intl.locale === LOCALE_OF.es ? ('es' as const) : ('en' as const),
    locale: intl.locale,
    /** '$1,234.50' in either language (dollars, whatever the locale). */
    money: (amount: string | number | null | undefined) =>
      intl.formatNumber(toNumber(amount), { style: 'currency', currency: 'USD' }),
    count: (value: number) => intl.formatNumber(value),
    /** '3:05 PM' / '3:05 p. m.', Central time. */
    time: (at: Date | string | number) => intl.formatTime(at, { hour: 'numeric', minute: '2-digit' }),
    /** A time of day with its zone, for live ETAs: '3:40 PM CDT'. */
    clock: (at: Date | string | number) =>
      intl.formatTime(at, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    /** A deadline with its day and zone: 'Sat, Mar 7, 8:00 PM CST'. */
    zonedTime: (at: Date | string | number) =>
      intl.formatDate(at, DEADLINE_FORMAT),
    /** 'Nov 27, 2026' / '27 nov 2026'. */
    day: (at: Date | string | number) =>
      intl.formatDate(at, { month: 'short', day: 'numeric', year: 'numeric' }),
    /** 'Nov 27, 2026, 3:05 PM'. */
    dateTime: (at: Date | string | number) =>
      intl.formatDate(at, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    /** A failed call's words in the reader's language (error-words.ts). */
    ...errorWords(t, intl.locale === LOCALE_OF.es ? 'es' : 'en'),
    /** A schema issue found before any call, in the reader's language (issue-words.ts). */
    issueText: issueWords(t, intl.locale === LOCALE_OF.es ? 'es' : 'en'),
  };
}

export type Messages = ReturnType<typeof formatsOf>;

/**
 * Outside any provider (a component test, a part rendered before its screen's chunk) the English
 * catalogue answers: a shared component never fails for want of a language.
 */
let english: IntlShape | undefined;
const englishIntl = () =>
  (english ??= createIntl({ locale: LOCALE_OF.en, timeZone: BUSINESS_TIME_ZONE, messages: EN }));

export function useMessages(): Messages {
  const intl = useContext(IntlContext) ?? englishIntl();
  return useMemo(() => formatsOf(intl), [intl]);
}
