/**
 * The message catalogues, one per language: English ships with the provider (it is every
 * existing screen's text), Spanish is its own chunk, loaded only for someone who reads it.
 */
import type { Language } from '@domain/languages';
import { EN, type Catalogue } from './catalogue/en';

const loaded: Partial<Record<Language, Catalogue>> = { en: EN };
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

export function loadCatalogue(language: Language): Promise<Catalogue> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  return (loading[language] ??= import('./catalogue/es').then(({ ES }) => (loaded.es = ES)));
}

/** The catalogue if it is already here; undefined while it loads. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => loaded[language];
