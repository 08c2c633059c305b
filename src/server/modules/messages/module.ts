/** The messages module as app.ts registers it: conversations about an order. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { messageRoutes } from './routes';
import { MESSAGE_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface MessagesNeeds {
  db: Db;
}

export const messagesModule: ServerModule<MessagesNeeds> = {
  name: 'messages',
  operations: MESSAGE_OPERATIONS,
  async register(app, { db }) {
    await app.register(messageRoutes, { db });
  },
};
