/** The clients module as app.ts registers it: dispatch's search of client accounts. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { CLIENT_OPERATIONS } from './operations';
import { clientRoutes } from './routes';

/** What the module takes from the app's context. */
interface ClientsNeeds {
  db: Db;
}

export const clientsModule: ServerModule<ClientsNeeds> = {
  name: 'clients',
  operations: CLIENT_OPERATIONS,
  async register(app, { db }) {
    await app.register(clientRoutes, { db });
  },
};
