/** The stats module as app.ts registers it: the dashboards' figures. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { statsRoutes } from './routes';

/** What the module takes from the app's context. */
interface StatsNeeds {
  db: Db;
}

export const statsModule: ServerModule<StatsNeeds> = {
  name: 'stats',
  async register(app, { db }) {
    await app.register(statsRoutes, { db });
  },
};
