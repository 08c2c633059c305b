/** The dispatch-map module as app.ts registers it: dispatch's live map. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { dispatchMapRoutes } from './routes';
import { DISPATCH_MAP_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DispatchMapNeeds {
  db: Db;
}

export const dispatchMapModule: ServerModule<DispatchMapNeeds> = {
  name: 'dispatch-map',
  operations: DISPATCH_MAP_OPERATIONS,
  async register(app, { db }) {
    await app.register(dispatchMapRoutes, { db });
  },
};
