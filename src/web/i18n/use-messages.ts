/**
 * What a translated screen asks of the catalogue: a message by key (ICU arguments and plurals),
 * money and Central-time dates in the reader's locale, and an error's words. Everything here reads
 * the nearest MessagesProvider (WithMessages, SignedOutMessages).
 *
 * No react-intl `IntlShape` is built for a screen to render: building one checked the locale
 * against ICU's lists, and its `formatMessage` merged the formats and keyed a cache on their JSON
 * for every message, arguments or not; together the longest tasks of a signed-in page's first load
 * on a phone. A message without ICU syntax is its own text; react-intl's formatter is built the
 * first time a message with arguments is asked for. Numbers and dates use one `Intl` formatter per
 * kind, built on first use, with the options react-intl would have handed to the same constructors.
 */
import { createContext, useContext } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { LOCALE_OF, type Language } from '@domain/languages';
import { DEADLINE_FORMAT } from '@domain/service-levels';
import { EN, type Catalogue, type MessageKey } from './catalogue/en';
import { errorWords } from './error-words';
import { issueWords } from './issue-words';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const toNumber = (amount: string | number | null | undefined): number => {
  const value = typeof amount === 'number' ? amount : Number(amount ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/**
 * ICU syntax is an argument or a tag; an apostrophe is literal unless doubled or quoting one of
 * those. The catalogue test checks that every message without this syntax reads as itself.
 */
export const isPlainMessage = (message: string) => !/[{}<]|''/.test(message);

const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

export function formatsOf(language: Language, messages: Catalogue) {
  const locale = LOCALE_OF[language];
  // No time zone here: no message formats a date itself (catalogue.test.ts), the dates below do.
  const icu = once<IntlShape>(() => createIntl({ locale, defaultLocale: LOCALE_OF.en, messages }));
  const t: Translate = (key, values) => {
    const message = messages[key];
    return message && isPlainMessage(message) ? message : icu().formatMessage({ id: key }, values);
  };
  const currency = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
  const plain = once(() => new Intl.NumberFormat(locale));
  const zoned = (options: Intl.DateTimeFormatOptions) => {
    const format = once(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE }));
    return (at: Date | string | number) => {
      const date = typeof at === 'string' ? new Date(at || 0) : at;
      try {
        return format().format(date);
      } catch {
        // An invalid date reads as JavaScript words it, as react-intl answered.
        return String(date);
      }
    };
  };
  return {
    t,
    language,
    locale,
    /** '$1,234.50' in either language (dollars, whatever the locale). */
    money: (amount: string | number | null | undefined) => currency().format(toNumber(amount)),
    count: (value: number) => plain().format(value),
    /** '3:05 PM' / '3:05 p. m.', Central time. */
    time: zoned({ hour: 'numeric', minute: '2-digit' }),
    /** A time of day with its zone, for live ETAs: '3:40 PM CDT'. */
    clock: zoned({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    /** A deadline with its day and zone: 'Sat, Mar 7, 8:00 PM CST'. */
    zonedTime: zoned(DEADLINE_FORMAT),
    /** 'Nov 27, 2026' / '27 nov 2026'. */
    day: zoned({ month: 'short', day: 'numeric', year: 'numeric' }),
    /** 'Nov 27, 2026, 3:05 PM'. */
    dateTime: zoned({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    /** A failed call's words in the reader's language (error-words.ts). */
    ...errorWords(t, language),
    /** A schema issue found before any call, in the reader's language (issue-words.ts). */
    issueText: issueWords(t, language),
  };
}

export type Messages = ReturnType<typeof formatsOf>;

/** The formats of the nearest provider (MessagesProvider.tsx). */
export const MessagesContext = createContext<Messages | null>(null);

/**
 * Outside any provider (a component test, a part rendered before its screen's chunk) the English
 * catalogue answers: a shared component never fails for want of a language.
 */
const english = once(() => formatsOf('en', EN));

export function useMessages(): Messages {
  return useContext(MessagesContext) ?? english();
}
