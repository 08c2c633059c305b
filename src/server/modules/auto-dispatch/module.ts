/** The auto-dispatch module as app.ts registers it: offers of confirmed orders to drivers. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { autoDispatchRoutes } from './routes';
import { autoDispatchWorker } from './worker';
import { AUTO_DISPATCH_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AutoDispatchNeeds {
  db: Db;
  config: Config;
}

export const autoDispatchModule: ServerModule<AutoDispatchNeeds> = {
  name: 'auto-dispatch',
  operations: AUTO_DISPATCH_OPERATIONS,
  async register(app, { db }) {
    await app.register(autoDispatchRoutes, { db });
  },
  workers: ({ db, config }) => [autoDispatchWorker(db, config.AUTO_DISPATCH_POLL_MS)],
};
