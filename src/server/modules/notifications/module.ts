/** The notifications module as app.ts registers it: notification settings and the outbox worker. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { notificationRoutes } from './routes';

/** What the module takes from the app's context. */
interface NotificationsNeeds {
  db: Db;
  config: Config;
}

export const notificationsModule: ServerModule<NotificationsNeeds> = {
  name: 'notifications',
  async register(app, { db, config }) {
    await app.register(notificationRoutes, { db, config });
  },
};
