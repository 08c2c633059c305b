/**
 * The language of a person not signed in (sign-up, the sign-up link): their browser's first one
 * MedLink speaks.
 */
import { DEFAULT_LANGUAGE, firstSpoken, memberLanguage, type Language } from '@domain/languages';
import { useAuthUser } from '@web/lib/session';

export const browserLanguage = (): Language =>
  (typeof navigator === 'undefined' ? null : firstSpoken(navigator.languages ?? [navigator.language])) ??
  DEFAULT_LANGUAGE;

/**
 * The signed-out pages' language: the browser's; a person who opens one signed in (a reset link)
 * keeps the language of their account, as the page's other words do.
 */
export function useSignedOutLanguage(): Language {
  const user = useAuthUser();
  return memberLanguage(user?.language, user?.organizationLanguage) ?? browserLanguage();
}
