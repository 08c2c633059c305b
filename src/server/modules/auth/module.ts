/** The auth module as app.ts registers it: sign-in, sign-up, passwords, two-factor and the account's settings. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import type { ResetMail } from './password-reset';
import type { SessionPolicy } from '../sessions/index';
import { authRoutes } from './routes';
import { AUTH_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AuthNeeds {
  db: Db;
  config: Config;
  linkMail: ResetMail;
  sessions: SessionPolicy;
}

export const authModule: ServerModule<AuthNeeds> = {
  name: 'auth',
  operations: AUTH_OPERATIONS,
  async register(app, { db, config, linkMail, sessions }) {
    await app.register(authRoutes, {
      db,
      cookieSecure: config.COOKIE_SECURE,
      rateLimits: {
        login: config.LOGIN_RATE_LIMIT_PER_MINUTE,
        register: config.REGISTER_RATE_LIMIT_PER_MINUTE,
        passwordReset: config.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
      },
      resetMail: linkMail,
      settings: {
        sessions,
        throttle: {
          freeFailures: config.LOGIN_MAX_FAILURES_PER_USER,
          backoffBaseSeconds: config.LOGIN_BACKOFF_BASE_SECONDS,
          backoffMaxSeconds: config.LOGIN_BACKOFF_MAX_SECONDS,
          perIp: config.LOGIN_MAX_FAILURES_PER_IP,
          perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
          windowMinutes: 15,
        },
      },
    });
  },
};
