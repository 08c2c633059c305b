/** The access-log module as app.ts registers it: the log of who read what (its hook is registered before every route by app.ts). */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { accessLogRoutes } from './routes';

/** What the module takes from the app's context. */
interface AccessLogNeeds {
  db: Db;
}

export const accessLogModule: ServerModule<AccessLogNeeds> = {
  name: 'access-log',
  async register(app, { db }) {
    await app.register(accessLogRoutes, { db });
  },
};
