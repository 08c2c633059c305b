/** The admin module as app.ts registers it: dispatch's console: orders, drivers, vetting and capabilities. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { driverCapabilityRoutes } from './driver-capabilities';
import { driverVettingRoutes } from './drivers-vetting-routes';
import { adminRoutes } from './routes';

/** What the module takes from the app's context. */
interface AdminNeeds {
  db: Db;
}

export const adminModule: ServerModule<AdminNeeds> = {
  name: 'admin',
  async register(app, { db }) {
    await app.register(adminRoutes, { db });
    await app.register(driverVettingRoutes, { db });
    await app.register(driverCapabilityRoutes, { db });
  },
};
