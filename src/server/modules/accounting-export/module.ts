/** The accounting-export module as app.ts registers it: issued settlements for QuickBooks. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { accountingExportRoutes } from './routes';
import { ACCOUNTING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AccountingExportNeeds {
  db: Db;
}

export const accountingExportModule: ServerModule<AccountingExportNeeds> = {
  name: 'accounting-export',
  operations: ACCOUNTING_OPERATIONS,
  async register(app, { db }) {
    await app.register(accountingExportRoutes, { db });
  },
};
