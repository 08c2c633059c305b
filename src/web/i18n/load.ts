/**
 * The provider's module and the catalogue of the language in use, loaded beside each lazy part of
 * the app (every screen, the signed-in frame). Only this dynamic import is on the sign-in page's
 * first load: react-intl, the catalogues and the tables they word stay in the provider's chunk.
 */
import { warmIntlOffThread } from './warm-intl';

export const loadMessages = () => {
  warmIntlOffThread();
  return import('./I18nProvider').then(async (module) => {
    await module.catalogueInUse();
    return module;
  });
};
