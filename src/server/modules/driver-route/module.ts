/** The driver-route module as app.ts registers it: a driver's ordered stops. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { driverRouteRoutes } from './routes';
import { DRIVER_ROUTE_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DriverRouteNeeds {
  db: Db;
}

export const driverRouteModule: ServerModule<DriverRouteNeeds> = {
  name: 'driver-route',
  operations: DRIVER_ROUTE_OPERATIONS,
  async register(app, { db }) {
    await app.register(driverRouteRoutes, { db });
  },
};
