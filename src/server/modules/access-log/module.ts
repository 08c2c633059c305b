/** The access-log module as app.ts registers it: the log of who read what (its hook is registered before every route by app.ts). */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { accessLogRoutes } from './routes';
import { ACCESS_LOG_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AccessLogNeeds {
  db: Db;
}

export const accessLogModule: ServerModule<AccessLogNeeds> = {
  name: 'access-log',
  operations: ACCESS_LOG_OPERATIONS,
  async register(app, { db }) {
    await app.register(accessLogRoutes, { db });
  },
};
