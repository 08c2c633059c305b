import { use, useEffect, type ReactNode } from 'react';
import { loadCatalogue, loadedCatalogue } from '@web/i18n/catalogues';
import { MessagesProvider } from '@web/i18n/MessagesProvider';
import { browserLanguage } from './browser-language';

/**
 * The catalogue for the screens of someone not signed in yet (the sign-up card's answer, the
 * sign-up link's page), in their browser's language. The app's own provider follows the signed-in
 * user, which this feature keeps: using it here would make the two modules depend on each other.
 */
export function SignedOutMessages({ children }: { children: ReactNode }) {
  const language = browserLanguage();
  const messages = loadedCatalogue(language) ?? use(loadCatalogue(language));
  useEffect(() => {
    // Screen readers pronounce the page in its own language.
    document.documentElement.lang = language;
  }, [language]);
  return (
    <MessagesProvider language={language} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
