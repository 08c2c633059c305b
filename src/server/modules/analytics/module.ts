/** The analytics module as app.ts registers it: dispatch's figures over a period. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { ANALYTICS_OPERATIONS } from './operations';
import { analyticsRoutes } from './routes';

/** What the module takes from the app's context. */
interface AnalyticsNeeds {
  db: Db;
}

export const analyticsModule: ServerModule<AnalyticsNeeds> = {
  name: 'analytics',
  operations: ANALYTICS_OPERATIONS,
  async register(app, { db }) {
    await app.register(analyticsRoutes, { db });
  },
};
