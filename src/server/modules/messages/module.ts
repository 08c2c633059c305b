/** The messages module as app.ts registers it: conversations about an order. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { messageRoutes } from './routes';

/** What the module takes from the app's context. */
interface MessagesNeeds {
  db: Db;
}

export const messagesModule: ServerModule<MessagesNeeds> = {
  name: 'messages',
  async register(app, { db }) {
    await app.register(messageRoutes, { db });
  },
};
