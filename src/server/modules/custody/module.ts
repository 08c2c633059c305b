/** The custody module as app.ts registers it: the chain of custody and its certificate. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { CUSTODY_OPERATIONS } from './operations';
import { custodyRoutes } from './routes';

/** What the module takes from the app's context. */
interface CustodyNeeds {
  db: Db;
}

export const custodyModule: ServerModule<CustodyNeeds> = {
  name: 'custody',
  operations: CUSTODY_OPERATIONS,
  async register(app, { db }) {
    await app.register(custodyRoutes, { db });
  },
};
