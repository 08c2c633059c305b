/** The ratings module as app.ts registers it: a client's rating of a delivery. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { ratingRoutes } from './routes';
import { RATING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface RatingsNeeds {
  db: Db;
}

export const ratingsModule: ServerModule<RatingsNeeds> = {
  name: 'ratings',
  operations: RATING_OPERATIONS,
  async register(app, { db }) {
    await app.register(ratingRoutes, { db });
  },
};
