/** The driver-jobs module as app.ts registers it: a driver's jobs, steps and positions. */
import type { ServerModule } from '../../server-module';
import type { Database } from '../../db/handle';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import type { DistanceService } from '../../adapters/router/index';
import { driverJobRoutes } from './routes';
import { DRIVER_JOB_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DriverJobsNeeds {
  database: Database;
  db: Db;
  config: Config;
  distance: DistanceService;
}

export const driverJobsModule: ServerModule<DriverJobsNeeds> = {
  name: 'driver-jobs',
  operations: DRIVER_JOB_OPERATIONS,
  async register(app, { database, db, config, distance }) {
    await app.register(driverJobRoutes, {
      db,
      distance,
      rememberEtaInputs: config.POSITION_ETA_INPUTS_REMEMBERED,
      groupCommit: {
        maxItems: config.POSITION_BATCH_MAX,
        windowMs: config.POSITION_BATCH_WINDOW_MS,
        // PGlite runs one statement at a time; PostgreSQL's pool has ten connections.
        maxInFlight: database.kind === 'postgres' ? config.POSITION_BATCHES_IN_FLIGHT : 1,
        overlapAfterMs: config.POSITION_BATCH_OVERLAP_MS,
      },
    });
  },
};
