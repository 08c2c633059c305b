/**
 * The provider's module and the catalogue of the language in use, loaded beside each lazy part of
 * the app (every screen, the signed-in frame): the sign-in page's first load carries neither.
 */
import { loadCatalogue } from './catalogues';
import { currentLanguage } from './language';

export const loadMessages = () =>
  Promise.all([import('./I18nProvider'), loadCatalogue(currentLanguage())]).then(([module]) => module);
