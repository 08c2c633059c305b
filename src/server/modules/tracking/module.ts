/** The tracking module as app.ts registers it: an order's live position and trail. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { trackingRoutes } from './routes';
import { TRACKING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface TrackingNeeds {
  db: Db;
}

export const trackingModule: ServerModule<TrackingNeeds> = {
  name: 'tracking',
  operations: TRACKING_OPERATIONS,
  async register(app, { db }) {
    await app.register(trackingRoutes, { db });
  },
};
