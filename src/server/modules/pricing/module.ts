/** The pricing module as app.ts registers it: the price of a trip before it is booked. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { DistanceService } from '../../adapters/router/index';
import type { Geocoder } from '../places/index';
import { pricingRoutes } from './routes';
import { PRICING_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface PricingNeeds {
  db: Db;
  distance: DistanceService;
  geocoder: Geocoder;
}

export const pricingModule: ServerModule<PricingNeeds> = {
  name: 'pricing',
  operations: PRICING_OPERATIONS,
  async register(app, { db, distance, geocoder }) {
    await app.register(pricingRoutes, { distance, geocoder, db });
  },
};
