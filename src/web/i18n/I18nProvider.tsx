/**
 * The app's messages and formats: the person's language, US English or US Spanish number formats,
 * and Central time for every date and time, wherever the phone is set (use-messages.ts).
 */
import { use, useEffect, type ReactNode } from 'react';
import type { Language } from '@domain/languages';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { currentLanguage, useLanguage } from './language';
import { MessagesProvider } from './MessagesProvider';

/** The catalogue of the language in use, fetched before a screen first renders with it. */
export const catalogueInUse = () => loadCatalogue(currentLanguage());

type Props = {
  children: ReactNode;
  /** A page that knows its reader's language better (the recipient's link) names it. */
  language?: Language;
};

export function WithMessages({ children, language }: Props) {
  const preferred = useLanguage();
  const chosen = language ?? preferred;
  // Suspends only the first time a person switches to a language whose chunk is not here yet.
  const messages = loadedCatalogue(chosen) ?? use(loadCatalogue(chosen));
  useEffect(() => {
    // Screen readers pronounce the page in its own language.
    document.documentElement.lang = chosen;
  }, [chosen]);
  return (
    <MessagesProvider language={chosen} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
