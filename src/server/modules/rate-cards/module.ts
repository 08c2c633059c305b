/** The rate-cards module as app.ts registers it: an organisation's rate card. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { rateCardRoutes } from './routes';
import { RATE_CARD_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface RateCardsNeeds {
  db: Db;
}

export const rateCardsModule: ServerModule<RateCardsNeeds> = {
  name: 'rate-cards',
  operations: RATE_CARD_OPERATIONS,
  async register(app, { db }) {
    await app.register(rateCardRoutes, { db });
  },
};
