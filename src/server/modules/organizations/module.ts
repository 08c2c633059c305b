/** The organizations module as app.ts registers it: organisations, their members, invitations and cost centres. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import type { ResetMail } from '../auth/index';
import type { SessionPolicy } from '../sessions/index';
import { organizationRoutes } from './routes';
import { ORGANIZATION_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface OrganizationsNeeds {
  db: Db;
  config: Config;
  linkMail: ResetMail;
  sessions: SessionPolicy;
}

export const organizationsModule: ServerModule<OrganizationsNeeds> = {
  name: 'organizations',
  operations: ORGANIZATION_OPERATIONS,
  async register(app, { db, config, linkMail, sessions }) {
    await app.register(organizationRoutes, {
      db,
      mail: linkMail,
      sessions,
      cookieSecure: config.COOKIE_SECURE,
      joinRateLimit: config.REGISTER_RATE_LIMIT_PER_MINUTE,
    });
  },
};
