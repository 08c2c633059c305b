/** The audit-trail module as app.ts registers it: the audit screen and unusual-reading alerts. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { alertWorker } from './alerts';
import { auditTrailRoutes } from './routes';
import { AUDIT_TRAIL_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AuditTrailNeeds {
  db: Db;
  config: Config;
}

export const auditTrailModule: ServerModule<AuditTrailNeeds> = {
  name: 'audit-trail',
  operations: AUDIT_TRAIL_OPERATIONS,
  async register(app, { db }) {
    await app.register(auditTrailRoutes, { db });
  },
  workers: ({ db, config }, log) => [
    alertWorker({
      db,
      log,
      pollMs: config.ACCESS_ALERT_POLL_MS,
      settings: { orders: config.ACCESS_ALERT_ORDERS, windowMinutes: config.ACCESS_ALERT_WINDOW_MINUTES },
    }),
  ],
};
