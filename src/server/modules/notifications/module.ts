/** The notifications module as app.ts registers it: notification settings and the outbox worker. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { createMailer } from '../../adapters/mail/index';
import { createSmsSender } from '../../adapters/sms/index';
import { notificationRoutes } from './routes';
import { notificationWorker } from './worker';
import { NOTIFICATION_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface NotificationsNeeds {
  db: Db;
  config: Config;
}

export const notificationsModule: ServerModule<NotificationsNeeds> = {
  name: 'notifications',
  operations: NOTIFICATION_OPERATIONS,
  async register(app, { db }) {
    await app.register(notificationRoutes, { db });
  },
  workers({ db, config }, log) {
    // Off, it opens no mail connection at all.
    if (config.NOTIFY_POLL_MS <= 0) return [];
    const transports = {
      mail: createMailer(config, log),
      sms: createSmsSender(config, log),
      origin: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
    };
    return [
      notificationWorker(db, transports, {
        pollMs: config.NOTIFY_POLL_MS,
        maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
        backoffSeconds: config.NOTIFY_BACKOFF_SECONDS,
      }),
    ];
  },
};
