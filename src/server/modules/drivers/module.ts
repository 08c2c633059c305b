/** The drivers module as app.ts registers it: dispatch's list of drivers, their vetting and capabilities. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { driverCapabilityRoutes } from './capabilities';
import { DRIVER_OPERATIONS } from './operations';
import { driverListRoutes } from './routes';
import { driverVettingRoutes } from './vetting-routes';

/** What the module takes from the app's context. */
interface DriversNeeds {
  db: Db;
}

export const driversModule: ServerModule<DriversNeeds> = {
  name: 'drivers',
  operations: DRIVER_OPERATIONS,
  async register(app, { db }) {
    await app.register(driverListRoutes, { db });
    await app.register(driverVettingRoutes, { db });
    await app.register(driverCapabilityRoutes, { db });
  },
};
