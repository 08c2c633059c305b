/** The public-config module as app.ts registers it: which optional services the page may use. */
import type { ServerModule } from '../../server-module';
import type { Config } from '../../config';
import { publicConfigRoutes } from './routes';

/** What the module takes from the app's context. */
interface PublicConfigNeeds {
  config: Config;
}

export const publicConfigModule: ServerModule<PublicConfigNeeds> = {
  name: 'public-config',
  async register(app, { config }) {
    await app.register(publicConfigRoutes, { config });
  },
};
