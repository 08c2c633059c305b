/** The two catalogues agree: the same keys, messages that parse, the same arguments in each. */
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ERROR_CODES } from '@domain/error-codes';
import { EN } from './catalogue/en';
import { ES } from './catalogue/es';
import { formatsOf, isPlainMessage } from './use-messages';

/** The argument names of an ICU message: '{number}', '{count, plural, ...}'. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('the message catalogues', () => {
  it('have exactly the same keys in English and Spanish', () => {
    const en = Object.keys(EN).sort();
    const es = Object.keys(ES).sort();
    expect(en.filter((key) => !es.includes(key))).toEqual([]);
    expect(es.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('name the same arguments in both languages', () => {
    const differ = Object.keys(EN).filter(
      (key) =>
        argumentsOf(EN[key as keyof typeof EN]).join() !== argumentsOf(ES[key as keyof typeof ES]).join(),
    );
    expect(differ).toEqual([]);
  });

  it('hold messages that format in their locale (no broken ICU syntax, no empty text)', () => {
    for (const [locale, messages] of [
      ['en-US', EN],
      ['es-US', ES],
    ] as const) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
      for (const key of Object.keys(messages)) {
        const values = Object.fromEntries(
          argumentsOf(messages[key as keyof typeof messages]).map((a) => [a, 2]),
        );
        expect(intl.formatMessage({ id: key }, values).trim(), key).not.toBe('');
      }
      expect(errors).toEqual([]);
    }
  });

  it('word every error code the API can answer, in both languages', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(Object.hasOwn(EN, `error.${code}`), code).toBe(true);
      expect(Object.hasOwn(ES, `error.${code}`), code).toBe(true);
    }
  });

  it('count in each language’s own plural forms', () => {
    const say = (locale: string, messages: Record<string, string>, count: number) =>
      createIntl({ locale, messages }).formatMessage({ id: 'driver.offline.actions' }, { count });
    expect(say('en-US', EN, 1)).toBe('1 action');
    expect(say('en-US', EN, 3)).toBe('3 actions');
    expect(say('es-US', ES, 1)).toBe('1 acción');
    expect(say('es-US', ES, 3)).toBe('3 acciones');
  });

  it("read the same through the app's formats as through react-intl, which each screen no longer builds", () => {
    for (const [language, locale, messages] of [
      ['en', 'en-US', EN],
      ['es', 'es-US', ES],
    ] as const) {
      const intl = createIntl({ locale, messages, timeZone: 'America/Chicago' });
      const { t } = formatsOf(language, messages);
      const differ = Object.keys(messages).filter((key) => {
        const id = key as keyof typeof messages;
        const values = Object.fromEntries(argumentsOf(messages[id]).map((a) => [a, 3]));
        return t(id, values) !== intl.formatMessage({ id }, values);
      });
      expect(differ).toEqual([]);
      // The plain ones skip the ICU formatter: they must be their own text.
      const plain = Object.entries(messages).filter(([, message]) => isPlainMessage(message));
      expect(plain.length).toBeGreaterThan(Object.keys(messages).length / 2);
      for (const [id, message] of plain) expect(intl.formatMessage({ id }), id).toBe(message);
    }
  });

  it('format no date or time inside a message (the formats put dates in Central time, messages do not)', () => {
    const dated = Object.entries({ ...EN, ...ES }).filter(([, message]) =>
      /\{\s*\w+\s*,\s*(date|time)\b/.test(message),
    );
    expect(dated).toEqual([]);
  });
});
