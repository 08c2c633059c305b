/** Translated screens read the catalogue through useMessages; the provider itself loads lazily. */
export { useMessages, type Messages, type Translate } from './use-messages';
export type { MessageKey } from './catalogue/en';
export { currentLanguage, resolveLanguage, useLanguage } from './language';
export { loadMessages } from './load';
export { loadCatalogue } from './catalogues';
export { useDomainWords, domainWords, type DomainWords } from './domain-words';
