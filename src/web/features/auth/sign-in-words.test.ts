/** The sign-in page's own small formatter gives what the full catalogues would. */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { SIGN_IN_WORDS, signInWords, type SignInKey } from './sign-in-words';

const KEYS = Object.keys(SIGN_IN_WORDS.en) as SignInKey[];

describe("the sign-in page's words", () => {
  it('take plain arguments only, which the small formatter fills as react-intl would', () => {
    for (const [language, locale, messages] of [
      ['en', 'en-US', EN],
      ['es', 'es-US', ES],
    ] as const) {
      const intl = createIntl({ locale, messages });
      const say = signInWords(language);
      for (const key of KEYS) {
        expect(SIGN_IN_WORDS[language][key], key).not.toMatch(/\{\s*\w+\s*,/);
        expect(say(key, { name: 'Ana' }), key).toBe(intl.formatMessage({ id: key }, { name: 'Ana' }));
      }
    }
  });

  it('are Spanish for a Spanish reader', () => {
    expect(signInWords('es')('login.submit')).toBe('Iniciar sesión');
    expect(signInWords('es')('login.signedInAs', { name: 'Ana' })).toBe('Sesión iniciada como Ana.');
    expect(signInWords('en')('login.signedInAs', { name: 'Ana' })).toBe('Signed in as Ana.');
  });
});
