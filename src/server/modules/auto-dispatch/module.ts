/** The auto-dispatch module as app.ts registers it: offers of confirmed orders to drivers. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { autoDispatchRoutes } from './routes';

/** What the module takes from the app's context. */
interface AutoDispatchNeeds {
  db: Db;
}

export const autoDispatchModule: ServerModule<AutoDispatchNeeds> = {
  name: 'auto-dispatch',
  async register(app, { db }) {
    await app.register(autoDispatchRoutes, { db });
  },
};
