/**
 * The orders module as app.ts registers it: booking, reading and changing orders; import; address
 * review; status changes; dispatch's list of every order.
 */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import type { DistanceService } from '../../adapters/router/index';
import type { Geocoder } from '../places/index';
import { addressReviewRoutes } from './address-review-routes';
import { orderImportRoutes } from './import-routes';
import { orderConsoleRoutes } from './list-all-routes';
import { ORDER_OPERATIONS } from './operations';
import { orderRoutes } from './routes';
import { orderStatusRoutes } from './status-routes';

/** What the module takes from the app's context. */
interface OrdersNeeds {
  db: Db;
  config: Config;
  distance: DistanceService;
  geocoder: Geocoder;
}

export const ordersModule: ServerModule<OrdersNeeds> = {
  name: 'orders',
  operations: ORDER_OPERATIONS,
  async register(app, { db, config, distance, geocoder }) {
    await app.register(orderRoutes, { db, distance, geocoder });
    await app.register(orderImportRoutes, { db, distance, geocoder });
    await app.register(orderStatusRoutes, { db, config });
    await app.register(addressReviewRoutes, { db });
    await app.register(orderConsoleRoutes, { db });
  },
};
