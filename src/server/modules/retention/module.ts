/** The retention module as app.ts registers it: retention settings, legal holds and the nightly redaction. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { retentionRoutes } from './routes';
import { retentionWorker } from './worker';
import { RETENTION_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface RetentionNeeds {
  db: Db;
  config: Config;
}

export const retentionModule: ServerModule<RetentionNeeds> = {
  name: 'retention',
  operations: RETENTION_OPERATIONS,
  async register(app, { db, config }) {
    await app.register(retentionRoutes, {
      db,
      retentionDays: config.RETENTION_DAYS,
    });
  },
  workers: ({ db, config }, log) => [
    retentionWorker({
      db,
      log,
      retentionDays: config.RETENTION_DAYS,
      hour: config.RETENTION_HOUR,
      pollMs: config.RETENTION_POLL_MS,
    }),
  ],
};
