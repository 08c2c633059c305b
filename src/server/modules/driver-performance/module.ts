/** The driver-performance module as app.ts registers it: a driver's on-time record and ratings. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { driverPerformanceRoutes } from './routes';
import { DRIVER_PERFORMANCE_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DriverPerformanceNeeds {
  db: Db;
}

export const driverPerformanceModule: ServerModule<DriverPerformanceNeeds> = {
  name: 'driver-performance',
  operations: DRIVER_PERFORMANCE_OPERATIONS,
  async register(app, { db }) {
    await app.register(driverPerformanceRoutes, { db });
  },
};
