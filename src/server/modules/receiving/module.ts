/** The receiving module as app.ts registers it: receiving sites, the desk and check-in. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { receivingRoutes } from './routes';
import { RECEIVING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface ReceivingNeeds {
  db: Db;
}

export const receivingModule: ServerModule<ReceivingNeeds> = {
  name: 'receiving',
  operations: RECEIVING_OPERATIONS,
  async register(app, { db }) {
    await app.register(receivingRoutes, { db });
  },
};
