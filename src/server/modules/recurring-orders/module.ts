/** The recurring-orders module as app.ts registers it: standing orders and the worker that books them. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import type { DistanceService } from '../../adapters/router/index';
import type { Geocoder } from '../places/index';
import { recurringGenerator } from './generator';
import { recurringOrderRoutes } from './routes';
import { RECURRING_ORDER_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface RecurringOrdersNeeds {
  db: Db;
  config: Config;
  distance: DistanceService;
  geocoder: Geocoder;
}

export const recurringOrdersModule: ServerModule<RecurringOrdersNeeds> = {
  name: 'recurring-orders',
  operations: RECURRING_ORDER_OPERATIONS,
  async register(app, { db, config, distance, geocoder }) {
    await app.register(recurringOrderRoutes, {
      db,
      distance,
      geocoder,
      horizonDays: config.RECURRING_HORIZON_DAYS,
    });
  },
  workers: ({ db, config, distance, geocoder }, log) => [
    recurringGenerator(
      db,
      { distance, geocoder },
      { pollMs: config.RECURRING_POLL_MS, horizonDays: config.RECURRING_HORIZON_DAYS, log },
    ),
  ],
};
