/** The stats module as app.ts registers it: the dashboards' figures, the client's and dispatch's. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { adminStatsRoutes } from './admin-routes';
import { STATS_OPERATIONS } from './operations';
import { statsRoutes } from './routes';

/** What the module takes from the app's context. */
interface StatsNeeds {
  db: Db;
}

export const statsModule: ServerModule<StatsNeeds> = {
  name: 'stats',
  operations: STATS_OPERATIONS,
  async register(app, { db }) {
    await app.register(statsRoutes, { db });
    await app.register(adminStatsRoutes, { db });
  },
};
