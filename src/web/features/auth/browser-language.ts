/**
 * The language of a person not signed in (sign-up, the sign-up link): their browser's first one
 * MedLink speaks. Read here rather than from the i18n module, which reads the signed-in user from
 * this feature (a cycle).
 */
import { DEFAULT_LANGUAGE, firstSpoken, type Language } from '@domain/languages';

export const browserLanguage = (): Language =>
  (typeof navigator === 'undefined' ? null : firstSpoken(navigator.languages ?? [navigator.language])) ??
  DEFAULT_LANGUAGE;
