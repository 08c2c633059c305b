/** The public-tracking module as app.ts registers it: the recipient's tracking link. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { publicTrackingRoutes } from './routes';
import { PUBLIC_TRACKING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface PublicTrackingNeeds {
  db: Db;
}

export const publicTrackingModule: ServerModule<PublicTrackingNeeds> = {
  name: 'public-tracking',
  operations: PUBLIC_TRACKING_OPERATIONS,
  async register(app, { db }) {
    await app.register(publicTrackingRoutes, { db });
  },
};
