/** The dispatch-assign module as app.ts registers it: dispatch gives an order to a driver. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { ASSIGN_OPERATIONS } from './operations';
import { assignRoutes } from './routes';

/** What the module takes from the app's context. */
interface DispatchAssignNeeds {
  db: Db;
}

export const dispatchAssignModule: ServerModule<DispatchAssignNeeds> = {
  name: 'dispatch-assign',
  operations: ASSIGN_OPERATIONS,
  async register(app, { db }) {
    await app.register(assignRoutes, { db });
  },
};
