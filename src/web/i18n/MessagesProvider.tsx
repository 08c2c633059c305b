import { useMemo, type ReactNode } from 'react';
import type { Language } from '@domain/languages';
import type { Catalogue } from './catalogue/en';
import { formatsOf, MessagesContext } from './use-messages';

/** One language's catalogue and formats for everything below (useMessages). */
export function MessagesProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Catalogue;
  children: ReactNode;
}) {
  const formats = useMemo(() => formatsOf(language, messages), [language, messages]);
  return <MessagesContext value={formats}>{children}</MessagesContext>;
}
