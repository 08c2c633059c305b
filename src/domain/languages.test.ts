import { describe, expect, it } from 'vitest';
import { firstSpoken, languageFromAcceptLanguage, languageOfTag, recipientLanguage } from './languages';

describe('languages', () => {
  it('reads a tag by its primary language', () => {
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('EN_us')).toBe('en');
    expect(languageOfTag('fr-CA')).toBeNull();
  });

  it("takes the browser's first language MedLink speaks", () => {
    expect(firstSpoken(['fr-FR', 'es-419', 'en-US'])).toBe('es');
    expect(firstSpoken(['de'])).toBeNull();
  });

  it('ranks Accept-Language by weight, then by order', () => {
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.5, es;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('fr, en-GB;q=0.4')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=0, en')).toBe('en');
    expect(languageFromAcceptLanguage('fr')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage(';;q=abc,,')).toBeNull();
  });
});

describe("the recipient's language", () => {
  it('is the order’s choice, else the browser’s, else the booking person’s, else English', () => {
    expect(recipientLanguage({ chosen: 'es', booker: 'en', acceptLanguage: 'en-US' })).toBe('es');
    expect(recipientLanguage({ chosen: null, booker: 'en', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(recipientLanguage({ chosen: null, booker: 'es', acceptLanguage: 'fr' })).toBe('es');
    expect(recipientLanguage({ chosen: null, booker: 'es' })).toBe('es');
    expect(recipientLanguage({ chosen: null, booker: null })).toBe('en');
  });
});
