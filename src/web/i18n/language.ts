/**
 * Which language the app speaks to the person in front of it: the one they chose on the security
 * page (kept on their account), else their organisation's default, else their browser's first one
 * MedLink speaks, else English. No
 * react-intl here, so the sign-in page's first load and the route table can ask without it.
 */
import { DEFAULT_LANGUAGE, firstSpoken, memberLanguage, type Language } from '@domain/languages';
import { authStore, useAuthUser } from '@web/lib/session';

const browserTags = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

export function resolveLanguage(chosen: Language | null | undefined, tags: readonly string[]): Language {
  return chosen ?? firstSpoken(tags) ?? DEFAULT_LANGUAGE;
}

/** The language now, outside React (a chunk's preload picks the catalogue to load beside it). */
export const currentLanguage = (): Language => {
  const user = authStore.get();
  return resolveLanguage(memberLanguage(user?.language, user?.organizationLanguage), browserTags());
};

export function useLanguage(): Language {
  const user = useAuthUser();
  return resolveLanguage(memberLanguage(user?.language, user?.organizationLanguage), browserTags());
}
