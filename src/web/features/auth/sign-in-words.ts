/**
 * The sign-in page's words in the reader's language, without the message provider: /login ships
 * neither react-intl nor the catalogues (decision 027's budget), only these two small files, which
 * are also part of the full catalogues (so the key and argument checks cover them). Their messages
 * take plain `{name}` arguments only, no plurals; sign-in-words.test.ts holds them to that.
 */
import type { Language } from '@domain/languages';
import en from '@web/i18n/catalogue/en/sign-in.json';
import es from '@web/i18n/catalogue/es/sign-in.json';
import { errorCode, serverMessage } from '@web/lib/api';
import { useSignedOutLanguage } from './browser-language';

export type SignInKey = keyof typeof en;
export const SIGN_IN_WORDS: Record<Language, Readonly<Record<SignInKey, string>>> = { en, es };

export type SayOnSignIn = (key: SignInKey, values?: Record<string, string>) => string;

export function signInWords(language: Language): SayOnSignIn {
  return (key, values = {}) =>
    SIGN_IN_WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The words of the sign-in page, the sign-up card and the frame around the signed-out pages. */
export function useSignInWords(): { language: Language; say: SayOnSignIn } {
  const language = useSignedOutLanguage();
  return { language, say: signInWords(language) };
}

/**
 * A refused sign-in or sign-up in the reader's language: in English the server's own sentence, in
 * Spanish the catalogue's words for the answer's code (the Spanish catalogue is its own chunk,
 * fetched only when a Spanish reader meets an error), else the fallback.
 */
export async function refusalText(error: unknown, language: Language, fallback: string): Promise<string> {
  if (language === 'en') return serverMessage(error, fallback);
  const code = errorCode(error);
  // On these forms a 401 is the refusal of the name and password, never an ended session.
  if (!code || code === 'UNAUTHENTICATED') return fallback;
  const { ES } = await import('@web/i18n/catalogue/es').catch(() => ({ ES: undefined }));
  const words = (ES as Record<string, string> | undefined)?.[`error.${code}`];
  return words ?? fallback;
}
