/** The invoices module as app.ts registers it: invoices, payments against them, credit notes, statements and aging. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { createPaymentProvider } from '../../adapters/payments/index';
import { reminderWorker } from './reminders';
import { invoiceRoutes } from './routes';
import { INVOICE_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface InvoicesNeeds {
  db: Db;
  config: Config;
}

export const invoicesModule: ServerModule<InvoicesNeeds> = {
  name: 'invoices',
  operations: INVOICE_OPERATIONS,
  async register(app, { db, config }) {
    await app.register(invoiceRoutes, {
      db,
      provider: createPaymentProvider(config),
      // Where the provider's page sends the payer back: this product's own address, never the request's.
      baseUrl: (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    });
  },
  workers: ({ db, config }, log) => [reminderWorker({ db, log, pollMs: config.INVOICE_REMINDER_POLL_MS })],
};
