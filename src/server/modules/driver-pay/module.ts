/** The driver-pay module as app.ts registers it: pay rules, weekly settlements and earnings. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { driverPayRoutes } from './routes';
import { DRIVER_PAY_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DriverPayNeeds {
  db: Db;
}

export const driverPayModule: ServerModule<DriverPayNeeds> = {
  name: 'driver-pay',
  operations: DRIVER_PAY_OPERATIONS,
  async register(app, { db }) {
    await app.register(driverPayRoutes, { db });
  },
};
