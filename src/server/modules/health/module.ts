/** The health module as app.ts registers it: whether the database answers and live events flow. */
import type { ServerModule } from '../../server-module';
import type { Database } from '../../db/handle';
import { healthRoutes } from './routes';
import { HEALTH_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface HealthNeeds {
  database: Database;
  isShuttingDown: () => boolean;
}

export const healthModule: ServerModule<HealthNeeds> = {
  name: 'health',
  operations: HEALTH_OPERATIONS,
  async register(app, { database, isShuttingDown }) {
    await app.register(healthRoutes, { database, isShuttingDown });
  },
};
