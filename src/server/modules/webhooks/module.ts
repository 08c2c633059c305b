/** The webhooks module as app.ts registers it: webhook endpoints and their deliveries. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { webhookRoutes } from './routes';
import { webhookWorker } from './worker';
import { WEBHOOK_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface WebhooksNeeds {
  db: Db;
  config: Config;
}

export const webhooksModule: ServerModule<WebhooksNeeds> = {
  name: 'webhooks',
  operations: WEBHOOK_OPERATIONS,
  async register(app, { db, config }) {
    await app.register(webhookRoutes, {
      db,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    });
  },
  workers: ({ db, config }) => [
    webhookWorker({
      db,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      pollMs: config.WEBHOOK_POLL_MS,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    }),
  ],
};
