/** The payments module as app.ts registers it: paying for an order: the provider, the intent, the confirmation. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { paymentRoutes } from './routes';
import { PAYMENT_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface PaymentsNeeds {
  db: Db;
  config: Config;
}

export const paymentsModule: ServerModule<PaymentsNeeds> = {
  name: 'payments',
  operations: PAYMENT_OPERATIONS,
  async register(app, { db, config }) {
    await app.register(paymentRoutes, { db, config });
  },
};
