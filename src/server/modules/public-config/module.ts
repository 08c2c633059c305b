/** The public-config module as app.ts registers it: which optional services the page may use. */
import type { ServerModule } from '../../server-module';
import type { Config } from '../../config';
import { publicConfigRoutes } from './routes';
import { PUBLIC_CONFIG_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface PublicConfigNeeds {
  config: Config;
}

export const publicConfigModule: ServerModule<PublicConfigNeeds> = {
  name: 'public-config',
  operations: PUBLIC_CONFIG_OPERATIONS,
  async register(app, { config }) {
    await app.register(publicConfigRoutes, { config });
  },
};
